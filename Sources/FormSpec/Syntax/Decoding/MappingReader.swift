import FormSpecYAML

/// One YAML mapping read against the keys it may hold: the known keys' pairs, the `x-`
/// extensions (where they are allowed) and the rest, which the caller reports.
struct MappingReader<Key: Vocabulary> {
    /// The mapping.
    private let mapping: ParsedNode
    /// The known keys, by their position in `Key.allCases`, and the index of their pair, in the
    /// order written. (A mapping holds each key once: the parse stage removed repeats.)
    private var known: [(position: Int, index: Int)] = []
    /// The known keys.
    private(set) var keys = KeySet<Key>()
    private var unknownIndices: [Int] = []
    private(set) var extensions: [Extension] = []

    init(_ mapping: ParsedNode, allowsExtensions: Bool) {
        self.mapping = mapping
        let count = mapping.pairCount
        known.reserveCapacity(min(count, Key.words.cases.count))
        for index in 0..<count {
            guard let name = mapping.stringKey(at: index) else {
                if !mapping.pair(at: index).key.isRefused { unknownIndices.append(index) }
                continue
            }
            if let position = Key.words.position(spelledBy: name) {
                known.append((position, index))
                keys.insert(position: position)
            } else if allowsExtensions, name.starts(with: "x-".utf8) {
                let pair = mapping.pair(at: index)
                extensions.append(
                    Extension(
                        key: String(decoding: name, as: UTF8.self), value: JSONValue(pair.value),
                        keyPlace: pair.key.place, holdsAnchorsOnly: Self.holdsAnchorsOnly(pair.value)))
            } else if !mapping.pair(at: index).key.isRefused {
                unknownIndices.append(index)
            }
        }
    }

    /// Whether `value` is a mapping or a list, not reached through an alias, whose every value
    /// (at least one) is written with an anchor.
    private static func holdsAnchorsOnly(_ value: ParsedNode) -> Bool {
        guard value.aliasRange == nil else { return false }
        if value.isMapping {
            let count = value.pairCount
            return count > 0 && (0..<count).allSatisfy { value.pair(at: $0).value.isAnchored }
        }
        guard let items = value.sequence else { return false }
        return !items.isEmpty && items.allSatisfy(\.isAnchored)
    }

    /// Where the mapping stands.
    var range: SourceRange { mapping.usageRange }

    /// The mapping's place.
    var place: SourcePlace { mapping.usagePlace }

    /// Keys that are neither known nor extensions, in the order written.
    var unknown: [ParsedNode.Pair] { unknownIndices.map(mapping.pair) }

    /// The known keys that `isAllowed` refuses, with the unknown keys, in the order written.
    func unknown(allowing isAllowed: (Key) -> Bool) -> [ParsedNode.Pair] {
        var indices = unknownIndices
        for (position, index) in known where !isAllowed(Key.words.cases[position]) {
            indices.append(index)
        }
        return indices.sorted().map(mapping.pair)
    }

    /// Whether `key` is present.
    func has(_ key: Key) -> Bool {
        keys.contains(key)
    }

    /// The text of every key of the mapping that is text, known or not.
    var keyNames: Set<String> {
        Set(
            (0..<mapping.pairCount).compactMap { mapping.stringKey(at: $0).map { String(decoding: $0, as: UTF8.self) } }
        )
    }

    /// The slot of `key`'s value, if the key is present and the parse did not refuse its value
    /// (a refused value is reported already: the key counts as written, its value as unread).
    func slot(_ key: Key) -> Slot? {
        guard keys.contains(key) else { return nil }
        let position = key.position
        guard let pair = known.first(where: { $0.position == position }).map({ mapping.pair(at: $0.index) }),
            !pair.value.isRefused
        else { return nil }
        return Slot(pair)
    }

    /// The slot of every known key whose value the parse did not refuse, in the order written.
    var slots: [(key: Key, slot: Slot)] {
        known.compactMap { known in
            let pair = mapping.pair(at: known.index)
            return pair.value.isRefused ? nil : (Key.words.cases[known.position], Slot(pair))
        }
    }
}

extension SyntaxDecoder {
    /// A mapping's reader, or nil (with `spec.type-mismatch`) when the value is not a mapping.
    mutating func reader<Key: Vocabulary>(
        _ slot: Slot, keys _: Key.Type, expected: String,
        allowsExtensions: Bool = false
    ) -> MappingReader<Key>? {
        guard slot.node.isMapping else { return mismatch(slot, expected: expected) }
        return MappingReader(slot.node, allowsExtensions: allowsExtensions)
    }

    /// A list's elements, or nil (with `spec.type-mismatch`); an empty list is `spec.empty-list`
    /// when `nonEmpty`.
    mutating func list(_ slot: Slot, of what: String, nonEmpty: Bool) -> ParsedNode.Items? {
        guard let elements = slot.node.sequence else { return mismatch(slot, expected: "a list of \(what)") }
        if nonEmpty, elements.isEmpty {
            report(.specEmptyList, "\(slot.name) is empty; list at least one of \(what)", at: slot.range)
        }
        return elements
    }

    /// The decoded elements of a list, in an array of the list's size rather than one grown by
    /// doubling; elements that decode to nil, and those the parse refused, are left out.
    mutating func decodeEach<Value>(_ nodes: ParsedNode.Items, _ decode: (inout SyntaxDecoder, ParsedNode) -> Value?)
        -> [Value]
    {
        var values: [Value] = []
        values.reserveCapacity(nodes.count)
        for node in nodes where !node.isRefused {
            if let value = decode(&self, node) { values.append(value) }
        }
        return values
    }

    /// Reports `spec.missing-key` for each of `keys` the mapping lacks, at the mapping, unless an
    /// unknown key was reported as standing for it (`standingFor`, from `reportUnknownKeys`):
    /// `idd: terms` is one mistake.
    mutating func requireKeys<Key: Vocabulary>(
        _ keys: [Key], in reader: MappingReader<Key>, of what: @autoclosure () -> String,
        standingFor: KeySet<Key> = KeySet()
    ) {
        for key in keys where !reader.has(key) && !standingFor.contains(key) {
            report(.specMissingKey, "\(what()) needs '\(key.rawValue)'", at: SourceRange(at: reader.range.start))
        }
    }
}

extension Array where Element == ParsedNode.Pair {
    /// Removes the pairs whose key is one of `names` and returns their keys, located: keys a
    /// mapping does not hold but that get their own diagnostic (`onTintColor`, an item's `state`).
    mutating func claimKeys(_ names: Set<String>) -> [Located<String>] {
        var claimed: [Located<String>] = []
        removeAll { pair in
            guard let name = pair.key.scalar?.text, names.contains(name) else { return false }
            claimed.append(Located(name, place: pair.key.place, keyPlace: pair.key.place))
            return true
        }
        return claimed
    }
}
