import FormSpecYAML

/// A control: the common keys, then its type's own keys. A control whose type is missing or
/// unknown still has its common keys read, so its id and label are checked with the others.
extension SyntaxDecoder {
    /// The keys of a control whose type is absent that a misspelling is told of: those every
    /// control has, and a group's `title`.
    private static let untypedKeys = (ControlKey.common + [.title]).map(\.rawValue)

    mutating func control(_ node: ParsedNode) -> ControlSyntax? {
        let slot = Slot(element: node, of: "controls")
        guard
            let reader = reader(
                slot, keys: ControlKey.self, expected: "a control (a mapping with 'type', 'id' and 'label')",
                allowsExtensions: true)
        else { return nil }
        let type = reader.slot(.type).flatMap { controlType($0) }
        var control = ControlSyntax(
            place: reader.place,
            type: type,
            id: reader.slot(.id).flatMap { identifier($0) },
            label: reader.slot(.label).flatMap { string($0) },
            accessibilityLabel: reader.slot(.accessibilityLabel).flatMap { string($0) },
            enabled: reader.slot(.enabled).flatMap { bool($0) },
            extensions: reader.extensions,
            writtenKeys: WrittenKeys(named: reader.keys))
        guard let type = type?.value else {
            var standingFor = KeySet<ControlKey>()
            if !reader.has(.type) {
                // Without a type its keys cannot be told apart from another type's; only the
                // misspellings of the keys every control has are (`tpye`, `lable`).
                let misspelt = reader.unknown.filter { pair in
                    pair.key.scalar.map { Suggestion.closest(to: $0.text, among: SyntaxDecoder.untypedKeys) != nil }
                        ?? false
                }
                standingFor = reportUnknownKeys(misspelt, of: reader, known: SyntaxDecoder.untypedKeys, in: "a control")
                control.writtenKeys = WrittenKeys(named: reader.keys, misnamed: standingFor)
            }
            requireKeys(ControlKey.mandatory, in: reader, of: "a control", standingFor: standingFor)
            return control
        }
        var unknown = reader.unknown(allowing: type.has)
        control.bodyBox = type.definition.decodeBody(reader, unknown: &unknown, with: &self)
        control.logicBox = logic(reader, of: type).map(ControlBody.init)
        let standingFor = reportUnknownKeys(
            unknown, of: reader, known: type.keys.map(\.rawValue), in: "a \(type.rawValue)",
            componentNames: type.componentNames
        ) { name in
            guard let key = ControlKey(rawValue: name) else { return nil }
            let owners = ControlType.allCases.filter { $0.has(key) }.map(\.rawValue)
            guard !owners.isEmpty else { return nil }
            var place = KeyElsewhere(owners: "a key of " + WordList.joined(owners, "and") + ", not of \(type.rawValue)")
            // A group's caption, on a control that has none: its text is its label.
            if key == .title, type.has(.label) { place.instead = ControlKey.label.rawValue }
            return place
        }
        control.writtenKeys = WrittenKeys(named: reader.keys, misnamed: standingFor)
        requireKeys(ControlKey.mandatory, in: reader, of: "a control", standingFor: standingFor)
        requireKeys(type.requiredKeys, in: reader, of: "a \(type.rawValue)", standingFor: standingFor)
        return control
    }

    private mutating func controlType(_ slot: Slot) -> Located<ControlType>? {
        guard let text = slot.node.stringBytes else {
            return mismatch(slot, expected: "a control type (\(ControlType.spellings))")
        }
        if let type = ControlType.words.word(text) { return slot.located(type) }
        reportUnknownWord(
            String(decoding: text, as: UTF8.self), in: slot, among: ControlType.allCases.map(\.rawValue),
            id: .specUnknownControlType,
            what: "a control type", listing: ControlType.spellings)
        return nil
    }
}
