import FormSpecYAML
import Testing

@testable import FormSpec

/// Did-you-mean over a list looked up many times does work in proportion to the list, not to the
/// list times the lookups: a spec of `n` mistakes among `n` words once cost `n²` distances.
@Suite struct SuggestionWorkTests {
    /// `item-00000` … in order, and each misspelt by a swap (`itme-00000`).
    static func ids(_ count: Int) -> (items: [String], typed: [String]) {
        let numbers = (0..<count).map { String(100_000 + $0).dropFirst() }
        return (numbers.map { "item-\($0)" }, numbers.map { "itme-\($0)" })
    }

    @Test func aListLookedUpManyTimesStopsWhenItsBudgetIsSpent() {
        let (items, typed) = Self.ids(2_000)
        var list = Suggestion.Candidates(items)
        let budget = list.budget
        let found = typed.map { list.closest(to: $0) }
        let suggested = found.prefix { $0 != nil }.count
        #expect(suggested > 1 && suggested < 100, "\(suggested) suggestions")
        #expect(found.dropFirst(suggested).allSatisfy { $0 == nil }, "none once the budget is spent")
        #expect(Array(found.prefix(suggested)) == items.prefix(suggested).map { $0 })
        #expect(list.budget == 0)
        // The budget is the words' length, 256 cells a scalar, and a fixed allowance.
        #expect(budget == (1 << 16) + 256 * 2_000 * 11)
    }

    @Test func oneLookupNeverRunsOut() {
        let words = (0..<500).map { String(repeating: "a", count: 60) + String($0) }
        var list = Suggestion.Candidates(words)
        #expect(list.closest(to: String(repeating: "a", count: 60) + "499x") == words[499])
        #expect(list.budget > 0)
    }

    /// A group of 1,000 items whose `selected` misspells each: the first ids get a suggestion,
    /// the later ones the list of items, once the group's budget is spent.
    @Test func aGroupOfManyMisspeltSelectionsIsCheckedInProportion() {
        let (items, typed) = Self.ids(1_000)
        let text =
            "formspec: 1\nid: big\ncontrols:\n  - type: checkboxGroup\n    id: g\n    label: G\n    items:\n"
            + items.map { "      - {id: \($0), label: I}\n" }.joined()
            + "    selected: [\(typed.joined(separator: ", "))]\n"
        let diagnostics = Compiler(maxDiagnostics: 0).check(SourceFile(name: "t.form.yaml", bytes: Array(text.utf8)))
        #expect(diagnostics.count == 1_000)
        #expect(
            diagnostics.first?.message == "no item of this group has the id 'itme-00000'; did you mean 'item-00000'?")
        let suggested = diagnostics.filter { $0.message.contains("did you mean") }.count
        #expect(suggested > 1 && suggested < 100, "\(suggested) suggestions")
        #expect(
            diagnostics.last?.message
                == "no item of this group has the id 'itme-00999'; its items are 'item-00000', 'item-00001', 'item-00002' and 997 more"
        )
    }

    /// The textbook table, every cell computed: what the banded distance must equal.
    static func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : j == 0 ? i : 0 } }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
