import FormSpec
import FormSpecYAML

/// Completion: the keys a mapping may still take (snippets for the required ones), the words a
/// key takes (control types, named colours, vocabularies, booleans), inside `selected` the ids of
/// the group's items, and in a condition the control ids and answers (``ConditionCompletion``).
/// Extension keys (`x-…`) are never offered.
enum CompletionFeature {
    static func items(at position: Position, in document: inout OpenDocument, snippets: Bool) -> [CompletionItem] {
        let offset = document.offset(of: position)
        guard let context = CursorContext(at: offset, in: document.text) else { return [] }
        let tree = repairedTree(of: &document, without: context)
        let replaced = Range(
            start: document.text.position(ofOffset: context.wordStart, encoding: document.encoding),
            end: document.text.position(ofOffset: context.wordEnd, encoding: document.encoding))
        let mapping = SchemaLookup.mapping(at: context.path, in: tree)
        switch context.kind {
        case .key:
            if case .item = context.path.last, mapping.map({ SchemaLookup.properties(of: $0).isEmpty }) ?? true {
                // An item of a list of words or ids, not of mappings.
                let list = Array(context.path.dropLast())
                if list.last == .key("selected") {
                    return itemIDs(group: list.dropLast(), tree: tree, replacing: replaced)
                }
                guard let items = SchemaLookup.mapping(at: list, in: tree)?["items"] else { return [] }
                return words(of: items, replacing: replaced)
            }
            guard let mapping else { return [] }
            return keys(
                of: mapping, present: tree.flatMap { TreeSearch.node(at: context.path, from: $0) }, snippets: snippets,
                replacing: replaced)
        case .value(let key) where ConditionTree.holdsCondition(context.path):
            return ConditionCompletion.values(of: key, at: context.path, tree: tree, replacing: replaced)
        case .value(let key), .flowItem(let key):
            guard let mapping, let property = SchemaLookup.properties(of: mapping)[key] else { return [] }
            if key == "selected", SchemaLookup.properties(of: mapping)["items"] != nil {
                // A group's: its items' ids. (A single radio button's or checkbox's is a word.)
                return itemIDs(group: context.path, tree: tree, replacing: replaced)
            }
            if case .flowItem = context.kind {
                return SchemaLookup.resolved(property)?["items"].map { words(of: $0, replacing: replaced) } ?? []
            }
            return words(of: key == "type" ? controlTypeProperty : property, replacing: replaced)
        }
    }

    /// The tree of the text without the word being typed, which is often what makes it invalid
    /// (and with the flow collection being typed closed); when that is not valid YAML either, the
    /// last valid tree.
    private static func repairedTree(of document: inout OpenDocument, without context: CursorContext) -> Node? {
        var bytes = document.text.bytes
        bytes.removeSubrange(context.wordStart..<context.wordEnd)
        bytes.insert(contentsOf: context.closers, at: context.wordStart)
        return YAMLParser.parse(bytes).root ?? document.tree() ?? document.lastValidTree
    }

    /// The keys `mapping` names that `present` does not hold yet.
    private static func keys(of mapping: SchemaLookup.Object, present: Node?, snippets: Bool, replacing range: Range)
        -> [CompletionItem]
    {
        let written = Set((present?.mapping ?? []).compactMap { $0.key.scalar?.text })
        let required = Set(SchemaLookup.required(of: mapping))
        return SchemaLookup.properties(of: mapping).compactMap { key, property in
            guard !written.contains(key), !key.hasPrefix("x-") else { return nil }
            let isRequired = required.contains(key)
            let choices = SchemaLookup.words(of: key == "type" ? controlTypeProperty : property)
            let text: String
            if isRequired && snippets {
                text = choices.count > 1 ? "\(key): ${1|\(choices.joined(separator: ","))|}" : "\(key): $1"
            } else {
                text = "\(key): "
            }
            return CompletionItem(
                label: key, kind: .property, detail: (isRequired ? "required, " : "") + SchemaLookup.kind(of: property),
                documentation: SchemaLookup.description(of: property).map(MarkupContent.markdown),
                sortText: (isRequired ? "0 " : "1 ") + key, insertTextFormat: isRequired && snippets ? 2 : 1,
                textEdit: TextEdit(range: range, newText: text))
        }
    }

    /// The words a key's value takes: control types, colour names, a vocabulary, `true`/`false`.
    private static func words(of property: JSONValue, replacing range: Range) -> [CompletionItem] {
        let isColor = SchemaLookup.isColor(property)
        let isType = property == controlTypeProperty
        return SchemaLookup.words(of: property).enumerated().map { index, word in
            var detail: String?
            if isColor, let named = NamedColor(rawValue: word) {
                let (red, green, blue, alpha) = named.rgba(in: .light)
                detail = ColorFeature.hex(red: red, green: green, blue: blue, alpha: alpha) + " in light mode"
            }
            var documentation: MarkupContent?
            if isType, let control = SchemaLookup.definition(word),
                case .string(let text)? = control["description"]
            {
                documentation = .markdown(text)
            }
            return CompletionItem(
                label: word, kind: isType ? .class : isColor ? .color : .enumMember, detail: detail,
                documentation: documentation, sortText: sortKey(index), insertTextFormat: 1,
                textEdit: TextEdit(range: range, newText: word))
        }
    }

    /// The ids of the items of the group `group` leads to that its `selected` does not hold yet.
    private static func itemIDs(group: some Collection<PathStep>, tree: Node?, replacing range: Range)
        -> [CompletionItem]
    {
        let group = tree.flatMap { TreeSearch.node(at: Array(group), from: $0) }
        let selected = group?.mapping?.pair(named: "selected")?.value
        let taken = Set((selected?.sequence ?? []).compactMap { $0.scalar?.text })
        return (group?.mapping?.pair(named: "items")?.value.sequence ?? []).enumerated().compactMap { index, item in
            guard let id = TreeSearch.scalarText(of: "id", in: item), !taken.contains(id) else { return nil }
            return CompletionItem(
                label: id, kind: .reference, detail: TreeSearch.scalarText(of: "label", in: item).map { "item: \($0)" },
                documentation: nil, sortText: sortKey(index), insertTextFormat: 1,
                textEdit: TextEdit(range: range, newText: id))
        }
    }

    /// The schema of `type` in a control of any type: its words are every control type.
    private static let controlTypeProperty: JSONValue = {
        guard let control = SchemaLookup.definition("control"), let type = SchemaLookup.properties(of: control)["type"]
        else {
            preconditionFailure("controls have a type")
        }
        return type
    }()
}

/// A sort key that keeps `index` order: zero-padded.
func sortKey(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
