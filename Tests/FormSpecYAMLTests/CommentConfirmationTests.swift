import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// The parse confirms the text's candidate comments (`YAMLParser.parse(…confirming:…)`) so that the
/// compiler need not scan a file a second time for its suppression comments: whenever it confirms
/// them, they are exactly the comments the plain path (`MarkedComments.find`, libyaml's scanner)
/// finds; and it does confirm them in the ordinary file.
@Suite struct CommentConfirmationTests {
    static let marker = "formspec:"
    static let pieces = [
        "# formspec:disable-next-line a.b\n", " # formspec:disable x\n", "#formspec:enable x", "key: ", "- ", "? ",
        ": ", ",", "[", "]", "{", "}", "&a ", "*a", "!!str ", "!x ", "|\n", ">-\n", "'", "\"", "\\", " ", "  ", "\n",
        "\r\n", "\t", "a", "é", "0", "---\n", "...\n", "%YAML 1.2\n", "%TAG !e! tag:e.org,2000:\n",
    ]

    /// The parse's verdict on `text`, and whether the candidates are what the plain path finds.
    static func verdict(_ text: [UInt8]) -> (confirms: Bool, candidates: [MarkedComment], found: [MarkedComment]) {
        let candidates = MarkedComments.candidates(marker, in: text)
        let parsed = YAMLParser.parse(
            text, limits: YAMLLimits(), confirming: candidates.map(\.hashOffset), handingOverItemsOf: nil
        ) { _ in false }
        return (parsed.confirmsComments, candidates, MarkedComments.find(marker, in: text))
    }

    @Test func confirmedCommentsAreThoseTheScannerFinds() {
        var random = SeededGenerator(seed: 40)
        var confirmed = 0
        var refused = 0
        for round in 0..<4_000 {
            let text = Array(
                (0..<Int.random(in: 0...40, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
                    .joined().utf8)
            let verdict = Self.verdict(text)
            guard !verdict.candidates.isEmpty else { continue }
            if verdict.confirms {
                confirmed += 1
                #expect(verdict.candidates == verdict.found, "round \(round): \(String(decoding: text, as: UTF8.self))")
            } else {
                refused += 1
            }
        }
        // Both ways are taken: the test is not empty.
        #expect(confirmed > 50 && refused > 50, "confirmed \(confirmed), refused \(refused)")
    }

    @Test func commentsBetweenNodesAreConfirmed() {
        let text = """
            # formspec:disable-file a.b
            controls:
              # formspec:disable-next-line calendar.selected-disabled -- booked
              - {date: 2026-01-02, selected: true}   # formspec:disable x.y
              - key: value # formspec:enable x.y
            # formspec:disable-next-line z.z

            """
        let verdict = Self.verdict(Array(text.utf8))
        #expect(verdict.candidates.count == 5)
        #expect(verdict.confirms)
        #expect(verdict.candidates == verdict.found)
    }

    @Test(arguments: [
        "label: \"a # formspec:disable-next-line x.y\"\n",
        "label: 'a\n  # formspec:disable-next-line x.y'\n",
        "label: |\n  # formspec:disable-next-line x.y\n",
        "label: | # formspec:disable-next-line x.y\n  text\n",
        "label: &a # formspec:disable-next-line x.y\n  text\n",
        "label: !!str # formspec:disable-next-line x.y\n  text\n",
        "%YAML 1.2 # formspec:disable-next-line x.y\n---\nlabel: text\n",
        "label: [a # formspec:disable-next-line x.y\n",
        "a: 1\n---\n# formspec:disable-next-line x.y\nb: 2\n",
    ])
    func aCommentTheParseCannotTellApartIsLeftToTheScanner(_ text: String) {
        let verdict = Self.verdict(Array(text.utf8))
        #expect(verdict.candidates.count == 1)
        #expect(!verdict.confirms)
    }
}
