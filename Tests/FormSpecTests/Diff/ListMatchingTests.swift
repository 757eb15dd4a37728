import Testing

@testable import FormSpec

/// How two versions of a list are matched: by key, then by rename key in order; which elements
/// moved; where removals stand.
@Suite struct ListMatchingTests {
    private func matching(_ old: [String], _ new: [String], labels: [String: String] = [:]) -> ListMatching {
        ListMatching(old: old, new: new) { isOld, index in labels[isOld ? old[index] : new[index]] }
    }

    @Test func oneElementMovedToTheFrontIsOneMove() {
        let moved = matching(["a", "b", "c", "d"], ["d", "a", "b", "c"]).moved
        #expect(moved == [true, false, false, false])
    }

    @Test func renamesArePairedInOrderAndOnlyBetweenUnmatchedElements() {
        let result = matching(
            ["a", "x1", "x2", "b"], ["a", "y1", "y2", "b", "z"],
            labels: ["x1": "Same", "x2": "Same", "y1": "Same", "y2": "Same", "a": "Same", "z": "Same"])
        #expect(result.oldIndex == [0, 1, 2, 3, nil])
        #expect(result.renamed == [false, true, true, false, false])
        #expect(result.moved.allSatisfy { !$0 })
    }

    @Test func removalsStandAfterTheNewElementOfTheOldOneBeforeThem() {
        var visits: [String] = []
        let old = ["gone-first", "a", "gone-middle", "b", "gone-last"]
        let new = ["b", "added", "a"]
        matching(old, new).walk(
            removed: { index, after in visits.append("-\(old[index]) after \(after.map { new[$0] } ?? "start")") },
            new: { visits.append("+\(new[$0])") })
        #expect(
            visits == [
                "-gone-first after start", "+b", "-gone-last after b", "+added", "+a", "-gone-middle after a",
            ])
    }

    @Test func aMarkdownCellHoldsAnyTextAsCode() {
        #expect(MarkdownDiffFormatter.code("a | b") == "`a \\| b`")
        #expect(MarkdownDiffFormatter.code("uses `x` here") == "``uses `x` here``")
        #expect(MarkdownDiffFormatter.code("`edge`") == "`` `edge` ``")
        #expect(MarkdownDiffFormatter.code("<b>@team</b>") == "`<b>@team</b>`")
    }
}
