import FormSpecYAML

/// One step down a YAML tree: into a mapping's value by key, or a list's item by index.
enum PathStep: Equatable {
    case key(String)
    case item(Int)
}

/// Finding things in a document's YAML tree by byte offset and by path.
enum TreeSearch {
    /// The pair whose key or scalar value holds `offset` (an offset just after a word counts as in
    /// it), the deepest one; with the path of the mapping it belongs to.
    static func pair(at offset: Int, in node: Node, path: [PathStep] = []) -> (
        path: [PathStep], pair: Node.Pair, onKey: Bool
    )? {
        switch node.content {
        case .scalar:
            return nil
        case .sequence(let items):
            for (index, item) in items.enumerated() where contains(item.range, offset) {
                if let found = pair(at: offset, in: item, path: path + [.item(index)]) { return found }
            }
            return nil
        case .mapping(let pairs):
            for pair in pairs {
                if contains(pair.key.range, offset) { return (path, pair, true) }
                guard contains(pair.value.range, offset), let key = pair.key.scalar?.text else { continue }
                if pair.value.scalar != nil { return (path, pair, false) }
                if let found = self.pair(at: offset, in: pair.value, path: path + [.key(key)]) { return found }
            }
            return nil
        }
    }

    /// The node `path` leads to from `root`.
    static func node(at path: [PathStep], from root: Node) -> Node? {
        var node = root
        for step in path {
            switch step {
            case .key(let key):
                guard let value = node.mapping?.pair(named: key)?.value else { return nil }
                node = value
            case .item(let index):
                guard let items = node.sequence, items.indices.contains(index) else { return nil }
                node = items[index]
            }
        }
        return node
    }

    /// The text of the scalar value of `key` in a mapping node.
    static func scalarText(of key: String, in node: Node?) -> String? {
        node?.mapping?.pair(named: key)?.value.scalar?.text
    }

    static func contains(_ range: SourceRange, _ offset: Int) -> Bool {
        range.start.offset <= offset && offset <= range.end.offset
    }
}
