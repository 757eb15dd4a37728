/// Writes the `swiftui` screen of one form: the name of the control being written, and the pieces
/// every control's view shares (its texts read through `String(localized:)`, its binding, its
/// constant, its accessibility label and the form's logic it obeys).
package struct SwiftUIScreenWriter {
    /// The text written so far.
    var output: OutputBuffer
    /// The form's enum (`ConferenceSignupForm`).
    let formName: String
    /// The strings table the texts are read from.
    private let table: String
    /// The Swift name of the control being written: its `static let` and its property of `Values`.
    private(set) var name = ""

    /// A writer of the screen of the form whose enum is `formName`, reading its texts from the
    /// strings table `stringsTable`, appending to `output`.
    init(output: OutputBuffer, formName: String, stringsTable: String) {
        self.output = output
        self.formName = formName
        table = stringsTable
    }

    /// Writes the view of `control`, of the form `formID`, as its type's ``SwiftUIView`` says.
    mutating func write(_ control: ControlModel, inForm formID: String) {
        name = SwiftNames.control(control.id)
        control.type.outputs.swiftUIView.write(control, ControlTexts(of: control, inForm: formID), &self)
    }

    mutating func append(_ text: StaticString) {
        output.append(text)
    }

    mutating func append(_ text: String) {
        output.append(text)
    }

    /// `text` read from the strings table of the view's `bundle`.
    mutating func appendLocalized(_ text: LocalizedText) {
        output.append(SwiftLocalizedString.expression(text, table: table, bundle: "bundle"))
    }

    /// The control's answer in `values`, as a binding: `$values.NAME`.
    mutating func appendBinding() {
        output.append("$values." as StaticString)
        output.append(name)
    }

    /// The control's constant in the form's enum: `FORM.NAME`.
    mutating func appendConstant() {
        output.append(formName)
        output.append(UInt8(ascii: "."))
        output.append(name)
    }

    /// The modifier that gives VoiceOver the control's own accessibility label in `texts`, when
    /// it has one (not its label), on a line indented by `indent`.
    mutating func appendOwnAccessibilityLabel(_ texts: ControlTexts, indent: StaticString) {
        guard let accessibilityLabel = texts.accessibilityLabel, accessibilityLabel != texts.label else { return }
        output.append(indent)
        output.append(".accessibilityLabel(" as StaticString)
        appendLocalized(accessibilityLabel)
        output.append(")\n" as StaticString)
    }

    /// `text` when it shows something; nil when it is nothing or empty, as Stencil's `{% if %}`
    /// takes it.
    static func shown(_ text: LocalizedText?) -> LocalizedText? {
        text.flatMap { $0.text.isEmpty ? nil : $0 }
    }

    /// `.modifier(field(.NAME, issues))` on a line indented by `indent`: the view obeys the form's
    /// logic for `values` (``SwiftUITemplate``'s `field(_:_:)`, the support file's
    /// `FormSpecField`): shown, enabled, marked required and its issue under it, as `Values` says.
    mutating func appendField(indent: StaticString) {
        output.append(indent)
        output.append(".modifier(field(." as StaticString)
        output.append(name)
        output.append(", issues))\n" as StaticString)
    }
}
