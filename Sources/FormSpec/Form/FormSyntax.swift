import FormSpecYAML

/// A form as its author wrote it: every value typed and located. Keys that were absent, or whose
/// values were reported as wrong, are nil.
package struct FormSyntax: Sendable {
    /// The whole form mapping.
    package var range: SourceRange
    package var id: Located<String>?
    package var title: Located<String>?
    /// Normalized with `_` (`en-GB` → `en_GB`).
    package var locale: Located<String>?
    /// The controls; empty when the pipeline normalized them as the file was read (`normalized`).
    package var controls: [ControlSyntax]
    package var extensions: [Extension]
    /// The controls normalized as the file was read (a compile), instead of `controls`.
    var normalized: NormalizedControls?
    /// What the rules about logic read of each control, in order; nil for a control whose type
    /// is missing or unknown.
    var logicFacts: [LogicFacts?] = [] {
        didSet { logicIndex = LogicIndex(logicFacts) }
    }
    /// What the rules about logic read of the conditions of `logicFacts`, found once.
    private(set) var logicIndex = LogicIndex()
}
