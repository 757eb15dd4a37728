import FormSpec
import FormSpecYAML

/// Document symbols: the form, its controls, and their items and dates.
enum SymbolFeature {
    static func symbols(in document: inout OpenDocument) -> [DocumentSymbol] {
        guard let root = document.tree(), let form = root.mapping else { return [] }
        let controls = (form.pair(named: "controls")?.value.sequence ?? []).map { control(of: $0, in: document) }
        let id = form.pair(named: "id")?.value
        return [
            DocumentSymbol(
                name: id?.scalar?.text ?? "form", detail: TreeSearch.scalarText(of: "title", in: root), kind: .module,
                range: document.range(of: root.range), selectionRange: document.range(of: (id ?? root).range),
                children: controls)
        ]
    }

    private static func control(of node: Node, in document: OpenDocument) -> DocumentSymbol {
        let type = TreeSearch.scalarText(of: "type", in: node)
        let id = node.mapping?.pair(named: "id")?.value
        let label = TreeSearch.scalarText(of: "label", in: node) ?? TreeSearch.scalarText(of: "title", in: node)
        var children: [DocumentSymbol] = []
        for item in node.mapping?.pair(named: "items")?.value.sequence ?? [] {
            let itemID = item.mapping?.pair(named: "id")?.value
            children.append(
                DocumentSymbol(
                    name: itemID?.scalar?.text ?? "item", detail: TreeSearch.scalarText(of: "label", in: item),
                    kind: .enumMember, range: document.range(of: item.range),
                    selectionRange: document.range(of: (itemID ?? item).range)))
        }
        for date in node.mapping?.pair(named: "dates")?.value.sequence ?? [] {
            let text = date.scalar != nil ? date : date.mapping?.pair(named: "date")?.value
            children.append(
                DocumentSymbol(
                    name: text?.scalar?.text ?? "date", detail: nil, kind: .constant,
                    range: document.range(of: date.range), selectionRange: document.range(of: (text ?? date).range)))
        }
        let kind = DocumentSymbol.Kind(type.flatMap(ControlType.init(rawValue:))?.outlineKind ?? .boolean)
        return DocumentSymbol(
            name: id?.scalar?.text ?? type ?? "control",
            detail: [type, label.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " "),
            kind: kind, range: document.range(of: node.range), selectionRange: document.range(of: (id ?? node).range),
            children: children.isEmpty ? nil : children)
    }
}

extension DocumentSymbol.Kind {
    /// The symbol kind that shows a control of this outline kind (an unknown type's shows as a
    /// boolean).
    init(_ kind: OutlineKind) {
        switch kind {
        case .boolean: self = .boolean
        case .choice: self = .enum
        case .number: self = .number
        case .object: self = .object
        }
    }
}
