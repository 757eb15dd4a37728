/// Turns a mapping's alternating keys and values into pairs: reports every duplicate key (keys
/// compared by resolved value, texts by their code points; a note at the first) and applies merge
/// keys (`<<: *a`, `<<: [*a, *b]`), where explicit keys win and earlier merged mappings win over
/// later ones.
enum MappingAssembler {
    /// Appends the pairs that `slots` (keys and values alternating) make to `tree.children`.
    /// `firstKeys` is scratch space, kept by the caller from one mapping to the next.
    static func assemble(
        _ slots: ArraySlice<UInt32>, into tree: inout FlatTree, firstKeys: inout FirstKeys,
        problems: inout ProblemList
    ) {
        let start = tree.children.count
        firstKeys.reset(capacity: slots.count / 2)
        var hasMerge = false
        var index = slots.startIndex
        while index + 1 < slots.endIndex {
            let key = slots[index]
            let value = slots[index + 1]
            index += 2
            if let first = firstKeys.first(sameAs: key, in: tree) {
                problems.append(duplicateProblem(key, first: first, in: tree))
                continue
            }
            hasMerge = hasMerge || isMergeKey(key, in: tree)
            tree.children.append(key)
            tree.children.append(value)
        }
        if hasMerge {
            let pairs = Array(tree.children[start...])
            tree.children.removeSubrange(start...)
            merge(pairs, presentKeys: &firstKeys, into: &tree, problems: &problems)
        }
    }

    /// Appends `pairs`, each `<<` pair replaced by the pairs of the mappings it names that no
    /// explicit or earlier merged key already gives (`presentKeys`, which gains the merged keys).
    private static func merge(
        _ pairs: [UInt32], presentKeys: inout FirstKeys, into tree: inout FlatTree,
        problems: inout ProblemList
    ) {
        for index in stride(from: 0, to: pairs.count, by: 2) {
            guard isMergeKey(pairs[index], in: tree) else {
                tree.children += pairs[index...(index + 1)]
                continue
            }
            for source in mergeSources(pairs[index + 1], in: tree, problems: &problems) {
                let merged = Array(tree.slots(source))
                for slot in stride(from: 0, to: merged.count, by: 2)
                where presentKeys.first(sameAs: merged[slot], in: tree) == nil {
                    tree.children += merged[slot...(slot + 1)]
                }
            }
        }
    }

    /// The mappings a `<<` value names.
    private static func mergeSources(_ value: UInt32, in tree: FlatTree, problems: inout ProblemList) -> [UInt32] {
        switch tree.kind(value) {
        case .mapping:
            return [value]
        case .sequence:
            return tree.slots(value).filter { item in
                guard tree.kind(item) == .mapping else {
                    problems.append(invalidMerge(at: item, in: tree))
                    return false
                }
                return true
            }
        case .scalar, .alias:
            problems.append(invalidMerge(at: value, in: tree))
            return []
        }
    }

    private static func isMergeKey(_ key: UInt32, in tree: FlatTree) -> Bool {
        tree.records[Int(tree.target(key))].tag == .merge || tree.isPlainScalar(key, "<<")
    }

    private static func invalidMerge(at node: UInt32, in tree: FlatTree) -> YAMLProblem {
        YAMLProblem(
            .invalidMerge, "a merge key '<<' takes a mapping or a list of mappings, not \(tree.kindDescription(node))",
            at: tree.usageRange(node))
    }

    /// `yaml.duplicate-key` at `key`, which gives the same key as `first`. A scalar key is named
    /// by its text, with the value that makes two spellings the same key when they differ (`1`
    /// and `01`); a collection key (perhaps an alias of one) by its flow text.
    private static func duplicateProblem(_ key: UInt32, first: UInt32, in tree: FlatTree) -> YAMLProblem {
        let message: String
        let firstName: String
        if let scalar = tree.scalar(key), let firstScalar = tree.scalar(first) {
            let name = scalar.text.isEmpty ? "the empty key" : "the key '\(scalar.text)'"
            var reason = ""
            if !scalar.text.hasSameCodePoints(as: firstScalar.text),
                let value = tree.resolved(key).flatMap(valueDescription)
            {
                reason = " (\(spelling(firstScalar.text)) and \(spelling(scalar.text)) are both \(value))"
            }
            message = "\(name) appears twice in this mapping\(reason); keep one of them"
            firstName = firstScalar.text.isEmpty ? "the empty key" : "'\(firstScalar.text)'"
        } else {
            message =
                "this key (\(tree.flowText(key, limit: flowTextLimit))) appears twice in this mapping; keep one of them"
            firstName = tree.flowText(first, limit: flowTextLimit)
        }
        return YAMLProblem(
            .duplicateKey, message, at: tree.usageRange(key),
            notes: [YAMLProblem.Note(message: "\(firstName) is first given here", range: tree.usageRange(first))])
    }

