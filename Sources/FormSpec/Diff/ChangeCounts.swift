/// How many changes of each class a comparison found, listed or not.
package struct ChangeCounts: Sendable, Equatable {
    package var breaking = 0
    package var behavior = 0
    package var cosmetic = 0

    package init() {}

    /// The count of `changeClass`.
    package subscript(changeClass: ChangeClass) -> Int {
        get {
            switch changeClass {
            case .breaking: return breaking
            case .behavior: return behavior
            case .cosmetic: return cosmetic
            }
        }
        set {
            switch changeClass {
            case .breaking: breaking = newValue
            case .behavior: behavior = newValue
            case .cosmetic: cosmetic = newValue
            }
        }
    }

    /// Every change counted.
    package var total: Int { breaking + behavior + cosmetic }

    /// Whether a change of `changeClass` or a more severe one was found.
    package func containsChange(atLeast changeClass: ChangeClass) -> Bool {
        ChangeClass.allCases.contains { $0.isAtLeast(changeClass) && self[$0] > 0 }
    }

    package static func + (lhs: ChangeCounts, rhs: ChangeCounts) -> ChangeCounts {
        var sum = lhs
        for changeClass in ChangeClass.allCases { sum[changeClass] += rhs[changeClass] }
        return sum
    }
}
