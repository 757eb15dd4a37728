import FormSpecYAML
import Testing

@testable import FormSpec

/// Repeats are found the same way in a short list (compared value by value) and a long one
/// (hashed): each repeat at its place, with a note at the first occurrence.
@Suite struct DuplicateFinderTests {
    @Test(arguments: [3, 16, 17, 40])
    func eachRepeatIsReportedWithTheFirstOccurrence(itemCount: Int) throws {
        // Items a0, a1, … with a repeat of a0 after the first half and of a1 at the end.
        var ids = (0..<itemCount).map { "a\($0)" }
        ids.insert("a0", at: itemCount / 2)
        ids.append("a1")
        let items = ids.map { "      - {id: \($0), label: \($0)}" }.joined(separator: "\n")
        let text =
            "formspec: 1\nid: f\ncontrols:\n  - type: checkboxGroup\n    id: g\n    label: G\n    items:\n\(items)\n"
        let diagnostics = Compiler().check(SourceFile(name: "f.form.yaml", bytes: Array(text.utf8)))
        let lineOfItem = { (index: Int) in 8 + index }
        #expect(diagnostics.map(\.id) == [.groupDuplicateItemID, .groupDuplicateItemID])
        #expect(diagnostics.map(\.range.start.line) == [lineOfItem(itemCount / 2), lineOfItem(ids.count - 1)])
        let firstA1 = try #require(ids.firstIndex(of: "a1"))
        #expect(diagnostics.map { $0.notes.map(\.range.start.line) } == [[lineOfItem(0)], [lineOfItem(firstA1)]])
    }
}
