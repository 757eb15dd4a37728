import FormSpec
import FormSpecYAML

/// Completion of a condition's values: after `control:` the ids of the form's other controls;
/// after `is:` and `isNot:` the answers the named control can have (its states' words, a radio
/// group's item ids), after `includes:` and `excludes:` the items or dates of its selection
/// (a checkbox group's item ids, a calendar's dates that can be chosen), as its folder says
/// them; after `answered:`, `true` and `false`.
enum ConditionCompletion {
    /// The values of `key` in the condition `path` leads to, in `tree`.
    static func values(of key: String, at path: [PathStep], tree: Node?, replacing range: Range) -> [CompletionItem] {
        let controls = tree?.mapping?.pair(named: "controls")?.value.sequence ?? []
        switch key {
        case ConditionKey.control.rawValue:
            // Not the control the condition is of: a control's condition cannot test itself.
            var own: Int?
            if path.count > 1, path[0] == .key("controls"), case .item(let index) = path[1] { own = index }
            return controls.enumerated().compactMap { index, control in
                guard index != own, let id = TreeSearch.scalarText(of: ControlKey.id.rawValue, in: control) else {
                    return nil
                }
                let type = TreeSearch.scalarText(of: ControlKey.type.rawValue, in: control)
                let label =
                    TreeSearch.scalarText(of: ControlKey.label.rawValue, in: control)
                    ?? TreeSearch.scalarText(of: ControlKey.title.rawValue, in: control)
                return item(
                    id, kind: .reference, detail: [type, label].compactMap { $0 }.joined(separator: ": "),
                    index: index, replacing: range)
            }
        case ConditionKey.answered.rawValue:
            return ["true", "false"].enumerated().map { item($1, kind: .enumMember, index: $0, replacing: range) }
        case _ where ConditionTree.answerTests.contains(key):
            let test = tree.flatMap { TreeSearch.node(at: path, from: $0) }
            guard let id = TreeSearch.scalarText(of: ConditionKey.control.rawValue, in: test),
                let control = controls.first(where: { TreeSearch.scalarText(of: ControlKey.id.rawValue, in: $0) == id }
                ),
                let answers = AnswerSpace.ofControl(at: control)
            else { return [] }
            let isMember = key == ConditionKey.includes.rawValue || key == ConditionKey.excludes.rawValue
            let items = control.mapping?.pair(named: ControlKey.items.rawValue)?.value.sequence ?? []
            // A group's item: its label says which. The first item of each id, found once, not once per answer.
            var labels: [String: String?] = [:]
            for item in items {
                guard let id = TreeSearch.scalarText(of: "id", in: item), labels.index(forKey: id) == nil else {
                    continue
                }
                labels[id] = .some(TreeSearch.scalarText(of: "label", in: item))
            }
            return (isMember ? answers.members ?? [] : answers.words).enumerated().map { index, answer in
                let label = labels[answer] ?? nil
                return item(
                    answer, kind: items.isEmpty ? .enumMember : .reference,
                    detail: label.map { "item: \($0)" } ?? "answer of '\(id)'", index: index, replacing: range)
            }
        default:
            return []
        }
    }

    private static func item(
        _ text: String, kind: CompletionItem.Kind, detail: String? = nil, index: Int, replacing range: Range
    ) -> CompletionItem {
        CompletionItem(
            label: text, kind: kind, detail: detail, documentation: nil, sortText: sortKey(index),
            insertTextFormat: 1, textEdit: TextEdit(range: range, newText: text))
    }
}
