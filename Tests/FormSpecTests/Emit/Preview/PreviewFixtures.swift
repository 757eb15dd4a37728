@testable import FormSpec

/// Specs for the preview tests, compiled to their model.
enum PreviewFixtures {
    /// The model of `yaml`, which must compile without errors.
    static func form(_ yaml: String) -> FormModel? {
        Compiler().compile(SourceFile(name: "t.yaml", bytes: Array(yaml.utf8))).form
    }

    /// The preview of a form holding the controls written in `controls` (YAML list items
    /// indented by two spaces), in the locale given.
    static func preview(_ controls: String, locale: String = "en_US", ascii: Bool = false) -> String? {
        form("formspec: 1\nid: t\nlocale: \(locale)\ncontrols:\n" + controls)?.preview(ascii: ascii)
    }

    /// The lines of the preview after the form's header block, without the blank line.
    static func blocks(_ controls: String, locale: String = "en_US", ascii: Bool = false) -> String? {
        guard let preview = preview(controls, locale: locale, ascii: ascii),
            let range = preview.range(of: "\n\n")
        else { return nil }
        return String(preview[range.upperBound...])
    }
}
