/// What the `uikit` screen's `FormControls` adds so that the controls obey the form's logic live,
/// as the form's `Values` decide it (`isVisible(_:)`, `isEnabled(_:)`, `isRequired(_:)`,
/// `issues(bundle:)`, `canSubmit`), never deciding it itself: `showLogic()`, run when the class is
/// made, after each change a person makes, by `apply(_:)` and by `attemptSubmit()`, hides each
/// hidden control (its field in `formView`, with its labels), enables each control as it may be
/// changed (its type's ``UIKitControl/obey``) and dims its labels, marks each required one (an
/// asterisk in `formView`, VoiceOver's hint) and, once `attemptSubmit()` was called, shows each
/// issue's message under its control; `canSubmit` and `attemptSubmit()` for the app's submit button.
enum UIKitFormLogic {
    /// The members that hold what the logic needs, after `onChange`.
    static let properties: StaticString = """
                /// Whether `formView` shows each control's issue under it: from the first `attemptSubmit()` on.
                public private(set) var showsIssues = false
                /// The bundle whose strings table holds the texts and the issues' messages.
                private let bundle: Bundle
                /// What VoiceOver hints for a required control: FormSpec's message for one left unanswered.
                private let requiredHint: String

        """

    /// The initialiser's lines that set them, reading the hint from the strings table `table`.
    static func initLines(table: String) -> String {
        """
                    self.bundle = bundle
                    requiredHint = bundle.localizedString(
                        forKey: FormIssue.Kind.required.defaultMessageKey, value: FormIssue.defaultMessages[.required],
                        table: \(SwiftNames.stringLiteral(table)))

        """
    }

    /// Writes `canSubmit`, `attemptSubmit()` and `showLogic()`, after `valuesChanged()`.
    static func write(_ form: FormModel, _ lines: inout UIKitLines) {
        lines.output.append(head)
        for control in form.controls {
            lines.start(control)
            lines.line("showLogic(of: " + lines.controlCase + ", on: " + lines.property + ", values, issues)")
            control.type.outputs.uikitControl.obey(&lines)
            for text in UIKitDrawnText.of(lines) {
                lines.line("labels." + text.member + ".isEnabled = " + lines.isEnabled)
            }
            lines.output.flushIfFull()
        }
        lines.output.append(tail)
    }

    private static let head: StaticString = """

                /// Whether the answers can be submitted: no shown control has an issue (`Values.canSubmit`).
                public var canSubmit: Bool { values.canSubmit }

                /// The person tries to submit: from now on, `formView` shows each control's issue under it.
                /// Returns whether the answers can be submitted.
                @discardableResult
                public func attemptSubmit() -> Bool {
                    showsIssues = true
                    showLogic()
                    return canSubmit
                }

                /// Shows the form's logic for the answers the controls hold, as `Values` decides it: each
                /// control hidden or shown, enabled or not, marked required or not, and its issue once
                /// `showsIssues`.
                private func showLogic() {
                    let values = self.values
                    let issues = showsIssues ? Self.messages(of: values.issues(bundle: bundle)) : [:]

        """

    private static let tail: StaticString = """
                }

                /// Shows on `view`, the component of `control`, and on its field in `formView` once it is made,
                /// whether `control` is shown and required, and its issue's message in `issues`.
                private func showLogic(of control: Control, on view: UIView, _ values: Values, _ issues: [String: String]) {
                    let isRequired = values.isRequired(control)
                    view.isHidden = !values.isVisible(control)
                    view.accessibilityHint = isRequired ? requiredHint : nil
                    guard let field = fields[control] else { return }
                    field.view.isHidden = view.isHidden
                    field.mark.isHidden = !isRequired
                    field.issue.text = issues[control.rawValue]
                    field.issue.isHidden = field.issue.text == nil
                }

                /// Each issue's message under its control's id.
                private static func messages(of issues: [FormIssue]) -> [String: String] {
                    Dictionary(issues.map { ($0.control, $0.message) }) { first, _ in first }
                }

        """
}
