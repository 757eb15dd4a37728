import Testing
@testable import FormSpecYAML

/// The parse's bounds: nesting depth and alias expansion, each with its own problem.
@Suite struct LimitTests {
    private func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    }

    @Test func sixtyFourLevelsAreAllowed() {
        #expect(YAMLParser.parse(Array(nested(64).utf8)).problems.isEmpty)
    }

    @Test func sixtyFiveLevelsAreNot() {
        let problems = YAMLParser.parse(Array(nested(65).utf8)).problems
        #expect(problems.map(\.kind) == [.depthLimit])
        #expect(problems.first?.range.start.column == 65)
    }

    @Test func blockNestingCountsToo() {
        let yaml = (0..<70).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " end\n"
        #expect(YAMLParser.parse(Array(yaml.utf8)).problems.map(\.kind) == [.depthLimit])
    }

    @Test func anAliasCannotNestPastTheLimit() {
        let yaml = "a: &a " + nested(40) + "b: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30) + "\n"
        #expect(YAMLParser.parse(Array(yaml.utf8)).problems.map(\.kind) == [.depthLimit])
    }

    @Test func billionLaughsStopsAtTheExpansionLimit() {
        var yaml = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            yaml += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        let result = YAMLParser.parse(Array(yaml.utf8))
        #expect(result.problems.map(\.kind) == [.aliasLimit])
        #expect(result.root == nil)
    }

    @Test func expansionJustUnderTheLimitIsFine() {
        let limits = YAMLLimits(maxDepth: 64, maxAliasExpansion: 10)
        let fits = YAMLParser.parse(Array("a: &a [1, 2, 3, 4]\nb: *a\nc: *a\n".utf8), limits: limits)
        #expect(fits.problems.isEmpty)
        let over = YAMLParser.parse(Array("a: &a [1, 2, 3, 4]\nb: *a\nc: *a\nd: *a\n".utf8), limits: limits)
        #expect(over.problems.map(\.kind) == [.aliasLimit])
    }
}
