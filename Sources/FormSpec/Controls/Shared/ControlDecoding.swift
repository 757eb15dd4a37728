import FormSpecYAML

/// A control: the common keys, then its type's own keys. A control whose type is missing or
/// unknown still has its common keys read, so its id and label are checked with the others.
extension SyntaxDecoder {
    mutating func control(_ node: ParsedNode) -> ControlSyntax? {
        let slot = Slot(element: node, of: "controls")
        guard let reader = reader(slot, keys: ControlKey.self, expected: "a control (a mapping with 'type', 'id' and 'label')",
                                  allowsExtensions: true) else { return nil }
        requireKeys(ControlKey.required, in: reader, of: "a control")
        let type = reader.slot(.type).flatMap { controlType($0) }
        var control = ControlSyntax(
            place: reader.place,
            type: type,
            id: reader.slot(.id).flatMap { identifier($0) },
            label: reader.slot(.label).flatMap { string($0) },
            accessibilityLabel: reader.slot(.accessibilityLabel).flatMap { string($0) },
            enabled: reader.slot(.enabled).flatMap { bool($0) },
            extensions: reader.extensions,
            writtenKeys: reader.keys)
        guard let type = type?.value else { return control }
        var unknown = reader.unknown(allowing: type.has)
        control.bodyBox = type.definition.decodeBody(reader, unknown: &unknown, with: &self)
        reportUnknownKeys(unknown, known: type.keys.map(\.rawValue), in: "a \(type.rawValue)") { name in
            guard let key = ControlKey(rawValue: name) else { return nil }
            let owners = ControlType.allCases.filter { $0.has(key) }.map(\.rawValue)
            guard !owners.isEmpty else { return nil }
            return "a key of " + WordList.joined(owners, "and") + ", not of \(type.rawValue)"
        }
        return control
    }

    private mutating func controlType(_ slot: Slot) -> Located<ControlType>? {
        guard let text = slot.node.stringBytes else {
            return mismatch(slot, expected: "a control type (\(ControlType.spellings))")
        }
        if let type = ControlType.words.word(text) { return slot.located(type) }
        reportUnknownWord(String(decoding: text, as: UTF8.self), in: slot, among: ControlType.allCases.map(\.rawValue), id: .specUnknownControlType,
                          what: "a control type", listing: ControlType.spellings)
        return nil
    }
}
