/// Source text with location markers: `1️⃣` … `9️⃣` are removed from the text and their
/// positions recorded, so that tests and the examples of `formspec explain` say "at 1️⃣"
/// instead of hard-coding lines and columns.
package struct MarkedSource: Sendable {
    /// The text without its markers.
    package let text: String
    private let markers: [Int: SourceLocation]

    package init(_ marked: String) {
        var text = ""
        var markers: [Int: SourceLocation] = [:]
        var line = 1
        var column = 1
        var offset = 0
        var scalars = Array(marked.unicodeScalars)[...]
        while let scalar = scalars.first {
            if let digit = MarkedSource.markerDigit(scalars) {
                markers[digit] = SourceLocation(line: line, column: column, offset: offset)
                scalars = scalars.dropFirst(3)
                continue
            }
            text.unicodeScalars.append(scalar)
            offset += String(scalar).utf8.count
            if scalar == "\n" {
                line += 1
                column = 1
            } else if scalar != "\r" || scalars.dropFirst().first != "\n" {
                column += 1
            }
            scalars = scalars.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    /// The text's UTF-8 bytes.
    package var bytes: [UInt8] { Array(text.utf8) }

    /// Where marker `number` stood.
    package func location(_ number: Int) -> SourceLocation {
        guard let location = markers[number] else { preconditionFailure("no marker \(number) in the source") }
        return location
    }

    /// The range from marker `start` to marker `end`.
    package func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: location(start), end: location(end))
    }

    /// A keycap digit: the digit, U+FE0F, U+20E3.
    private static func markerDigit(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        let prefix = Array(scalars.prefix(3))
        guard prefix.count == 3, prefix[1] == "\u{FE0F}", prefix[2] == "\u{20E3}",
            let digit = Int(String(prefix[0]))
        else { return nil }
        return digit
    }
}
