/// The compiler's writer of the `uikit` screen's lines of one control: the output, and the
/// control's names and texts.
struct UIKitLines {
    /// Where the lines go.
    var output: OutputBuffer
    /// The id of the form.
    let formID: String
    /// The strings table the texts are read from.
    let table: String
    /// The control the lines are of.
    private(set) var control: ControlModel
    /// Its property in `FormControls`.
    private(set) var property: String
    /// Its answer in `values`.
    private(set) var answer: String

    init(output: OutputBuffer, formID: String, table: String, control: ControlModel) {
        self.output = output
        self.formID = formID
        self.table = table
        self.control = control
        property = SwiftNames.formControlsMember(control.id)
        answer = "values." + SwiftNames.control(control.id)
    }

    /// Moves on to `next`.
    mutating func start(_ next: ControlModel) {
        control = next
        property = SwiftNames.formControlsMember(next.id)
        answer = "values." + SwiftNames.control(next.id)
    }

    /// The control's case of the form's `Control` enum, as an implicit member: `.studentId`.
    var controlCase: String { "." + SwiftNames.control(control.id) }

    /// Whether the control is enabled, as the answers in `values` decide:
    /// `values.isEnabled(Control.studentId)`, the type written, since a group's item of the same
    /// name is a case of its own `isEnabled(_:)`.
    var isEnabled: String { "values.isEnabled(Control" + controlCase + ")" }

    /// The enum of the control's items (a group's).
    var items: String { SwiftNames.items(ofGroup: control.id) }

    /// `code` written with the control's names.
    func code(_ code: SwiftAnswerCode) -> String {
        var text = ""
        for piece in code.pieces {
            switch piece {
            case .text(let bytes): text += String(decoding: bytes, as: UTF8.self)
            case .name(let name):
                text += name.written(
                    control: control.id, constant: SwiftNames.control(control.id), inForm: SwiftNames.form(formID))
            }
        }
        return text
    }

    /// The control's texts.
    var texts: ControlTexts { ControlTexts(of: control, inForm: formID) }

    /// `text` indented by twelve spaces, and a line break.
    mutating func line(_ text: String) {
        output.append("            " as StaticString)
        output.append(text)
        output.append(UInt8(ascii: "\n"))
    }

    /// `text` read from the strings table, or `nil`.
    func localized(_ text: LocalizedText?) -> String {
        text.map { SwiftLocalizedString.expression($0, table: table, bundle: "bundle") } ?? "nil"
    }

    /// The control's own accessibility label (not its label), if it has one.
    func ownAccessibilityLabel(_ texts: ControlTexts) -> LocalizedText? {
        texts.accessibilityLabel == texts.label ? nil : texts.accessibilityLabel
    }
}

/// The texts of a Spark control that shows its label (`SparkUICheckbox`, `SparkUIRadioButton`,
/// `SparkUISwitch`): its `text` first, whose setter also sets the accessibility label to it, and
/// an accessibility label of its own last.
extension UIKitLines {
    /// `P.text = …`, the label in `texts` or `nil`.
    mutating func sparkText(_ texts: ControlTexts) {
        line(property + ".text = " + localized(texts.label))
    }

    /// `P.accessibilityLabel = …` when `texts` hold an accessibility label that is not the label.
    mutating func sparkAccessibilityLabel(_ texts: ControlTexts) {
        if let own = ownAccessibilityLabel(texts) { line(property + ".accessibilityLabel = " + localized(own)) }
    }
}
