/// The screen of the built-in `swiftui` template: `extension SignupForm { public struct FormView:
/// SwiftUI.View }`, the form's controls in the spec's order in a `VStack`, each bound to its answer
/// in `Values` (`@Binding`), assembled from each control type's ``SwiftUIView``; then each group's
/// item enum made `CustomStringConvertible`, as Spark's group ids must be. The wrappers of the
/// UIKit components and the bridges of the bindings are in the support file
/// (``SwiftUISupportFile``), written once per output folder.
enum SwiftUITemplate: ScreenTemplate {
    /// The modules of Spark's views and theme.
    private static let sparkModules = ["SparkComponentSelectionControls", "SparkTheming"]

    static func imports(of form: FormModel) -> [String] {
        usesSpark(form) ? sparkModules + ["SwiftUI"] : ["SwiftUI"]
    }

    /// Whether `form` has one of Spark's controls, drawn with a `theme`.
    private static func usesSpark(_ form: FormModel) -> Bool {
        form.controls.contains { $0.type.outputs.swiftUIView.usesSpark }
    }

    /// `field(_:_:)`, what `FormSpecField` needs of the form's logic for a control: whether
    /// `Values` shows it, enables it and requires it (VoiceOver's hint then read from the strings
    /// table `stringsTable`), and its issue's message in `issues`.
    private static func field(stringsTable: String) -> String {
        let table = SwiftNames.stringLiteral(stringsTable)
        return """

                    /// How `control` obeys the form's logic for `values`: shown or not, enabled or not, marked
                    /// required (VoiceOver hears FormSpec's "required" message as its hint), its issue's message
                    /// from `issues` under it.
                    private func field(_ control: Control, _ issues: [String: String]) -> FormSpecField {
                        FormSpecField(
                            isVisible: values.isVisible(control), isEnabled: values.isEnabled(control),
                            requiredHint: values.isRequired(control)
                                ? FormSpecField.requiredHint(table: \(table), bundle: bundle) : nil,
                            issue: issues[control.rawValue])
                    }

            """
    }

    static var supportFile: (name: String, text: String)? {
        (SwiftUISupportFile.name, SwiftUISupportFile.text)
    }

    static func writeScreen(of form: FormModel, stringsTable: String, into output: inout OutputBuffer) {
        let formName = SwiftNames.form(form.id)
        let themed = usesSpark(form)
        var writer = SwiftUIScreenWriter(output: output, formName: formName, stringsTable: stringsTable)
        output = OutputBuffer()
        writer.append("\nextension ")
        writer.append(formName)
        writer.append(" {\n    /// The form `")
        writer.append(form.id)
        writer.append(
            """
            ` on screen: its controls in the spec's order, each bound to its answer.
                public struct FormView: SwiftUI.View {
                    /// The person's answers, which the controls show and change.
                    @Binding public var values: Values

            """)
        if themed {
            writer.append(
                "        /// The Spark theme the selection controls are drawn with.\n        private let theme: any Theme\n"
            )
        }
        writer.append(
            """
                    /// Whether each control's issue is shown under it: from the person's first attempt to submit.
                    private let showsIssues: Bool
                    /// The bundle whose strings table holds the translations of the texts.
                    private let bundle: Bundle

                    /// The form bound to `values`, each control's issue shown under it when `showsIssues`, its
                    /// texts read from the strings table of `bundle`.

            """)
        writer.append(
            themed
                ? "        public init(values: Binding<Values>, theme: any Theme, showsIssues: Bool = false, bundle: Bundle = .main) {\n"
                : "        public init(values: Binding<Values>, showsIssues: Bool = false, bundle: Bundle = .main) {\n")
        writer.append("            _values = values\n")
        if themed { writer.append("            self.theme = theme\n") }
        writer.append(
            """
                        self.showsIssues = showsIssues
                        self.bundle = bundle
                    }

                    public var body: some SwiftUI.View {

            """)
        if !form.controls.isEmpty {
            writer.append(
                "            let issues = showsIssues ? FormSpecField.messages(of: values.issues(bundle: bundle)) : [:]\n"
            )
        }
        writer.append("            VStack(alignment: .leading, spacing: 16) {\n")
        if let title = SwiftUIScreenWriter.shown(form.titleText) {
            writer.append("                Text(")
            writer.appendLocalized(title)
            writer.append(
                ")\n                    .font(.title2)\n                    .accessibilityAddTraits(.isHeader)\n")
        }
        for control in form.controls {
            writer.write(control, inForm: form.id)
            writer.output.flushIfFull()
        }
        writer.append("            }\n        }\n")
        if !form.controls.isEmpty {
            writer.append(field(stringsTable: stringsTable))
        }
        writer.append("    }\n}\n")
        for control in form.controls where control.type.outputs.swiftUIView.hasItemIDs {
            writer.append("\nextension ")
            writer.append(formName)
            writer.append(".")
            writer.append(SwiftNames.items(ofGroup: control.id))
            writer.append(
                """
                : CustomStringConvertible {
                    /// The item's id, which Spark's groups show for it where they describe an id.
                    public var description: String { rawValue }
                }

                """)
        }
        output = writer.output
    }
}
