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

    @Test(arguments: [
        ("1", "01"), ("1", "0x1"), ("a", "'a'"), ("null", "~"), ("true", "True"), ("1.0", "1.00"), ("[1, 2]", "[1, 2]"),
    ])
    func keysAreComparedByResolvedValue(first: String, second: String) {
        let result = YAMLParser.parse(Array("? \(first)\n: x\n? \(second)\n: y\n".utf8))
        #expect(result.problems.map(\.kind) == [.duplicateKey])
    }

    @Test(arguments: [("1", "'1'"), ("true", "'true'"), ("a", "A")])
    func differentValuesAreDifferentKeys(first: String, second: String) {
        let result = YAMLParser.parse(Array("\(first): x\n\(second): y\n".utf8))
        #expect(result.problems.isEmpty)
    }

    /// `count` keys `k1` … that differ from every other key, a line each, so that a mapping holds
    /// more keys than the few it compares one by one.
    private func otherKeys(_ count: Int) -> String {
        (0..<count).map { "k\($0): \($0)\n" }.joined()
    }

    /// The keys of a mapping's pairs, as their UTF-8 bytes (`String`'s `==` would call "é" and
    /// "e" + U+0301 equal).
    private func keyBytes(_ node: Node?) -> [[UInt8]] {
        (node?.mapping ?? []).map { Array(($0.key.scalar?.text ?? "?").utf8) }
    }

    /// YAML compares keys by their characters (code points), not by canonical equivalence: a
    /// double-quoted key spells its code points with escapes, a plain key holds them as UTF-8.
    @Test(
        arguments: [
            ("\"x-caf\\u00E9\"", "\"x-cafe\\u0301\""), ("\"\\u00C5\"", "\"\\u212B\""),
            ("x-caf\u{E9}", "x-cafe\u{301}"), ("\u{C5}", "\u{212B}"), ("\u{212A}", "K"),
            ("[caf\u{E9}]", "[cafe\u{301}]"), ("{\"\\u00C5\": 1}", "{\"\\u212B\": 1}"),
        ], [0, 20])
    func keysThatDifferOnlyInNormalizationAreTwoKeys(keys: (first: String, second: String), others: Int) throws {
        let (first, second) = keys
        let result = YAMLParser.parse(Array((otherKeys(others) + "? \(first)\n: x\n? \(second)\n: y\n").utf8))
        #expect(result.problems.isEmpty, "\(result.problems.map(\.message))")
        #expect(result.root?.mapping?.count == others + 2)
    }

    @Test(
        arguments: [
            ("\"x-caf\\u00E9\"", "x-caf\u{E9}"), ("\"x-cafe\\u0301\"", "'x-cafe\u{301}'"), ("\"\\u212B\"", "\u{212B}"),
            ("[\"caf\\u00E9\"]", "[caf\u{E9}]"),
        ], [0, 20])
    func keysWithTheSameCodePointsAreDuplicates(keys: (first: String, second: String), others: Int) throws {
        let (first, second) = keys
        let result = YAMLParser.parse(Array((otherKeys(others) + "? \(first)\n: x\n? \(second)\n: y\n").utf8))
        #expect(result.problems.map(\.kind) == [.duplicateKey])
        #expect(result.root?.mapping?.count == others + 1)
    }

    @Test(arguments: [0, 20])
    func aMergedKeyThatDiffersOnlyInNormalizationIsKept(others: Int) throws {
        let indented = otherKeys(others).split(separator: "\n").map { "  \($0)\n" }.joined()
        let yaml =
            "base: &b {\"caf\\u00E9\": merged, \"\\u212B\": merged}\nm:\n\(indented)  <<: *b\n  \"cafe\\u0301\": written\n  \u{C5}: written\n"
        let result = YAMLParser.parse(Array(yaml.utf8))
        #expect(result.problems.isEmpty)
        #expect(
            keyBytes(result.root?.mapping?[1].value).suffix(4)
                == ["caf\u{E9}", "\u{212B}", "cafe\u{301}", "\u{C5}"].map { Array($0.utf8) })
    }

    @Test func aMergedKeyWithTheSameCodePointsAsAnExplicitOneIsLeftOut() throws {
        let yaml = "base: &b {\"caf\\u00E9\": merged}\nm:\n  <<: *b\n  caf\u{E9}: written\n"
        let result = YAMLParser.parse(Array(yaml.utf8))
        #expect(result.problems.isEmpty)
        #expect(result.root?.mapping?[1].value.mapping?.map(\.value.scalar?.text) == ["written"])
    }

    @Test func aDuplicateCollectionKeyIsNamedByItsFlowText() throws {
        let source = MarkedSource("{ 1️⃣&a [a, b]: 1, 2️⃣*a3️⃣ : 2 }\n")
        let result = YAMLParser.parse(source.bytes)
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.kind == .duplicateKey)
        #expect(problem.message == "this key ([a, b]) appears twice in this mapping; keep one of them")
        #expect(problem.range == source.range(2, 3))
        #expect(problem.notes.map(\.message) == ["[a, b] is first given here"])
        #expect(problem.notes.first?.range.start == source.location(1))
    }

    @Test func aLongCollectionKeyIsCutShortInTheMessage() throws {
        let items = (1...30).map { "item\($0)" }.joined(separator: ", ")
        let result = YAMLParser.parse(Array("? [\(items)]\n: 1\n? [\(items)]\n: 2\n".utf8))
        let problem = try #require(result.problems.first)
        #expect(
            problem.message
                == "this key ([item1, item2, item3, item4, item5, item…) appears twice in this mapping; keep one of them"
        )
        #expect(problem.notes.map(\.message) == ["[item1, item2, item3, item4, item5, item… is first given here"])
    }

    /// A key that is not a string is named as written, with the value that makes two spellings one key.
    @Test(arguments: [
        ("1", "1", "the key '1' appears twice in this mapping; keep one of them", "'1' is first given here"),
        (
            "1", "01",
            "the key '01' appears twice in this mapping ('1' and '01' are both the integer 1); keep one of them",
            "'1' is first given here"
        ),
        (
            "true", "True",
            "the key 'True' appears twice in this mapping ('true' and 'True' are both the boolean true); keep one of them",
            "'true' is first given here"
        ),
        (
            "null", "~", "the key '~' appears twice in this mapping ('null' and '~' are both null); keep one of them",
            "'null' is first given here"
        ),
        (
            "", "~", "the key '~' appears twice in this mapping (an empty key and '~' are both null); keep one of them",
            "the empty key is first given here"
        ),
        ("", "", "the empty key appears twice in this mapping; keep one of them", "the empty key is first given here"),
        (
            "1.5", "15e-1",
            "the key '15e-1' appears twice in this mapping ('1.5' and '15e-1' are both the number 1.5); keep one of them",
            "'1.5' is first given here"
        ),
        (
            ".inf", ".Inf",
            "the key '.Inf' appears twice in this mapping ('.inf' and '.Inf' are both infinity); keep one of them",
            "'.inf' is first given here"
        ),
        ("&k id", "*k", "the key 'id' appears twice in this mapping; keep one of them", "'id' is first given here"),
    ])
    func aDuplicateScalarKeyIsNamedAsWritten(first: String, second: String, message: String, note: String) throws {
        let result = YAMLParser.parse(Array("? \(first)\n: x\n? \(second)\n: y\n".utf8))
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.message == message)
        #expect(problem.notes.map(\.message) == [note])
    }

    @Test func duplicatesInNestedAndFlowMappings() {
        let result = YAMLParser.parse(Array("outer:\n  inner: {k: 1, k: 2}\n  inner: 3\n".utf8))
        #expect(result.problems.count == 2)
    }
}
