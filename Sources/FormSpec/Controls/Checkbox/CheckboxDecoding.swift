import FormSpecYAML

/// A checkbox's own keys.
extension SyntaxDecoder {
    /// UISwitch keys that RVS_Checkbox inherits and ignores: `checkbox.unsupported-property`.
    static let ignoredSwitchKeys: Set<String> = ["onTintColor", "thumbTintColor"]

    /// Decodes the checkbox keys of `reader`, claiming the ignored UISwitch keys out of `unknown`.
    mutating func checkbox(_ reader: MappingReader<ControlKey>, unknown: inout [ParsedNode.Pair]) -> CheckboxSyntax {
        let unsupported = unknown.claimKeys(SyntaxDecoder.ignoredSwitchKeys)
        return CheckboxSyntax(
            threeState: reader.slot(.threeState).flatMap { bool($0) },
            state: reader.slot(.state).flatMap { word($0, as: CheckboxState.self) },
            value: reader.slot(.value).flatMap { integer($0) },
            appearance: reader.slot(.appearance).flatMap { word($0, as: CheckboxAppearance.self) },
            images: reader.slot(.images).flatMap { images($0) },
            useOffImageForClear: reader.slot(.useOffImageForClear).flatMap { bool($0) },
            haptics: reader.slot(.haptics).flatMap { bool($0) },
            tint: reader.slot(.tint).flatMap { color($0) },
            unsupportedKeys: unsupported)
    }

    private mutating func images(_ slot: Slot) -> Located<CheckboxImagesSyntax>? {
        guard
            let reader = reader(
                slot, keys: CheckboxImagesKey.self, expected: "a mapping of 'on', 'off', 'clear' and 'rendering'")
        else { return nil }
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: CheckboxImagesKey.allCases.map(\.rawValue), in: "'images'")
        let images = CheckboxImagesSyntax(
            on: reader.slot(.on).flatMap { image($0) },
            off: reader.slot(.off).flatMap { image($0) },
            clear: reader.slot(.clear).flatMap { image($0) },
            rendering: reader.slot(.rendering).flatMap { word($0, as: ImageRendering.self) },
            writtenKeys: WrittenKeys(named: reader.keys, misnamed: standingFor))
        return slot.located(images)
    }

    /// One image: the name of an image in the app's asset catalog, or `{symbol: NAME}`, an SF
    /// Symbol.
    private mutating func image(_ slot: Slot) -> Located<CheckboxImage>? {
        guard slot.node.isMapping else {
            guard slot.node.scalar != nil else {
                return mismatch(
                    slot,
                    expected: "the name of an image in the app's asset catalog, or {symbol: NAME} for an SF Symbol")
            }
            return name(slot, of: "an image in the app's asset catalog").map {
                Located(.named($0.value), place: $0.place, keyPlace: $0.keyPlace)
            }
        }
        guard let reader = reader(slot, keys: CheckboxSymbolKey.self, expected: "{symbol: NAME}") else { return nil }
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: CheckboxSymbolKey.allCases.map(\.rawValue),
            in: "an SF Symbol image")
        requireKeys([CheckboxSymbolKey.symbol], in: reader, of: "an SF Symbol image", standingFor: standingFor)
        guard let name = reader.slot(.symbol).flatMap({ name($0, of: "an SF Symbol, such as 'heart.fill'") }) else {
            return nil
        }
        return slot.located(.symbol(name.value))
    }

    /// A name: non-empty text.
    private mutating func name(_ slot: Slot, of what: String) -> Located<String>? {
        guard let name = string(slot) else { return nil }
        guard !name.value.isEmpty else {
            report(.specInvalidValue, "\(slot.name) is empty; write the name of \(what)", at: slot.range)
            return nil
        }
        return name
    }
}
