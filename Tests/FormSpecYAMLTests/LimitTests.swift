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
        let yaml =
            "a: &a " + nested(40) + "b: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30)
            + "\n"
        #expect(YAMLParser.parse(Array(yaml.utf8)).problems.map(\.kind) == [.depthLimit])
    }

    @Test func billionLaughsStopsAtTheExpansionLimit() {
        var yaml = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            yaml +=
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        let result = YAMLParser.parse(Array(yaml.utf8))
        #expect(result.problems.map(\.kind) == [.aliasLimit])
        #expect(result.root == nil)
    }

    @Test func expansionJustUnderTheLimitIsFine() {
        var limits = YAMLLimits(maxDepth: 64, maxAliasExpansion: 10)
        limits.bytesPerAliasNode = .max
        let fits = YAMLParser.parse(Array("a: &a [1, 2, 3, 4]\nb: *a\nc: *a\n".utf8), limits: limits)
        #expect(fits.problems.isEmpty)
        let over = YAMLParser.parse(Array("a: &a [1, 2, 3, 4]\nb: *a\nc: *a\nd: *a\n".utf8), limits: limits)
        #expect(over.problems.map(\.kind) == [.aliasLimit])
    }

    /// A large file that merges a shared mapping into each of its 20,000 items copies 140,000
    /// nodes: more than a small file may (100,000), within what one of 660 KB may (265,009).
    @Test func aLargeFileMergingASharedMappingIntoEachItemIsAccepted() {
        let yaml =
            "base: &base {a: 1, b: 2, c: 3}\nitems:\n"
            + (0..<20_000).map { "  - {<<: *base, id: item-\(100_000 + $0)}\n" }.joined()
        let limits = YAMLLimits()
        #expect(limits.maxAliasNodes(forFileOf: yaml.utf8.count) == 100_000 + yaml.utf8.count / 4)
        let result = YAMLParser.parse(Array(yaml.utf8))
        #expect(result.problems.isEmpty)
        #expect(result.root?.mapping?.last?.value.sequence?.count == 20_000)
    }

    /// One long anchored string aliased thousands of times: few nodes, but each copies the whole
    /// string. What aliases copy is bounded by bytes too, at the alias that crosses the limit.
    @Test func aliasesOfALongStringStopAtTheByteLimit() throws {
        func yaml(copies: Int) -> [UInt8] {
            Array(("big: &big \"" + String(repeating: "x", count: 100_000) + "\"\ncopies:\n").utf8)
                + Array(repeating: Array("  - *big\n".utf8), count: copies).joined()
        }
        let limits = YAMLLimits()
        #expect(limits.maxAliasBytes(forFileOf: 100_000) == (1 << 20) + 400_000)
        let fits = YAMLParser.parse(yaml(copies: 14))
        #expect(fits.problems.isEmpty)
        let bomb = yaml(copies: 5_000)
        let over = YAMLParser.parse(bomb)
        let problem = try #require(over.problems.first)
        #expect(over.problems.map(\.kind) == [.aliasLimit])
        #expect(over.root == nil)
        // 1 MiB and 4 bytes for each of the file's 145,020: sixteen copies of 100,000 bytes fit, the 17th crosses it.
        #expect(problem.range.start.line == 3 + 16)
        #expect(
            problem.message
                == "aliases copy more than \(limits.maxAliasBytes(forFileOf: bomb.count)) bytes of text in this file (1048576 and 4 per byte of the file); use fewer or shorter aliased values"
        )
    }

    /// Keys count as text, and merge keys are aliases: a mapping merged into many others copies
    /// its keys and values each time.
    @Test func mergedMappingsCountTheirKeysAndValues() {
        var limits = YAMLLimits()
        limits.aliasBytesAllowance = 20
        limits.aliasBytesPerByte = 0
        // `&a {key: value}` is 8 bytes of text: two merges fit in 20, the third does not.
        let base = "a: &a {key: value}\n"
        let fits = YAMLParser.parse(Array((base + "b: {<<: *a}\nc: {<<: *a}\n").utf8), limits: limits)
        #expect(fits.problems.isEmpty)
        let over = YAMLParser.parse(Array((base + "b: {<<: *a}\nc: {<<: *a}\nd: {<<: *a}\n").utf8), limits: limits)
        #expect(over.problems.map(\.kind) == [.aliasLimit])
        #expect(over.problems.first?.range.start.line == 4)
    }
}

