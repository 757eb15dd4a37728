import FormSpecTestSupport
import Testing
@testable import FormSpecYAML

@Suite struct AliasAndMergeTests {
    private func keysAndValues(_ node: Node?) -> [String] {
        (node?.mapping ?? []).map { "\($0.key.scalar?.text ?? "?")=\($0.value.scalar?.text ?? "…")" }
    }

    @Test func aliasesCopyTheAnchoredNodeAndRememberWhereTheyStand() throws {
        let source = MarkedSource("base: 1️⃣&b {x: 1}2️⃣\nuse: 3️⃣*b4️⃣\n")
        let result = YAMLParser.parse(source.bytes)
        let use = try #require(result.root?.mapping?[1].value)
        #expect(keysAndValues(use) == ["x=1"])
        #expect(use.range == source.range(1, 2))
        #expect(use.aliasRange == source.range(3, 4))
        #expect(use.usageRange == source.range(3, 4))
    }

    @Test func mergeKeyWithExplicitKeysWinning() throws {
        let result = YAMLParser.parse(Array("base: &b {x: 1, y: 2}\nm:\n  y: 3\n  <<: *b\n  z: 4\n".utf8))
        #expect(result.problems.isEmpty)
        #expect(keysAndValues(result.root?.mapping?[1].value) == ["y=3", "x=1", "z=4"])
    }

    @Test func mergeListWithEarlierMappingsWinning() throws {
        let yaml = "a: &a {x: a, y: a}\nb: &b {y: b, z: b}\nm:\n  <<: [*a, *b]\n  w: m\n"
        let result = YAMLParser.parse(Array(yaml.utf8))
        #expect(result.problems.isEmpty)
        #expect(keysAndValues(result.root?.mapping?[2].value) == ["x=a", "y=a", "z=b", "w=m"])
    }

    @Test func aQuotedMergeKeyIsAnOrdinaryKey() throws {
        let result = YAMLParser.parse(Array("a: &a {x: 1}\nm: {'<<': *a}\n".utf8))
        #expect(result.root?.mapping?[1].value.mapping?.first?.key.scalar?.text == "<<")
    }

    @Test func mergingAScalarIsReported() throws {
        let source = MarkedSource("s: &s text\nm:\n  <<: 1️⃣*s2️⃣\n  k: v\n")
        let result = YAMLParser.parse(source.bytes)
        #expect(result.problems.map(\.kind) == [.invalidMerge])
        #expect(result.problems.first?.range == source.range(1, 2))
        #expect(keysAndValues(result.root?.mapping?[1].value) == ["k=v"])
    }

    @Test func anAliasToAnUnknownAnchorStopsTheParse() {
        let source = MarkedSource("a: 1️⃣*missing2️⃣\n")
        let result = YAMLParser.parse(source.bytes)
        #expect(result.root == nil)
        #expect(result.problems.map(\.kind) == [.syntax])
        #expect(result.problems.first?.range == source.range(1, 2))
    }
}

@Suite struct DuplicateKeyTests {
    @Test func everyDuplicateIsReportedWithANoteAtTheFirst() throws {
        let source = MarkedSource("1️⃣a: 1\nb: 2\n2️⃣a: 3\n3️⃣a: 4\n")
        let result = YAMLParser.parse(source.bytes)
        #expect(result.problems.map(\.kind) == [.duplicateKey, .duplicateKey])
        #expect(result.problems.map(\.range.start) == [source.location(2), source.location(3)])
        #expect(result.problems.allSatisfy { $0.notes.first?.range.start == source.location(1) })
        #expect(result.root?.mapping?.count == 2, "the first occurrence is kept")
    }

    @Test(arguments: [("1", "01"), ("1", "0x1"), ("a", "'a'"), ("null", "~"), ("true", "True"), ("1.0", "1.00"), ("[1, 2]", "[1, 2]")])
    func keysAreComparedByResolvedValue(first: String, second: String) {
        let result = YAMLParser.parse(Array("? \(first)\n: x\n? \(second)\n: y\n".utf8))
        #expect(result.problems.map(\.kind) == [.duplicateKey])
    }

    @Test(arguments: [("1", "'1'"), ("true", "'true'"), ("a", "A")])
    func differentValuesAreDifferentKeys(first: String, second: String) {
        let result = YAMLParser.parse(Array("\(first): x\n\(second): y\n".utf8))
        #expect(result.problems.isEmpty)
    }

    @Test func duplicatesInNestedAndFlowMappings() {
        let result = YAMLParser.parse(Array("outer:\n  inner: {k: 1, k: 2}\n  inner: 3\n".utf8))
        #expect(result.problems.count == 2)
    }
}
