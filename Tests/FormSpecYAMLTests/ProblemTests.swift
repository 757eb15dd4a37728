import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// Encoding, syntax, tag and document problems: each located, in plain words.
@Suite struct ProblemTests {
    private func only(_ source: MarkedSource) throws -> YAMLProblem {
        let problems = YAMLParser.parse(source.bytes).problems
        #expect(problems.count == 1, "\(problems.map(\.message))")
        return try #require(problems.first)
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
        let bytes = Array("a: é\nb: x".utf8) + [0xFF] + Array("\n".utf8)
        let problems = YAMLParser.parse(bytes).problems
        #expect(problems.map(\.kind) == [.invalidEncoding])
        #expect(problems.first?.range.start == SourceLocation(line: 2, column: 5, offset: 10))
        #expect(problems.first?.message.contains("UTF-8") == true)
    }

    @Test(arguments: [[0xC3] as [UInt8], [0xE2, 0x82], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]])
    func malformedSequences(sequence: [UInt8]) {
        let problems = YAMLParser.parse(Array("k: ".utf8) + sequence + Array(" v\n".utf8)).problems
        #expect(problems.map(\.kind) == [.invalidEncoding])
        #expect(problems.first?.range.start.column == 4)
    }

    @Test func nulByte() {
        let problems = YAMLParser.parse(Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8)).problems
        #expect(problems.map(\.kind) == [.invalidEncoding])
        #expect(problems.first?.range.start == SourceLocation(line: 2, column: 5, offset: 9))
        #expect(problems.first?.message.contains("NUL") == true)
    }

    @Test func controlCharacterAndByteOrderMarkInTheMiddle() {
        #expect(YAMLParser.parse(Array("a: \u{1}\n".utf8)).problems.map(\.kind) == [.invalidEncoding])
        let bom = YAMLParser.parse(Array("a: 1\nb: \u{FEFF}x\n".utf8)).problems
        #expect(bom.map(\.kind) == [.invalidEncoding])
        #expect(bom.first?.range.start.line == 2)
    }

    @Test func tabIndentation() throws {
        let problem = try only(MarkedSource("a:\n1️⃣\tb: 1\n"))
        #expect(problem.kind == .syntax)
        #expect(problem.range.start == MarkedSource("a:\n1️⃣\tb: 1\n").location(1))
        #expect(problem.message.contains("tab"))
        #expect(problem.message.contains("spaces"))
    }

    @Test func unterminatedQuoteNotesWhereTheStringStarts() throws {
        let source = MarkedSource("a: 1️⃣\"open\nb: 2\n2️⃣")
        let problem = try only(source)
        #expect(problem.kind == .syntax)
        #expect(problem.range.start == source.location(2))
        #expect(problem.notes.map(\.range.start) == [source.location(1)])
        #expect(problem.message.contains("never closed"))
    }

    @Test func libyamlContextBecomesANote() throws {
        let source = MarkedSource("k: 1️⃣[1, 2\n2️⃣")
        let problem = try only(source)
        #expect(problem.range.start == source.location(2))
        #expect(problem.notes.first?.range.start == source.location(1))
    }

    /// Found by the fuzzer: at the end of a file whose last line has no line break, libyaml puts
    /// the problem on the next line, which the file does not have (`4:8` was reported as `5:1`).
    @Test(arguments: [
        "a: 1\nb:\n  c: 2\n  d:yes", "k: [1, 2", "a: \"open", "\u{FEFF}a: [é", "a: 1\r\nb: {c", "a: 1\u{2028}b: [c",
    ])
    func aProblemAtTheEndOfAFileWithoutAFinalLineBreakIsAtTheEndOfItsLastLine(text: String) throws {
        let bytes = Array(text.utf8)
        let problems = YAMLParser.parse(bytes).problems
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.kind == .syntax)
        let lines = SourceLines(bytes)
        #expect(problem.range == SourceRange(at: lines.location(ofByteOffset: bytes.count)))
        #expect(problem.range.start.line == lines.count)
    }

    @Test func aSecondDocumentIsReportedAndTheFirstKept() throws {
        let source = MarkedSource("a: 1\n1️⃣---\nb: 2\n")
        let result = YAMLParser.parse(source.bytes)
        #expect(result.problems.map(\.kind) == [.multipleDocuments])
        #expect(result.problems.first?.range.start == source.location(1))
        #expect(result.root?.mapping?.count == 1)
    }

    /// A file stops at its syntax error: even one after the document's last node leaves no root,
    /// so nothing of the file is decoded.
    @Test(arguments: ["a: 1\n...\n1️⃣]\n", "a: 1\n...\n1️⃣b: 2\n", "[a, b] 1️⃣]\n", "{a: 1}\n1️⃣b: 2\n"])
    func aSyntaxErrorAfterTheDocumentLeavesNoRoot(text: String) throws {
        let source = MarkedSource(text)
        let result = YAMLParser.parse(source.bytes)
        #expect(result.problems.map(\.kind) == [.syntax])
        #expect(result.problems.first?.range.start == source.location(1))
        #expect(result.root == nil)
    }

    @Test func documentMarkersAroundOneDocumentAreFine() {
        #expect(YAMLParser.parse(Array("---\na: 1\n...\n".utf8)).problems.isEmpty)
    }

    @Test(arguments: ["!!binary aGk=", "!custom x", "!!set {a: null}", "!<tag:example.com,2000:x> y"])
    func unsupportedTags(value: String) throws {
        let problem = try only(MarkedSource("k: 1️⃣\(value)\n"))
        #expect(problem.kind == .unsupportedTag)
        #expect(problem.range.start.column == 4)
    }

    @Test func coreTagsAreAccepted() {
        let result = YAMLParser.parse(Array("a: !!str 1\nb: !!int '2'\nc: !!map {x: 1}\nd: !!seq [1]\ne: ! 3\n".utf8))
        #expect(result.problems.isEmpty)
        #expect(result.root?.mapping?[1].value.scalar?.resolved == .int(2))
    }

    @Test func aTagOnTheWrongKindOfNode() throws {
        #expect(try only(MarkedSource("a: !!map x\n")).kind == .unsupportedTag)
        #expect(try only(MarkedSource("a: !!int [1]\n")).kind == .unsupportedTag)
    }

    @Test func aValueThatDoesNotFitItsTag() throws {
        let problem = try only(MarkedSource("a: !!int abc\n"))
        #expect(problem.kind == .tagMismatch)
    }

    @Test func emptyAndCommentOnlyFilesHaveNoRoot() {
        #expect(YAMLParser.parse([]).root == nil)
        #expect(YAMLParser.parse(Array("# nothing\n".utf8)).root == nil)
        #expect(YAMLParser.parse(Array("# nothing\n".utf8)).problems.isEmpty)
    }
}