/// `maxProblems`: a parse holds the first problems by place and counts the others, so that a flood
/// of mistakes takes no more memory than a few.
@Suite struct ProblemLimitTests {
    /// `a: 0` followed by `repeats` more `a` keys, one a line: a duplicate key on each line after the first.
    private func repeatedKeys(_ repeats: Int) -> [UInt8] {
        Array((0...repeats).map { "a: \($0)\n" }.joined().utf8)
    }

    @Test func withoutALimitEveryProblemIsKept() {
        let result = YAMLParser.parse(repeatedKeys(50))
        #expect(result.problems.count == 50)
        #expect(result.problemsLeftOut.total == 0)
        #expect(result.problemsLeftOut.firstPlace == nil)
    }

    @Test func problemsBeyondTheLimitAreCountedNotKept() {
        let result = YAMLParser.parse(repeatedKeys(50), limits: YAMLLimits(maxProblems: 10))
        #expect(result.problems.map(\.kind) == Array(repeating: .duplicateKey, count: 10))
        #expect(result.problems.map(\.range.start.line) == Array(2...11), "the first ones, in the order found")
        #expect(result.problems.allSatisfy { $0.notes.count == 1 })
        #expect(result.problemsLeftOut.counts == [.duplicateKey: 40])
        #expect(result.problemsLeftOut.total == 40)
        #expect(result.problemsLeftOut.firstPlace.map { [$0.line, $0.column] } == [12, 1])
        #expect(result.root != nil, "the tree is whole")
    }

    @Test func theFirstByPlaceAreKeptWhateverTheOrderFound() {
        // The inner mapping's duplicates are found when it ends, before the outer mapping's.
        let yaml = "a: 1\na: 2\nx:\n  b: 1\n  b: 2\n  b: 3\n"
        let found = YAMLParser.parse(Array(yaml.utf8))
        #expect(found.problems.map(\.range.start.line) == [5, 6, 2])
        let kept = YAMLParser.parse(Array(yaml.utf8), limits: YAMLLimits(maxProblems: 1))
        #expect(kept.problems.map(\.range.start.line) == [2])
        #expect(kept.problemsLeftOut.total == 2)
        #expect(kept.problemsLeftOut.firstPlace?.line == 5)
    }

    @Test func everyProblemAtThePlaceOfTheLastKeptIsKept() {
        // Two problems at 2:1 (the tag, and the key it repeats): which of them comes first is the
        // user's to say, so both are kept.
        let yaml = "a: 1\n!custom a: 2\nb: 1\nb: 2\n"
        let result = YAMLParser.parse(Array(yaml.utf8), limits: YAMLLimits(maxProblems: 1))
        #expect(result.problems.map(\.kind) == [.unsupportedTag, .duplicateKey])
        #expect(result.problems.allSatisfy { $0.range.start.line == 2 && $0.range.start.column == 1 })
        #expect(result.problemsLeftOut.counts == [.duplicateKey: 1])
        #expect(result.problemsLeftOut.firstPlace?.line == 4)
    }

    @Test func aLimitOfZeroKeepsNone() {
        let result = YAMLParser.parse(repeatedKeys(3), limits: YAMLLimits(maxProblems: 0))
        #expect(result.problems.isEmpty)
        #expect(result.problemsLeftOut.total == 3)
    }

    @Test func aProblemThatStopsTheParseIsCountedToo() {
        let keys = (0...5).map { "  a: \($0)\n" }.joined()
        let yaml = "x:\n" + keys + "y: \"open\n"
        let result = YAMLParser.parse(Array(yaml.utf8), limits: YAMLLimits(maxProblems: 2))
        #expect(result.problems.map(\.range.start.line) == [3, 4])
        #expect(result.problemsLeftOut.counts == [.duplicateKey: 3, .syntax: 1])
    }
}
