import FormSpec
import FormSpecYAML

/// The ids of a spec and where they are used: each control's id, with its uses as the `control`
/// of a condition; each group's item ids, with their uses in that group's `selected` and as the
/// answer a condition tests of that group (`{control: ticket, is: student}`). An occurrence that an
/// alias brings (`selected: *s`) is written at its anchored node: that is where it is edited, once.
struct IdentifierIndex {
    /// One id: where it is declared (twice or more for a duplicate) and where it is used.
    struct Symbol {
        var name: String
        /// Where the id is unique: 0 for the controls, then one for each group's items.
        var scope: Int
        var declarations: [Node]
        var uses: [Node]

        /// Each place the id is written, once (a node an alias copies is read at each use), in order.
        var occurrences: [Node] {
            var seen = Set<Int>()
            return (declarations + uses).sorted { $0.range.start.offset < $1.range.start.offset }.filter {
                seen.insert($0.range.start.offset).inserted
            }
        }
    }

    private(set) var symbols: [Symbol] = []

    init(_ root: Node) {
        guard let controls = root.mapping?.pair(named: "controls")?.value.sequence else { return }
        var controlIDs: [String: Int] = [:]
        // The ids of each control's items, by the control's position; the first control of each id.
        var itemIDs = [[String: Int]](repeating: [:], count: controls.count)
        var positions: [String: Int] = [:]
        for (index, control) in controls.enumerated() {
            if let id = control.mapping?.pair(named: "id")?.value {
                add(id, declaring: true, scope: 0, to: &controlIDs)
                if let name = Self.name(of: id), positions[name] == nil { positions[name] = index }
            }
            // A group: its items, and their uses in its `selected` (a single control's `selected` is a boolean).
            guard let items = control.mapping?.pair(named: "items")?.value.sequence else { continue }
            for item in items {
                if let id = item.mapping?.pair(named: "id")?.value {
                    add(id, declaring: true, scope: index + 1, to: &itemIDs[index])
                }
            }
            guard let selected = control.mapping?.pair(named: "selected")?.value else { continue }
            for use in selected.sequence ?? [selected] {
                add(use, declaring: false, scope: index + 1, to: &itemIDs[index])
            }
        }
        // The conditions, once every id is known: each test uses a control id, and the item id it
        // tests when the control is a group that has that item.
        for control in controls {
            for test in ConditionTree.tests(of: control) {
                guard let named = test.mapping?.pair(named: "control")?.value else { continue }
                add(named, declaring: false, scope: 0, to: &controlIDs)
                guard let group = Self.name(of: named).flatMap({ positions[$0] }) else { continue }
                for pair in test.mapping ?? []
                where pair.key.scalar.map({ ConditionTree.answerTests.contains($0.text) }) ?? false {
                    guard let item = Self.name(of: pair.value), itemIDs[group][item] != nil else { continue }
                    add(pair.value, declaring: false, scope: group + 1, to: &itemIDs[group])
                }
            }
        }
    }

    /// The text of an id's scalar.
    private static func name(of node: Node) -> String? {
        guard case .string(let name)? = node.scalar?.resolved else { return nil }
        return name
    }

    private mutating func add(_ node: Node, declaring: Bool, scope: Int, to names: inout [String: Int]) {
        guard let scalar = node.scalar, case .string(let name) = scalar.resolved else { return }
        if let index = names[name] {
            if declaring { symbols[index].declarations.append(node) } else { symbols[index].uses.append(node) }
        } else {
            names[name] = symbols.count
            symbols.append(
                Symbol(name: name, scope: scope, declarations: declaring ? [node] : [], uses: declaring ? [] : [node]))
        }
    }

    /// The id written at byte `offset`, or used there through an alias.
    func symbol(at offset: Int) -> Symbol? {
        symbols.first { symbol in
            (symbol.declarations + symbol.uses).contains {
                TreeSearch.contains($0.range, offset) || TreeSearch.contains($0.usageRange, offset)
            }
        }
    }

