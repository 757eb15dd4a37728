/// The built-in `uikit` screen: `FormControls`, a class holding the form's real controls
/// (RVS_Checkbox, Spark's selection controls, RVS_CalendarInput), made and configured as the spec
/// says from the components' real API, each a property named as its constant; `views`, every
/// control in the form's order; `texts`, `labels` and `formView`, the texts no component draws
/// and the form laid out with them (``UIKitFormView``); `values`, a person's answers read from the controls; `apply(_:)`,
/// which shows answers without a haptic or an action; `onChange`, told of each change a person
/// makes; and the form's logic obeyed live, with `canSubmit` and `attemptSubmit()`
/// (``UIKitFormLogic``). Its texts are read through `String(localized:)` from the strings table. Assembled from
/// each control type's ``UIKitControl``.
enum UIKitScreen: ScreenTemplate {
    /// The control types in the order the screen adds what each needs once.
    private static let types = ControlType.allCases.sorted { $0.rawValue < $1.rawValue }

    /// The modules besides those of the controls.
    private static let alwaysImported = ["Foundation", "UIKit"]
    /// The module of Spark's `Theme`.
    private static let themeModule = "SparkTheming"

    static func imports(of form: FormModel) -> [String] {
        var modules = Set(alwaysImported)
        for control in form.controls {
            let uikit = control.type.outputs.uikitControl
            modules.insert(uikit.module)
            if uikit.takesTheme { modules.insert(themeModule) }
        }
        return modules.sorted()
    }

    static func writeScreen(of form: FormModel, stringsTable: String, into output: inout OutputBuffer) {
        guard let first = form.controls.first else { return }
        let formName = SwiftNames.form(form.id)
        let present = Set(form.controls.map(\.type))
        var lines = UIKitLines(output: output, formID: form.id, table: stringsTable, control: first)
        output = OutputBuffer()
        lines.output.append("\nextension " as StaticString)
        lines.output.append(formName)
        lines.output.append(" {\n    /// The controls of the form `" as StaticString)
        lines.output.append(form.id)
        lines.output.append("`, made as its spec says.\n" as StaticString)
        lines.output.append(classHeader)
        for control in form.controls {
            lines.start(control)
            lines.output.append("        /// The " as StaticString)
            lines.output.append(control.type.rawValue)
            lines.output.append(" `" as StaticString)
            lines.output.append(control.id)
            lines.output.append("`.\n        public let " as StaticString)
            lines.output.append(lines.property)
            lines.output.append(": " as StaticString)
            lines.output.append(lines.code(control.type.outputs.uikitControl.component))
            lines.output.append(UInt8(ascii: "\n"))
            lines.output.flushIfFull()
        }
        lines.output.append(views)
        lines.output.append(UIKitFormView.properties)
        lines.output.append(UIKitFormLogic.properties)
        lines.output.append(onChange)
        let themed = form.controls.contains { $0.type.outputs.uikitControl.takesTheme }
        lines.output.append(themed ? initWithTheme as StaticString : initWithoutTheme)
        lines.output.append(UIKitFormView.initLines)
        lines.output.append(UIKitFormLogic.initLines(table: stringsTable))
        each(of: form, \.make, &lines)
        lines.output.append("            views = [\n" as StaticString)
        for control in form.controls {
            lines.start(control)
            lines.output.append("                " as StaticString)
            lines.output.append(lines.property)
            lines.output.append(",\n" as StaticString)
        }
        lines.output.append("            ]\n" as StaticString)
        each(of: form, \.connect, &lines)
        lines.output.append("            showLogic()\n" as StaticString)
        lines.output.append(valuesHeader)
        each(of: form, \.read, &lines)
        lines.output.append(applyHeader)
        each(of: form, \.show, &lines)
        lines.output.append(valuesChanged)
        for type in types where present.contains(type) { lines.output.append(type.outputs.uikitControl.members) }
        UIKitFormLogic.write(form, &lines)
        UIKitFormView.write(form, &lines)
        lines.output.append("    }\n}\n" as StaticString)
        for type in types where present.contains(type) && !type.outputs.uikitControl.controlsExtension.isEmpty {
            lines.output.append("\nextension " as StaticString)
            lines.output.append(formName)
            lines.output.append(".FormControls" as StaticString)
            lines.output.append(type.outputs.uikitControl.controlsExtension)
        }
        for control in form.controls where !control.type.outputs.uikitControl.itemsExtension.isEmpty {
            lines.output.append("\nextension " as StaticString)
            lines.output.append(formName)
            lines.output.append(UInt8(ascii: "."))
            lines.output.append(SwiftNames.items(ofGroup: control.id))
            lines.output.append(control.type.outputs.uikitControl.itemsExtension)
            lines.output.flushIfFull()
        }
        output = lines.output
    }

    /// Writes `code` of each control of `form`, in order.
    private static func each(of form: FormModel, _ code: KeyPath<UIKitControl, UIKitCode>, _ lines: inout UIKitLines) {
        for control in form.controls {
            lines.start(control)
            control.type.outputs.uikitControl[keyPath: code](&lines)
            lines.output.flushIfFull()
        }
    }

    private static let classHeader: StaticString = """
            /// `formView` shows the form laid out with every text a person reads; `views` holds each
            /// control in the form's order, for an app that lays them out itself, and `texts` and
            /// `labels` the texts no component draws. `values` reads a person's answers from the
            /// controls, `apply(_:)` shows others, and `onChange` is told each change a person makes. The
            /// controls obey the form's logic as the answers change (hidden, disabled, marked required);
            /// `attemptSubmit()` shows each issue under its control and says whether `canSubmit`.
            @MainActor
            public final class FormControls {

        """

    private static let views: StaticString = """
                /// Every control, in the form's order, for an app that lays them out itself.
                public let views: [UIView]

        """

    private static let onChange: StaticString = """
                /// Called after a person changes a control, with the answers then; never by `apply(_:)`.
                public var onChange: (@MainActor (Values) -> Void)?

                /// Makes the controls, showing `values`, their texts read from the strings table of `bundle`.

        """

    private static let initWithTheme: StaticString = """
                public init(theme: any Theme, values: Values = .initial, bundle: Bundle = .main) {

        """

    private static let initWithoutTheme: StaticString = """
                public init(values: Values = .initial, bundle: Bundle = .main) {

        """

    private static let valuesHeader: StaticString = """
                }

                /// A person's answers, read from the controls.
                public var values: Values {
                    var values = Values.initial

        """

    private static let applyHeader: StaticString = """
                    return values
                }

                /// Shows `values` on the controls, and the form's logic for them, without a haptic and without
                /// calling `onChange`.
                public func apply(_ values: Values) {

        """

    private static let valuesChanged: StaticString = """
                    showLogic()
                }

                /// Shows the form's logic for the answers, then tells `onChange` them, after a person changed a
                /// control.
                private func valuesChanged() {
                    showLogic()
                    onChange?(values)
                }

        """
}
