/// How much a change between two versions of a spec matters to what was built on the old one.
package enum ChangeClass: String, CaseIterable, Sendable {
    /// Code generated from the old spec, or answers stored from it, stop working (no longer load,
    /// or no longer submit): a control or item removed or its id changed, a type changed, the
    /// form's id changed, a date that could be selected no longer can be, a control made required
    /// or hidden by a condition, a selection's size made stricter.
    case breaking
    /// The form starts or acts differently: an initial state or selection, whether a control is
    /// enabled, its range, its enabled dates, its locale, its extensions, a control added.
    case behavior
    /// Only how the form looks: texts, colours, fonts, images, headers, the order of controls.
    case cosmetic

    /// Whether a change of this class is at least as severe as one of `other`.
    package func isAtLeast(_ other: ChangeClass) -> Bool {
        severity >= other.severity
    }

    /// 2 for breaking, 1 for behavior, 0 for cosmetic.
    private var severity: Int {
        switch self {
        case .breaking: return 2
        case .behavior: return 1
        case .cosmetic: return 0
        }
    }
}
