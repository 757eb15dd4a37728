import FormSpec
import FormSpecYAML

/// Code actions: each fix-it of a diagnostic in the asked range as a quick fix that edits the
/// document, tied to its diagnostic; and `source.fixAll.formspec`, the document as `formspec fix`
/// would leave it (its safe fix-its, applied until none applies), when the client's `only` asks
/// for it (`source`, `source.fixAll` or itself: an editor's fix-all on save, its source-action
/// menu), so that the light bulb at a diagnostic still offers that diagnostic's fixes alone.
enum CodeActionFeature {
    /// The kind of the action that applies every safe fix-it.
    static let fixAllKind = "source.fixAll.formspec"

    /// The actions for `params`; fixing the whole spec stops when `isCancelled` says so, and the
    /// request is answered `RequestCancelled`.
    static func actions(
        for params: CodeActionParams, in document: OpenDocument, compiler: Compiler,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) throws(ResponseError) -> [CodeAction] {
        guard let checked = document.checked else { return [] }
        var actions =
            params.context.only.map { asks($0, for: "quickfix") } ?? true
            ? quickFixes(for: params, in: document, checked: checked) : []
        if let only = params.context.only, asks(only, for: fixAllKind), document.isSpec, !document.isConfiguration,
            checked.diagnostics.contains(where: { $0.fixIts.contains(where: \.isSafe) }),
            let fixAll = try fixAll(document, compiler: compiler, isCancelled: isCancelled)
        {
            actions.append(fixAll)
        }
        return actions
    }

    /// Whether a request's `only` takes actions of `kind`: it names `kind` or one of its parents
    /// (`source`, `source.fixAll`).
    private static func asks(_ only: [String], for kind: String) -> Bool {
        only.contains { $0 == kind || kind.hasPrefix($0 + ".") }
    }

    /// The action that turns the document into what `formspec fix` makes of it, as one edit of
    /// the part that changes; nil when nothing changes.
    private static func fixAll(
        _ document: OpenDocument, compiler: Compiler, isCancelled: @escaping @Sendable () -> Bool
    ) throws(ResponseError) -> CodeAction? {
        let old = document.text.bytes
        let path = document.name.hasPrefix("/") ? document.name : nil
        let fixed = RunPlan(paths: [], compiler: compiler).fixed(
            SourceFile(name: document.name, bytes: old), at: path, stoppingWhen: isCancelled)
        if fixed.wasStopped { throw .requestCancelled }
        guard fixed.changed else { return nil }
        let new = fixed.bytes
        // The common start and end, cut at character boundaries, are left as they are.
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        while start > 0, isContinuation(old[start]) || (start < new.count && isContinuation(new[start])) { start -= 1 }
        var kept = 0
        while kept < old.count - start, kept < new.count - start, old[old.count - 1 - kept] == new[new.count - 1 - kept]
        {
            kept += 1
        }
        while kept > 0, isContinuation(old[old.count - kept]) { kept -= 1 }
        let replaced = SourceRange(
            start: SourceLocation(line: 1, column: 1, offset: start),
            end: SourceLocation(line: 1, column: 1, offset: old.count - kept))
        let edit = TextEdit(
            range: document.range(of: replaced),
            newText: String(decoding: new[start..<(new.count - kept)], as: UTF8.self))
        let count = fixed.applied.count
        return CodeAction(
            title: "Fix all safe FormSpec problems (\(count) fix\(count == 1 ? "" : "es"))", kind: fixAllKind,
            diagnostics: [], isPreferred: false, edit: WorkspaceEdit(changes: [document.uri: [edit]]))
    }

    /// Whether `byte` continues a UTF-8 character rather than starting one.
    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// Each fix-it of a diagnostic in the asked range, as a quick fix.
    private static func quickFixes(for params: CodeActionParams, in document: OpenDocument, checked: CheckedVersion)
        -> [CodeAction]
    {
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
