/// What the built-in `swift` output writes of a form's logic, the same text for the compiler's
/// writer (``SwiftFileWriter``) and its template (``SwiftTemplate``): the form's `Control` enum and
/// `logic` (a `FormLogic` of FormSpecRuntime over its constants), and in `Values` the questions
/// the logic answers for those answers — `isVisible(_:)`, `isEnabled(_:)`, `isRequired(_:)`,
/// `issues(bundle:)`, `canSubmit`, a group's `isEnabled(_ item:)` — each asking `logic` with the
/// answers as `logicAnswer(_:)` reads them (each control's as its definition's
/// ``SwiftAnswerValue/logicAnswer`` says). A form without logic gets the same API, its
/// `logicAnswer(_:)` reading none, so that an app can rely on it.
enum SwiftValuesLogic {
    /// The names the logic's code declares where the controls' names are (the form's enum,
    /// `Values`): a control of one of these ids gets a `_` (``SwiftNames/control(_:)``).
    static let reservedNames = ["logic", "isVisible", "isEnabled", "isRequired", "issues", "canSubmit", "logicAnswer"]

    /// The doc comment and first line of the form's `Control` enum, before its cases.
    static let controlEnumHead = """
            /// The form's controls, each with its id as its raw value: what `Values.isVisible(_:)` and
            /// the other questions of the form's logic take.
            public enum Control: String, Sendable, Hashable, CaseIterable {

        """

    /// The doc comment of the form's `logic`, before `public static let logic = `.
    static let logicComment = """
            /// The form's logic: when each control is shown, enabled and required, and what its answer
            /// must hold (FormSpecRuntime's `FormLogic`, over the constants above).

        """

    /// The questions of `Values`, after its `encode(to:)`.
    static let questions = """

                /// Whether `control` is shown: it has no `visibleWhen`, or its condition holds. A hidden
                /// control has no answer: the conditions see none, and it is neither required nor checked.
                public func isVisible(_ control: Control) -> Bool {
                    logic.isVisible(control, answers: logicAnswer)
                }

                /// Whether `control` can be changed: it is enabled, and its `enabledWhen`, if any, holds. A
                /// disabled control keeps its answer, which is still checked.
                public func isEnabled(_ control: Control) -> Bool {
                    logic.isEnabled(control, answers: logicAnswer)
                }

                /// Whether `control` must be answered: it is shown, and `required` or its `requiredWhen` holds.
                public func isRequired(_ control: Control) -> Bool {
                    logic.isRequired(control, answers: logicAnswer)
                }

                /// What keeps the form from being submitted, at most one issue per shown control, in the
                /// form's order; each message read from the form's strings table in `bundle`.
                public func issues(bundle: Bundle = .main) -> [FormIssue] {
                    logic.issues(answers: logicAnswer, bundle: bundle)
                }

                /// Whether the form can be submitted: it has no issue.
                public var canSubmit: Bool {
                    logic.canSubmit(answers: logicAnswer)
                }

        """

    /// The head of `logicAnswer(_:)`, before its body.
    static let answerHead = """

                /// Each control's answer as the form's logic reads it.
                private func logicAnswer(_ control: Control) -> FormAnswer {

        """

    /// The body of `logicAnswer(_:)` of a form without logic, which reads no answer.
    static let noAnswer = """
                    .none  // The form has no logic: no answer changes what it shows or demands.

        """
}
