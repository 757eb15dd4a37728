import FormSpecYAML
import Testing

@testable import FormSpec

/// One round of fixing applied to a line: a comment after a fixed value keeps its column.
@Suite struct FixRoundTests {
    /// A fix-it that writes `replacement` over the bytes `range` of a one-line text.
    static func edit(_ range: Range<Int>, _ replacement: String) -> FixEdit {
        let place = SourceRange(
            start: SourceLocation(line: 1, column: range.lowerBound + 1, offset: range.lowerBound),
            end: SourceLocation(line: 1, column: range.upperBound + 1, offset: range.upperBound))
        let fixIt = Diagnostic.FixIt(
            message: "write '\(replacement)'", range: place, replacement: replacement, isSafe: true)
        return FixEdit(
            diagnostic: Diagnostic(.specInvalidValue, "a mistake", file: "a.form.yaml", range: place, fixIts: [fixIt]),
            fixIt: fixIt)
    }

    static func applied(_ edits: [FixEdit], to text: String) -> String {
        var result: [UInt8] = []
        _ = FixRound(edits, over: Array(text.utf8), into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    @Test func aCommentAfterAFixedValueKeepsItsColumn() {
        #expect(Self.applied([Self.edit(7..<11, "on")], to: "state: true   # a") == "state: on     # a")
        #expect(Self.applied([Self.edit(7..<10, "true")], to: "state: yes  # a") == "state: true # a")
        #expect(Self.applied([Self.edit(7..<9, "false")], to: "state: no # a") == "state: false # a")
        #expect(Self.applied([Self.edit(7..<11, "on")], to: "state: true") == "state: on")
        #expect(Self.applied([Self.edit(7..<11, "on")], to: "state: true, x  # a") == "state: on, x  # a")
    }

    /// An edit that starts among the spaces before the comment leaves them to it (the edit
    /// before it is not widened over them: the two never overlap), and keeps one before the comment.
    @Test func anEditAmongTheSpacesIsNotOverlapped() {
        let edits = [Self.edit(7..<11, "on"), Self.edit(12..<12, "x")]
        #expect(Self.applied(edits, to: "state: true   # a") == "state: on x # a")
    }
}
