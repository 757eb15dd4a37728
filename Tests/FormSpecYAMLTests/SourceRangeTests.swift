import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// Every node keeps its exact range: start and end line, column (in Unicode scalars) and byte offset.
@Suite struct SourceRangeTests {
    private func root(_ source: MarkedSource) throws -> Node {
        let result = YAMLParser.parse(source.bytes)
        #expect(result.problems.isEmpty, "\(result.problems.map(\.message))")
        return try #require(result.root)
    }

    @Test func scalarsKeysAndContainers() throws {
        let source = MarkedSource("1️⃣2️⃣name3️⃣: 4️⃣value5️⃣\n6️⃣list7️⃣:\n  8️⃣- 9️⃣a\n  - b\n")
        let pairs = try #require(try root(source).mapping)
        #expect(pairs[0].key.range == source.range(2, 3))
        #expect(pairs[0].value.range == source.range(4, 5))
        #expect(pairs[1].key.range == source.range(6, 7))
        let list = pairs[1].value
        #expect(list.range.start == source.location(8))
        #expect(list.range.end == SourceLocation(line: 4, column: 6, offset: source.text.utf8.count - 1))
        #expect(list.sequence?.first?.range.start == source.location(9))
        #expect(try root(source).range.start == source.location(1))
    }

    @Test func columnsCountUnicodeScalarsAndOffsetsCountBytes() throws {
        let source = MarkedSource("é日本: 1️⃣valeur ü2️⃣\n3️⃣clé: 4️⃣\"🎉\"5️⃣\n")
        let pairs = try #require(try root(source).mapping)
        #expect(pairs[0].value.range == source.range(1, 2))
        #expect(pairs[0].value.range.start.column == 6)
        #expect(pairs[0].value.range.start.offset == 10)
        #expect(pairs[1].key.range.start == source.location(3))
        #expect(pairs[1].value.range == source.range(4, 5))
        #expect(pairs[1].value.scalar?.text == "🎉")
    }

    @Test func crlfLineEnds() throws {
        let source = MarkedSource("a: 1\r\n1️⃣b: 2️⃣two3️⃣\r\n")
        let pairs = try #require(try root(source).mapping)
        #expect(pairs[1].key.range.start == source.location(1))
        #expect(pairs[1].value.range == source.range(2, 3))
        #expect(source.location(2).line == 2)
    }

    @Test func byteOrderMarkIsSkippedButCountedInOffsets() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)
        let result = YAMLParser.parse(bytes)
        let key = try #require(result.root?.mapping?.first?.key)
        #expect(key.range.start == SourceLocation(line: 1, column: 1, offset: 3))
    }

    @Test func flowCollectionsEndAfterTheirClosingBracket() throws {
        let source = MarkedSource("k: 1️⃣{a: [1, 2], b: 3}2️⃣\n")
        let value = try #require(try root(source).mapping?.first?.value)
        #expect(value.range == source.range(1, 2))
        #expect(value.isFlow)
    }

    @Test func blockScalarsKeepTheirStyle() throws {
        let node = try root(
            MarkedSource("a: |\n  one\n  two\nb: >\n  folded\n  text\nc: 'single'\nd: \"double\"\ne: plain\n"))
        let styles = node.mapping?.map { $0.value.scalar?.style }
        #expect(styles == [.literal, .folded, .singleQuoted, .doubleQuoted, .plain])
        #expect(node.mapping?.first?.value.scalar?.text == "one\ntwo\n")
        #expect(node.mapping?[1].value.scalar?.text == "folded text\n")
    }
}
