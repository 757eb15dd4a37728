import FormSpecYAML

/// The form: its version, id, title, locale and controls.
extension SyntaxDecoder {
    /// The only version of the language that exists.
    static let supportedVersion = 1

    /// Decodes the document's root; nil (with a diagnostic) when it is not a mapping. The items
    /// of `controls` are decoded by `listedControls`, which the pipeline gives: it may have
    /// decoded them already, while the file was parsed.
    mutating func form(_ root: Node, listedControls: (inout SyntaxDecoder, ParsedNode.Items) -> [ControlSyntax])
        -> FormSyntax?
    {
        collector.sourceMap = root.sourceMap
        return root.withParsedNode { form($0, listedControls: listedControls) }
    }

    private mutating func form(
        _ root: ParsedNode, listedControls: (inout SyntaxDecoder, ParsedNode.Items) -> [ControlSyntax]
    ) -> FormSyntax? {
        guard root.isMapping else {
            report(
                .specTypeMismatch,
                "a form spec is a mapping of keys such as 'formspec', 'id' and 'controls', not \(root.kindDescription)",
                at: root.range)
            return nil
        }
        let reader = MappingReader<FormKey>(root, allowsExtensions: true)
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: FormKey.allCases.map(\.rawValue), in: "the form")
        if let version = reader.slot(.formspec) {
            checkVersion(version)
        } else if !standingFor.contains(.formspec) {
            report(
                .specMissingVersion, "the spec does not say its language version; add 'formspec: 1' as its first line",
                at: SourceRange(at: root.range.start))
        }
        requireKeys(FormKey.required.filter { $0 != .formspec }, in: reader, of: "the form", standingFor: standingFor)
        var controls: [ControlSyntax] = []
        if let slot = reader.slot(.controls), let nodes = list(slot, of: "controls", nonEmpty: true) {
            controls = listedControls(&self, nodes)
        }
        return FormSyntax(
            range: root.range,
            id: reader.slot(.id).flatMap { identifier($0) },
            title: reader.slot(.title).flatMap { string($0) },
            locale: reader.slot(.locale).flatMap { locale($0) },
            controls: controls,
            // An extension that only holds anchors shared blocks for the controls: they carry what it holds.
            extensions: reader.extensions.filter { !$0.holdsAnchorsOnly })
    }

    /// `formspec: 1`: `spec.unsupported-version` for anything else.
    private mutating func checkVersion(_ slot: Slot) {
        let value = slot.node
        if case .int(SyntaxDecoder.supportedVersion)? = value.resolved { return }
        let fix = Diagnostic.FixIt(
            message: "write 'formspec: 1'", range: value.usageRange, replacement: "1", isSafe: true)
        let message: String
        if let scalar = value.scalar, case .string = scalar.resolved, Int(scalar.text) == SyntaxDecoder.supportedVersion
        {
            message =
                "the language version is the number \(SyntaxDecoder.supportedVersion), not the text '\(scalar.text)'; remove the quotes"
        } else {
            let written = value.scalar.map { "'\($0.text)'" } ?? value.kindDescription
            message =
                "this FormSpec reads version \(SyntaxDecoder.supportedVersion) of the language, but the spec says \(written)"
        }
        report(.specUnsupportedVersion, message, at: slot.range, fixIts: [fix])
    }
}
