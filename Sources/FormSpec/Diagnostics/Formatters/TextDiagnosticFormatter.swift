import FormSpecYAML

/// The `text` format: diagnostics as a compiler prints them on a terminal (clang and swiftc
/// style), one block per diagnostic, blocks separated by a blank line, nothing for no
/// diagnostics:
///
/// ```
/// a.yaml:8:5: error: unknown key 'treeState'; did you mean 'threeState'? [spec.unknown-key]
///   8 |     treeState: true
///     |     ^~~~~~~~~
/// a.yaml:6:5: note: the checkbox starts here
///   6 |   - type: checkbox
///     |     ^~~~
/// help: replace 'treeState' with 'threeState'
///   8 |     threeState: true
///     |     ++++++++++
/// ```
///
/// - The header is `FILE:LINE:COL: SEVERITY: MESSAGE [ID]`, at the start of the range; the
///   severity word is `error`, `warning` or `info`.
/// - When the file's source is known, the line where the range starts follows behind a gutter
///   with its number (`  N | `), then an underline: `^` under the first character of the range
///   and `~` under the rest of it on that line (up to the end of the line for a range that spans
///   lines; a lone `^` for an empty range). The underline keeps the line's tabs and takes two
///   cells under a wide character (CJK, emoji), so that it lines up on a terminal. A line of
///   more than 160 columns is cut to 160 around the range, from 40 columns before it, with `…`
///   for each part left out (``DisplayLine``). Without the
///   source (a file that could not be read), and for a diagnostic about a file as a whole
///   (`io.*`, an output that cannot be written), the header and its notes stand alone.
/// - Each note: `FILE:LINE:COL: note: MESSAGE`, with its own line and underline.
/// - Each fix-it: `help: MESSAGE`, then the line as it reads once the fix-it is applied with `+`
///   under the inserted text, or, for a pure deletion, the line as it is with `-` under what
///   goes. An insertion of several lines shows each of them, numbered on from the first, and
///   leaves the indentation of the lines after the first unmarked.
/// - The gutter is as wide as the largest line number in the block. Control characters and
///   bidirectional overrides in names, messages and lines are shown as U+FFFD.
/// - With colour: bold location and message; red `error`, yellow `warning`, cyan `info`, blue
///   `note` and gutter, green underline, `help` and `+`, red `-`.
struct TextDiagnosticFormatter {
    var style: TerminalStyle

    /// One printed line of a block, before the gutter width is known.
    private enum Row {
        case header(String)
        case source(line: Int, text: String, underline: String?)
    }

    func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for (index, diagnostic) in report.diagnostics.enumerated() {
            if index > 0 { output += "\n" }
            append(rows(of: diagnostic, sources: report.sources), to: &output)
        }
        return output
    }

    private func rows(of diagnostic: Diagnostic, sources: [String: SourceLines]) -> [Row] {
        let sources = diagnostic.id.isAboutTheWholeFile ? [:] : sources
        let source = sources[diagnostic.file]
        var rows = [Row.header(header(of: diagnostic))]
        if let source { rows.append(rangeRow(diagnostic.range, in: source)) }
        for note in diagnostic.notes {
            let location = style.bold(self.location(note.file, note.range.start))
            rows.append(.header(location + " " + style.note("note:") + " " + TerminalText.printable(note.message)))
            if let noteSource = sources[note.file] { rows.append(rangeRow(note.range, in: noteSource)) }
        }
        for fixIt in diagnostic.fixIts {
            rows.append(.header(style.help("help:") + " " + TerminalText.printable(fixIt.message)))
            if let source { rows += fixItRows(fixIt, in: source) }
        }
        return rows
    }

    private func header(of diagnostic: Diagnostic) -> String {
        let message = TerminalText.printable(diagnostic.message) + " [" + diagnostic.id.rawValue + "]"
        return style.bold(location(diagnostic.file, diagnostic.range.start)) + " "
            + style.severity(diagnostic.severity, diagnostic.severity.rawValue + ":") + " " + style.bold(message)
    }

    private func location(_ file: String, _ start: SourceLocation) -> String {
        TerminalText.printable(file) + ":" + String(start.line) + ":" + String(start.column) + ":"
    }

    private func rangeRow(_ range: SourceRange, in source: SourceLines) -> Row {
        let line = DisplayLine(line: range.start.line, of: source, around: range.start.column)
        let end = range.end.line == range.start.line ? range.end.column : line.endColumn
        let marks = line.marks(from: range.start.column, to: end, first: "^", rest: "~")
        let underline = line.padding(toColumn: range.start.column) + style.underline(marks)
        return .source(line: range.start.line, text: line.text, underline: underline)
    }

    private func fixItRows(_ fixIt: Diagnostic.FixIt, in source: SourceLines) -> [Row] {
        let start = fixIt.range.start
        let end = fixIt.range.end
        let first = DisplayLine(line: start.line, of: source, around: start.column)
        if fixIt.replacement.isEmpty {
            guard (start.line, start.column) != (end.line, end.column) else { return [] }
            let stop = end.line == start.line ? end.column : first.endColumn
            let marks = first.marks(from: start.column, to: stop, first: "-", rest: "-")
            let underline = first.padding(toColumn: start.column) + style.deletion(marks)
            return [.source(line: start.line, text: first.text, underline: underline)]
        }
        let last = end.line == start.line ? first : DisplayLine(line: end.line, of: source, around: end.column)
        let prefix = Array(first.prefix(before: start.column))
        let suffix = Array(last.suffix(from: end.column))
        // Lines end in "\n" or "\r\n"; the "\r" of a replacement's line break is not shown.
        let lines = fixIt.replacement.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let inserted = lines.enumerated().map { offset, text in
            offset < lines.count - 1 && text.last == "\r" ? text.dropLast() : text
        }
        return inserted.enumerated().map { offset, text in
            let head = offset == 0 ? prefix : []
            let tail = offset == inserted.count - 1 ? suffix : []
            let line = DisplayLine(
                head + text.map(TerminalText.printable) + tail, firstColumn: offset == 0 ? first.firstColumn : 1,
                isCutAtEnd: offset == inserted.count - 1 && last.isCutAtEnd)
            let indent = offset == 0 ? 0 : text.prefix { $0 == " " || $0 == "\t" }.count
            let markStart = line.firstColumn + head.count + indent
            let markEnd = line.firstColumn + head.count + text.count
            guard markStart < markEnd else {
                return .source(line: start.line + offset, text: line.text, underline: nil)
            }
            let marks = line.marks(from: markStart, to: markEnd, first: "+", rest: "+")
            let underline = line.padding(toColumn: markStart) + style.help(marks)
            return .source(line: start.line + offset, text: line.text, underline: underline)
        }
    }

    private func append(_ rows: [Row], to output: inout String) {
        let width = rows.reduce(0) { width, row in
            guard case .source(let line, _, _) = row else { return width }
            return max(width, String(line).count)
        }
        for row in rows {
            switch row {
            case .header(let text):
                output += text + "\n"
            case .source(let line, let text, let underline):
                let number = String(line)
                output += style.gutter("  " + String(repeating: " ", count: width - number.count) + number + " |")
                output += text.isEmpty ? "\n" : " " + text + "\n"
                if let underline {
                    output += style.gutter("  " + String(repeating: " ", count: width) + " |") + " " + underline + "\n"
                }
            }
        }
    }
}
