import FormSpec

/// Code actions: each fix-it of a diagnostic in the asked range as a quick fix that edits the
/// document, tied to its diagnostic.
enum CodeActionFeature {
    static func actions(for params: CodeActionParams, in document: OpenDocument) -> [CodeAction] {
        guard let checked = document.checked else { return [] }
        if let only = params.context.only, !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") })
        {
            return []
        }
        var actions: [CodeAction] = []
        for (diagnostic, published) in zip(checked.diagnostics, checked.published)
        where overlaps(published.range, params.range) {
            for fixIt in diagnostic.fixIts {
                let edit = TextEdit(range: document.range(of: fixIt.range), newText: fixIt.replacement)
                actions.append(
                    CodeAction(
                        title: fixIt.message.prefix(1).uppercased() + fixIt.message.dropFirst(),
                        diagnostics: [published],
                        isPreferred: diagnostic.fixIts.count == 1, edit: WorkspaceEdit(changes: [document.uri: [edit]]))
                )
            }
        }
        return actions
    }

    /// Whether two ranges share a position (touching counts: a cursor at a diagnostic's end).
    private static func overlaps(_ first: Range, _ second: Range) -> Bool {
        !(first.end < second.start || second.end < first.start)
    }
}
