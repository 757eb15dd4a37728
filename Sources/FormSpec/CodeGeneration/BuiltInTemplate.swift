/// The code-generation templates FormSpec ships: `formspec templates` lists them, `formspec
/// templates print NAME` prints one to copy and adapt, and `--template NAME` uses one.
package enum BuiltInTemplate: String, CaseIterable, Sendable {
    /// `FormSpecRuntime` values: a `public enum` per form with a `static let` per control.
    case swift
    /// UIKit factories: a `make…` function per control that creates the real component.
    case uikit

    /// One line on what the template generates.
    package var summary: String {
        switch self {
        case .swift:
            return
                "a public enum per form, a static let per control typed with FormSpecRuntime, an enum of each group's items (the default of --emit swift)"
        case .uikit:
            return
                "a factory per form that creates and configures the real controls: RVS_Checkbox, Spark's selection controls, RVS_CalendarInput"
        }
    }

    /// The template's Stencil text.
    package var text: String {
        switch self {
        case .swift: return SwiftTemplate.text
        case .uikit: return UIKitTemplate.text
        }
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
