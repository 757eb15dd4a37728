/// Turns a mapping's alternating keys and values into pairs: reports every duplicate key (keys
/// compared by resolved value, a note at the first) and applies merge keys (`<<: *a`,
/// `<<: [*a, *b]`), where explicit keys win and earlier merged mappings win over later ones.
enum MappingAssembler {
    /// Appends the pairs that `slots` (keys and values alternating) make to `tree.children`.
    /// `firstKeys` is scratch space, kept by the caller from one mapping to the next.
    static func assemble(_ slots: ArraySlice<UInt32>, into tree: inout FlatTree, firstKeys: inout FirstKeys,
                         problems: inout ProblemList) {
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
    private static func merge(_ pairs: [UInt32], presentKeys: inout FirstKeys, into tree: inout FlatTree,
                              problems: inout ProblemList) {
        for index in stride(from: 0, to: pairs.count, by: 2) {
            guard isMergeKey(pairs[index], in: tree) else {
                tree.children += pairs[index...(index + 1)]
                continue
            }
            for source in mergeSources(pairs[index + 1], in: tree, problems: &problems) {
                let merged = Array(tree.slots(source))
                for slot in stride(from: 0, to: merged.count, by: 2) where presentKeys.first(sameAs: merged[slot], in: tree) == nil {
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
        YAMLProblem(.invalidMerge, "a merge key '<<' takes a mapping or a list of mappings, not \(tree.kindDescription(node))",
                    at: tree.usageRange(node))
    }

    private static func duplicateProblem(_ key: UInt32, first: UInt32, in tree: FlatTree) -> YAMLProblem {
        let name = tree.scalar(key).map { "'\($0.text)'" } ?? "this key"
        let firstName = tree.scalar(first).map { "'\($0.text)'" } ?? "it"
        return YAMLProblem(
            .duplicateKey, "the key \(name) appears twice in this mapping; keep one of them", at: tree.usageRange(key),
            notes: [YAMLProblem.Note(message: "\(firstName) is first given here", range: tree.usageRange(first))])
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
    /// most apart), others by their identities (a string is never the same key as a number, a
    /// boolean, null or a collection).
    private static func isSame(_ lhs: (key: UInt32, string: Range<Int>?), _ rhs: (key: UInt32, string: Range<Int>?),
                               in tree: FlatTree) -> Bool {
        switch (lhs.string, rhs.string) {
        case let (left?, right?): return left.count == right.count && tree.text[left] == tree.text[right]
        case (nil, nil): return KeyIdentity(lhs.key, in: tree) == KeyIdentity(rhs.key, in: tree)
        default: return false
        }
    }
}

/// A mapping key as YAML compares keys: by resolved value (`1` and `01` are the same key, and so
/// are `a` and `"a"`); collections by their structure.
enum KeyIdentity: Hashable {
    case scalar(ResolvedScalar)
    case collection(String)

    init(_ key: UInt32, in tree: FlatTree) {
        if let scalar = tree.scalar(key) {
            self = .scalar(scalar.resolved)
        } else {
            self = .collection(KeyIdentity.structure(of: key, in: tree))
        }
    }

    /// A text that two nodes share exactly when they hold the same values.
    private static func structure(of node: UInt32, in tree: FlatTree) -> String {
        if let scalar = tree.scalar(node) { return String(reflecting: scalar.resolved) }
        let parts = tree.slots(node).map { structure(of: $0, in: tree) }
        guard tree.kind(node) == .mapping else { return "[" + parts.joined(separator: ",") + "]" }
        let pairs = stride(from: 0, to: parts.count, by: 2).map { parts[$0] + ":" + parts[$0 + 1] }
        return "{" + pairs.joined(separator: ",") + "}"
    }
}
