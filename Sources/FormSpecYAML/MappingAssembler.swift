/// Turns a mapping's alternating keys and values into pairs: reports every duplicate key (keys
/// compared by resolved value, a note at the first) and applies merge keys (`<<: *a`,
/// `<<: [*a, *b]`), where explicit keys win and earlier merged mappings win over later ones.
enum MappingAssembler {
    static func assemble(_ children: ArraySlice<Node>, problems: inout [YAMLProblem]) -> [Node.Pair] {
        var pairs: [Node.Pair] = []
        pairs.reserveCapacity(children.count / 2)
        var firstKeys = FirstKeys(capacity: children.count / 2)
        var hasMerge = false
        var index = children.startIndex
        while index + 1 < children.endIndex {
            let pair = Node.Pair(key: children[index], value: children[index + 1])
            index += 2
            let identity = KeyIdentity(pair.key)
            if let first = firstKeys[identity] {
                problems.append(duplicateProblem(pair.key, first: first))
                continue
            }
            firstKeys.insert(identity, firstGivenBy: pair.key)
            hasMerge = hasMerge || isMergeKey(pair.key)
            pairs.append(pair)
        }
        return hasMerge ? merged(pairs, explicitKeys: firstKeys.identities, problems: &problems) : pairs
    }

    /// Replaces each `<<` pair by the pairs of the mappings it names that no explicit or
    /// earlier merged key already gives.
    private static func merged(_ pairs: [Node.Pair], explicitKeys: Set<KeyIdentity>, problems: inout [YAMLProblem]) -> [Node.Pair] {
        var present = explicitKeys
        var result: [Node.Pair] = []
        for pair in pairs {
            guard isMergeKey(pair.key) else {
                result.append(pair)
                continue
            }
            for source in mergeSources(pair.value, problems: &problems) {
                for merged in source where present.insert(KeyIdentity(merged.key)).inserted {
                    result.append(merged)
                }
            }
        }
        return result
    }

    private static func mergeSources(_ value: Node, problems: inout [YAMLProblem]) -> [[Node.Pair]] {
        switch value.content {
        case .mapping(let pairs):
            return [pairs]
        case .sequence(let items):
            return items.compactMap { item in
                guard let pairs = item.mapping else {
                    problems.append(invalidMerge(at: item))
                    return nil
                }
                return pairs
            }
        case .scalar:
            problems.append(invalidMerge(at: value))
            return []
        }
    }

    private static func isMergeKey(_ key: Node) -> Bool {
        guard let scalar = key.scalar else { return false }
        return scalar.tag == .merge || (scalar.tag == nil && scalar.style.isPlain && scalar.text == "<<")
    }

    private static func invalidMerge(at node: Node) -> YAMLProblem {
        YAMLProblem(.invalidMerge, "a merge key '<<' takes a mapping or a list of mappings, not \(node.kindDescription)",
                    at: node.usageRange)
    }

    private static func duplicateProblem(_ key: Node, first: Node) -> YAMLProblem {
        let name = key.scalar.map { "'\($0.text)'" } ?? "this key"
        let firstName = first.scalar.map { "'\($0.text)'" } ?? "it"
        return YAMLProblem(
            .duplicateKey, "the key \(name) appears twice in this mapping; keep one of them", at: key.usageRange,
            notes: [YAMLProblem.Note(message: "\(firstName) is first given here", range: first.usageRange)])
    }
}

/// The keys of one mapping, each with the key node that first gave it. Most mappings have a
/// handful of keys, which a linear scan finds several times faster than hashing them; long
/// mappings use a dictionary.
private struct FirstKeys {
    private static let linearLimit = 16
    private let isLinear: Bool
    private var list: [(identity: KeyIdentity, key: Node)] = []
    private var table: [KeyIdentity: Node] = [:]

    init(capacity: Int) {
        isLinear = capacity <= FirstKeys.linearLimit
        if isLinear { list.reserveCapacity(capacity) } else { table.reserveCapacity(capacity) }
    }

    /// The key node that first gave `identity`, if one did.
    subscript(identity: KeyIdentity) -> Node? {
        isLinear ? list.first { $0.identity == identity }?.key : table[identity]
    }

    mutating func insert(_ identity: KeyIdentity, firstGivenBy key: Node) {
        if isLinear { list.append((identity, key)) } else { table[identity] = key }
    }

    var identities: Set<KeyIdentity> {
        isLinear ? Set(list.map(\.identity)) : Set(table.keys)
    }
}

/// A mapping key as YAML compares keys: by resolved value (`1` and `01` are the same key, and so
/// are `a` and `"a"`); collections by their structure.
enum KeyIdentity: Hashable {
    case scalar(ResolvedScalar)
    case collection(String)

    init(_ node: Node) {
        switch node.content {
        case .scalar(let scalar): self = .scalar(scalar.resolved)
        case .sequence, .mapping: self = .collection(KeyIdentity.structure(of: node))
        }
    }

    /// A text that two nodes share exactly when they hold the same values.
    private static func structure(of node: Node) -> String {
        switch node.content {
        case .scalar(let scalar): return String(reflecting: scalar.resolved)
        case .sequence(let items): return "[" + items.map(structure).joined(separator: ",") + "]"
        case .mapping(let pairs): return "{" + pairs.map { structure(of: $0.key) + ":" + structure(of: $0.value) }.joined(separator: ",") + "}"
        }
    }
}
