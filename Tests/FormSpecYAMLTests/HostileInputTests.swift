import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// Nothing a file contains may crash or hang the parser, and every problem is located inside
/// the file.
@Suite struct HostileInputTests {
    static let validSpec = """
        formspec: 1
        id: sign-up
        title: "Inscription — été"
        base: &base {enabled: true, x-owner: design}
        controls:
          - type: checkbox
            id: terms
            label: J'accepte
            <<: *base
            threeState: true
            images: {on: on-image, off: off-image, rendering: original}
          - type: calendar
            id: booking
            label: 予約
            dates: [2026-03-01, {date: 2026-03-08, selected: true}]
            colors:
              tint: "#FF8800"
        """

    private func expectLocated(_ bytes: [UInt8], _ context: String) {
        let result = YAMLParser.parse(bytes)
        for problem in result.problems {
            #expect(problem.range.start.line >= 1 && problem.range.start.column >= 1, "\(context)")
            #expect(
                problem.range.start.offset <= bytes.count && problem.range.end.offset <= bytes.count + 1, "\(context)")
            #expect(!problem.message.isEmpty)
        }
    }

    @Test func randomBytes() {
        var random = SeededGenerator(seed: 2026)
        for round in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...200, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            expectLocated(bytes, "round \(round)")
        }
    }

    @Test func randomYAMLPunctuation() {
        let alphabet = Array("-?:,[]{}#&*!|>'\"%@` \n\t\r\\<<abc01é".utf8)
        var random = SeededGenerator(seed: 7)
        for round in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...120, using: &random)).map { _ in alphabet.randomElement(using: &random)!
            }
            expectLocated(bytes, "round \(round)")
        }
    }

    @Test func everyTruncationOfAValidSpec() {
        let bytes = Array(Self.validSpec.utf8)
        #expect(YAMLParser.parse(bytes).problems.isEmpty)
        for length in 0...bytes.count {
            expectLocated(Array(bytes[..<length]), "truncated at \(length)")
        }
    }

    @Test func byteMutationsOfAValidSpec() {
        let original = Array(Self.validSpec.utf8)
        var random = SeededGenerator(seed: 99)
        for round in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            expectLocated(bytes, "round \(round)")
        }
    }

    @Test func plainScalarRangesCoverExactlyTheirText() throws {
        var random = SeededGenerator(seed: 42)
        let words = ["a", "clé", "日本語", "x_y", "🎉ok", "Zürich", "k-1"]
        for _ in 0..<200 {
            var yaml = ""
            for index in 0..<Int.random(in: 1...8, using: &random) {
                let key = words.randomElement(using: &random)! + "\(index)"
                let value = (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random)!
                }.joined(separator: " ")
                yaml += "\(key): \(value)\(Bool.random(using: &random) ? "\r\n" : "\n")"
            }
            let bytes = Array(yaml.utf8)
            let result = YAMLParser.parse(bytes)
            let pairs = try #require(result.root?.mapping)
            for node in pairs.flatMap({ [$0.key, $0.value] }) {
                let text = try #require(node.scalar?.text)
                #expect(Array(bytes[node.range.start.offset..<node.range.end.offset]) == Array(text.utf8))
                #expect(node.range.end.column - node.range.start.column == text.unicodeScalars.count)
            }
        }
    }

    @Test func deepFlowNestingStopsAtTheLimit() {
        let bytes = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(YAMLParser.parse(bytes).problems.map(\.kind) == [.depthLimit])
    }

    @Test func manyKeysAndALongLineParseWhole() {
        let keys = (0..<100_000).map { "k\($0): \($0)\n" }.joined()
        let result = YAMLParser.parse(Array(keys.utf8))
        #expect(result.problems.isEmpty)
        #expect(result.root?.mapping?.count == 100_000)
        let long = YAMLParser.parse(Array(("k: " + String(repeating: "x", count: 1 << 20) + "\n").utf8))
        #expect(long.root?.mapping?.first?.value.scalar?.text.utf8.count == 1 << 20)
    }

    @Test func quadraticAliasBombIsBounded() {
        var yaml = "a: &a [" + Array(repeating: "x", count: 1_000).joined(separator: ", ") + "]\nb: ["
        yaml += Array(repeating: "*a", count: 1_000).joined(separator: ", ") + "]\n"
        #expect(YAMLParser.parse(Array(yaml.utf8)).problems.map(\.kind) == [.aliasLimit])
    }
}