    /// The longest flow text of a collection key that a message quotes whole.
    private static let flowTextLimit = 40

    /// A scalar key's text as a message quotes it.
    private static func spelling(_ text: String) -> String {
        text.isEmpty ? "an empty key" : "'\(text)'"
    }

    /// The value that two spellings of a key share, for a message: "the integer 1", "null".
    private static func valueDescription(_ value: ResolvedScalar) -> String? {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "the boolean \(flag)"
        case .int(let number): return "the integer \(number)"
        case .float(let number) where number.isInfinite: return number < 0 ? "minus infinity" : "infinity"
        case .float(let number): return "the number \(number)"
        case .string, .integerOverflow: return nil
        }
    }
}

/// The keys of one mapping, each the key node that first gave it. Most mappings have a handful
/// of string keys, which a linear scan compares by their bytes several times faster than hashing
/// them; long mappings hash their identities.
struct FirstKeys {
    private static let linearLimit = 16
    private var isLinear = true
    /// The keys, each with where its text lies when it is a string (`FlatStorage.stringRange`).
    private var list: [(key: UInt32, string: Range<Int>?)] = []
    private var table: [KeyIdentity: UInt32] = [:]

    /// Forgets the keys of the last mapping, ready for one of `capacity` keys. (Only the storage
    /// that a mapping of this size uses is cleared.)
    mutating func reset(capacity: Int) {
        isLinear = capacity <= FirstKeys.linearLimit
        if isLinear {
            list.removeAll(keepingCapacity: true)
        } else {
            table = [:]
            table.reserveCapacity(capacity)
        }
    }

    /// The key node that first gave the same key as `key`, if one did; otherwise `key` becomes
    /// the first to give it.
    mutating func first(sameAs key: UInt32, in tree: FlatTree) -> UInt32? {
        guard isLinear else {
            let identity = KeyIdentity(key, in: tree)
            if let first = table[identity] { return first }
            table[identity] = key
            return nil
        }
        let entry = (key: key, string: tree.stringRange(key))
        if let first = list.first(where: { FirstKeys.isSame($0, entry, in: tree) }) { return first.key }
        list.append(entry)
        return nil
    }

    /// Whether two keys are the same: string keys by their bytes (their lengths first, which tell
    /// most apart), which compares their code points, as YAML does; others by their identities (a
    /// string is never the same key as a number, a boolean, null or a collection).
    private static func isSame(
        _ lhs: (key: UInt32, string: Range<Int>?), _ rhs: (key: UInt32, string: Range<Int>?),
        in tree: FlatTree
    ) -> Bool {
        switch (lhs.string, rhs.string) {
        case (let left?, let right?): return left.count == right.count && tree.bytes(left) == tree.bytes(right)
        case (nil, nil): return KeyIdentity(lhs.key, in: tree) == KeyIdentity(rhs.key, in: tree)
        default: return false
        }
    }
}

/// A mapping key as YAML compares keys: by resolved value (`1` and `01` are the same key, and so
/// are `a` and `"a"`; texts by their code points, so `é` and `e` + U+0301 are two keys);
/// collections by their structure.
enum KeyIdentity: Hashable {
    case scalar(ResolvedScalar)
    case sequence([KeyIdentity])
    /// Keys and values alternating, in the order written.
    case mapping([KeyIdentity])

    init(_ key: UInt32, in tree: FlatTree) {
        if let value = tree.resolved(key) {
            self = .scalar(value)
        } else {
            let parts = tree.slots(key).map { KeyIdentity($0, in: tree) }
            self = tree.kind(key) == .mapping ? .mapping(parts) : .sequence(parts)
        }
    }
}
