import FormSpecYAML

/// A line of text as the `text` format shows it: one printable scalar per column, so that
/// column `n` of a diagnostic is `scalars[n - 1]`, and underlines that line up under it.
struct DisplayLine {
    var scalars: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// Line `number` of `source`, one column per character as ``SourceLines`` counts them, with
    /// malformed and unprintable characters shown as U+FFFD.
    init(line number: Int, of source: SourceLines) {
        self.init(source.columns(ofLine: number).map { $0.map(TerminalText.printable) ?? TerminalText.replacement })
    }

    /// The line's text.
    var text: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The blank space that reaches the cell of `column` (1-based): a tab under a tab so that
    /// it lines up whatever the tab width, two spaces under a wide character, nothing under a
    /// combining mark. A column past the end of the line lands just after it.
    func padding(toColumn column: Int) -> String {
        var padding = ""
        for scalar in scalars.prefix(max(0, column - 1)) {
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
    /// A range that runs past the end of the line is cut there.
    func marks(from start: Int, to end: Int, first: Character, rest: Character) -> String {
        var marks = String(first)
        let stop = min(end, scalars.count + 1)
        guard start < stop else { return marks }
        for column in start..<stop {
            let cells =
                column <= scalars.count && scalars[column - 1] != "\t" ? TerminalText.cells(scalars[column - 1]) : 1
            let count = column == start ? cells - 1 : cells
            if count > 0 { marks += String(repeating: rest, count: count) }
        }
        return marks
    }
}
