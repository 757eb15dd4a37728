import FormSpecYAML

/// The form's language version: the root must be a mapping with `formspec: 1`.
enum FormVersionRule {
    /// The only version of the language that exists.
    static let supportedVersion = 1

    static func check(_ root: Node, file: String) -> [Diagnostic] {
        guard let pairs = root.mapping else {
            return [Diagnostic(
                .specTypeMismatch,
                "a form spec is a mapping of keys such as 'formspec', 'id' and 'controls', not \(root.kindDescription)",
                file: file, range: root.range)]
        }
        guard let version = pairs.pair(named: "formspec") else {
            return [Diagnostic(
                .specMissingVersion, "the spec does not say its language version; add 'formspec: 1' as its first line",
                file: file, range: SourceRange(at: root.range.start))]
        }
        let value = version.value
        if case .int(supportedVersion)? = value.scalar?.resolved { return [] }
        let fix = Diagnostic.FixIt(message: "write 'formspec: 1'", range: value.usageRange, replacement: "1")
        let message: String
        if let scalar = value.scalar, case .string = scalar.resolved, Int(scalar.text) == supportedVersion {
            message = "the language version is the number \(supportedVersion), not the text '\(scalar.text)'; remove the quotes"
        } else {
            let written = value.scalar.map { "'\($0.text)'" } ?? value.kindDescription
            message = "this FormSpec reads version \(supportedVersion) of the language, but the spec says \(written)"
        }
        return [Diagnostic(.specUnsupportedVersion, message, file: file, range: value.usageRange, fixIts: [fix])]
    }
}
