import FormSpecYAML

/// A line of text as the `text` format shows it: one printable scalar per column, so that
/// column `n` of a diagnostic is `scalars[n - firstColumn]`, and underlines that line up under it.
///
/// A line longer than ``maxColumns`` is shown cut to a window around the range a diagnostic is
/// about, `…` standing for each part left out: a report grows with the number of its
/// diagnostics, never with the length of the lines they are on (a spec of one line of a megabyte
/// with a thousand mistakes).
struct DisplayLine {
    /// The most columns of a line shown.
    static let maxColumns = 160
    /// The columns shown before the range on a line that is cut.
    static let leadingColumns = 40

    var scalars: [Unicode.Scalar]
    /// The column of `scalars[0]`: 1 unless the line's start is cut.
    var firstColumn = 1
    /// Whether the line goes on after `scalars`.
    var isCutAtEnd = false

    init(_ scalars: [Unicode.Scalar], firstColumn: Int = 1, isCutAtEnd: Bool = false) {
        self.scalars = scalars
        self.firstColumn = firstColumn
        self.isCutAtEnd = isCutAtEnd
    }

    /// Line `number` of `source`, one column per character as ``SourceLines`` counts them, with
    /// malformed and unprintable characters shown as U+FFFD; cut around column `column` when it
    /// is longer than ``maxColumns``.
    init(line number: Int, of source: SourceLines, around column: Int) {
        var first = 1
        var window = source.columns(ofLine: number, from: 1, count: Self.maxColumns)
        if window.more {
            first = max(1, column - Self.leadingColumns)
            window = source.columns(ofLine: number, from: first, count: Self.maxColumns)
        }
        self.init(
            window.characters.map { $0.map(TerminalText.printable) ?? TerminalText.replacement }, firstColumn: first,
            isCutAtEnd: window.more)
    }

    /// The column just after the last one shown.
    var endColumn: Int { firstColumn + scalars.count }

    /// The line's text, `…` where it is cut.
    var text: String {
        var view = String.UnicodeScalarView()
        if firstColumn > 1 { view.append(Self.ellipsis) }
        view.append(contentsOf: scalars)
        if isCutAtEnd { view.append(Self.ellipsis) }
        return String(view)
    }

    /// The scalars shown before column `column`.
    func prefix(before column: Int) -> ArraySlice<Unicode.Scalar> {
        scalars.prefix(max(0, column - firstColumn))
    }

    /// The scalars shown from column `column` on.
    func suffix(from column: Int) -> ArraySlice<Unicode.Scalar> {
        scalars.dropFirst(max(0, column - firstColumn))
    }

    /// The blank space that reaches the cell of `column` (1-based): a tab under a tab so that
    /// it lines up whatever the tab width, two spaces under a wide character, nothing under a
    /// combining mark. A column past the end of the line lands just after it.
    func padding(toColumn column: Int) -> String {
        var padding = firstColumn > 1 ? " " : ""
        for scalar in prefix(before: column) {
            if scalar == "\t" {
                padding += "\t"
            } else {
                padding += String(repeating: " ", count: TerminalText.cells(scalar))
            }
        }
        return padding
    }

    /// The marks under columns `start..<end`: `first` under the first cell, `rest` under every
    /// other cell; a single `first` when the range is empty or starts past the end of the line.
    /// A range that runs past the end of what is shown is cut there (past the end of the line,
    /// one cell after it).
    func marks(from start: Int, to end: Int, first: Character, rest: Character) -> String {
        var marks = String(first)
        let start = max(start, firstColumn)
        let stop = min(end, isCutAtEnd ? endColumn : endColumn + 1)
        guard start < stop else { return marks }
        for column in start..<stop {
            let index = column - firstColumn
            let cells = index < scalars.count && scalars[index] != "\t" ? TerminalText.cells(scalars[index]) : 1
            let count = column == start ? cells - 1 : cells
            if count > 0 { marks += String(repeating: rest, count: count) }
        }
        return marks
    }

    private static let ellipsis: Unicode.Scalar = "…"
}
