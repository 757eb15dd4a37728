/// The code-generation templates FormSpec ships: `formspec templates` lists them, `formspec
/// templates print NAME` prints one to copy and adapt, and `--template NAME` uses one. The
/// compiler writes each itself; the Stencil text is a starting point for a team to adapt: the
/// `swift` output's the same bytes, a screen's code that builds but not the compiler's bytes.
package enum BuiltInTemplate: String, CaseIterable, Sendable {
    /// `FormSpecRuntime` values: a `public enum` per form with a `static let` per control.
    case swift
    /// The `swift` output and a UIKit form, `FormControls`: the real controls, made and configured
    /// as the spec says, a person's answers read from them and shown on them.
    case uikit
    /// The `swift` output and a SwiftUI view per form bound to its `Values`.
    case swiftui

    /// One line on what the template generates.
    package var summary: String {
        switch self {
        case .swift:
            return
                "a public enum per form, a static let per control typed with FormSpecRuntime, an enum of each group's items (the default of --emit swift)"
        case .uikit:
            return
                "the swift output and a class per form holding the real controls (RVS_Checkbox, Spark's selection controls, RVS_CalendarInput) made as the spec says, their answers read and shown, texts localized"
        case .swiftui:
            return
                "a SwiftUI view per form bound to its Values: Spark's SwiftUI controls, RVS_Checkbox and RVS_CalendarInput wrapped (their wrappers in a support file written once per output folder)"
        }
    }

    /// The screen this template adds to the `swift` output; nil for `swift` itself.
    package var screen: (any ScreenTemplate.Type)? {
        switch self {
        case .swift: return nil
        case .uikit: return UIKitScreen.self
        case .swiftui: return SwiftUITemplate.self
        }
    }

    /// The template's Stencil text: the `swift` output's, importing the screen's modules, then
    /// the screen's starting point.
    package var text: String {
        switch self {
        case .swift: return SwiftTemplate.text(importing: SwiftTemplate.foundationImport)
        // The UIKit screen imports Foundation already.
        case .uikit: return SwiftTemplate.text(importing: UIKitStarter.imports) + UIKitStarter.screen
        case .swiftui:
            return SwiftTemplate.text(importing: SwiftTemplate.foundationImport + SwiftUIStarter.imports)
                + SwiftUIStarter.screen
        }
    }

    /// Writes the Swift of `form`, compiled from the spec `spec`, into `output`: the `swift`
    /// output, then the screen, if the template has one.
    package func write(_ form: FormModel, spec: String, options: CompileOptions, into output: inout OutputBuffer) {
        SwiftFileWriter.write(
            form, spec: spec, imports: screen?.imports(of: form) ?? [], stringsTable: options.stringsTable,
            into: &output)
        screen?.writeScreen(of: form, stringsTable: options.stringsTable, into: &output)
    }

    /// The template named `name`, or the message for a name that is none, with the closest.
    package static func named(_ name: String) -> Result<BuiltInTemplate, UnknownTemplate> {
        if let template = BuiltInTemplate(rawValue: name) { return .success(template) }
        let names = allCases.map(\.rawValue)
        var message = "'\(name)' is not a built-in template"
        message += Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? "."
        return .failure(
            UnknownTemplate(message: message + " The built-in templates are: " + names.joined(separator: ", ") + "."))
    }

    /// A name that is no built-in template.
    package struct UnknownTemplate: Error, Sendable {
        package var message: String
    }
}