    /// Whether another id of `symbol`'s scope is `name` already.
    func isTaken(_ name: String, besides symbol: Symbol) -> Bool {
        name != symbol.name && symbols.contains { $0.scope == symbol.scope && $0.name == name }
    }

    /// The range of an occurrence's text, inside its quotes, after its anchor and tag.
    static func textRange(of node: Node) -> SourceRange {
        var range = node.valueRange
        if let style = node.scalar?.style, style == .singleQuoted || style == .doubleQuoted,
            range.end.offset - range.start.offset >= 2
        {
            range.start = SourceLocation(
                line: range.start.line, column: range.start.column + 1, offset: range.start.offset + 1)
            range.end = SourceLocation(line: range.end.line, column: range.end.column - 1, offset: range.end.offset - 1)
        }
        return range
    }
}

/// Definition, references and rename of control ids and item ids, in conditions too.
enum IdentifierFeature {
    static func definition(at position: Position, in document: inout OpenDocument) -> [Location]? {
        guard let symbol = symbol(at: position, in: &document) else { return nil }
        return symbol.declarations.map { location($0, in: document) }
    }

    static func references(at position: Position, in document: inout OpenDocument, includingDeclaration: Bool)
        -> [Location]?
    {
        guard let symbol = symbol(at: position, in: &document) else { return nil }
        let declarations = Set(symbol.declarations.map(\.range))
        return symbol.occurrences.filter { includingDeclaration || !declarations.contains($0.range) }.map {
            location($0, in: document)
        }
    }

    static func prepareRename(at position: Position, in document: inout OpenDocument) -> PrepareRenameResult? {
        let offset = document.offset(of: position)
        guard let symbol = symbol(at: position, in: &document),
            let node = (symbol.declarations + symbol.uses).first(where: {
                TreeSearch.contains($0.usageRange, offset) || TreeSearch.contains($0.range, offset)
            })
        else { return nil }
        // At an alias, the alias itself; the rename edits its anchor's value.
        return PrepareRenameResult(
            range: document.range(of: node.aliasRange ?? IdentifierIndex.textRange(of: node)), placeholder: symbol.name)
    }

    /// Every occurrence of the id at `position` renamed; an error response when `newName` is no
    /// identifier.
    static func rename(at position: Position, to newName: String, in document: inout OpenDocument) throws(ResponseError)
        -> WorkspaceEdit?
    {
        guard Identifier.isValid(newName) else {
            throw ResponseError.invalidParams(
                "'\(newName)' is not an id: ids start with a letter, then letters, digits, '_', '.' or '-'")
        }
        let offset = document.offset(of: position)
        guard let index = document.tree().map(IdentifierIndex.init), let symbol = index.symbol(at: offset) else {
            return nil
        }
        guard !index.isTaken(newName, besides: symbol) else {
            throw ResponseError.invalidParams(
                "'\(newName)' is the id of another \(symbol.scope == 0 ? "control of this form" : "item of this group") already; choose another"
            )
        }
        let edits = symbol.occurrences.map { node in
            // A plain scalar that YAML would read as something else (`true`, `null`, `off`) is quoted.
            if node.scalar?.style == .plain,
                Scalar(text: newName, style: .plain).resolved != .string(newName) || looksBoolean(newName)
            {
                return TextEdit(range: document.range(of: node.valueRange), newText: "\"\(newName)\"")
            }
            return TextEdit(range: document.range(of: IdentifierIndex.textRange(of: node)), newText: newName)
        }
        return WorkspaceEdit(changes: [document.uri: edits])
    }

    /// The YAML 1.1 booleans, which FormSpec warns about when plain.
    private static func looksBoolean(_ name: String) -> Bool {
        ["y", "yes", "n", "no", "on", "off"].contains(name.lowercased())
    }

    private static func symbol(at position: Position, in document: inout OpenDocument) -> IdentifierIndex.Symbol? {
        let offset = document.offset(of: position)
        return document.tree().flatMap { IdentifierIndex($0).symbol(at: offset) }
    }

    private static func location(_ node: Node, in document: OpenDocument) -> Location {
        Location(uri: document.uri, range: document.range(of: IdentifierIndex.textRange(of: node)))
    }
}
