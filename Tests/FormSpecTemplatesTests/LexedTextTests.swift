import FormSpec
import FormSpecTestSupport
import Foundation
import Stencil
import Testing

@testable import FormSpecTemplates

/// Stencil reads each template as ``LexedText`` gives it (its lines without tags as one `x`, in
/// pieces): the tokens are the ones Stencil makes of the whole text, and reading a long template
/// costs about as much as its size, not its square.
@Suite struct LexedTextTests {
    /// Every template there is: the built-in ones, the sample, the goldens', the hostile ones,
    /// and texts of every kind of line break, multi-line tag and unclosed tag.
    static let templates: [String] = {
        let root = FormSpecTestSupport.packageDirectory
        let goldens = root.appendingPathComponent("Tests/FormSpecTemplatesTests/Goldens").path
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: goldens)) ?? []
        let files =
            folders.map { goldens + "/" + $0 + "/template.stencil" } + [
                root.appendingPathComponent("Samples/Templates/control-ids.stencil").path
            ]
        return BuiltInTemplate.allCases.map(\.text)
            + files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            + HostileTemplateTests.templates + [
                "", "plain", "line\r\nother\rthird\u{2028}fourth\u{85}fifth\n",
                "a {{ x }} b\n\nc\n{% if y %}\nd{# note\n  across #}e\n{% endif %}\n",
                "{% for c in form.controls\n   %}\n{{ c.id }}\n{% endfor %}", "{{{ x }}}", "{%}", "{ { {% x %",
                "x\n{{ x }}\nx\n{{ x }}\n", "é\n{{ é }}\né", "{{ a }}x\nx{{ a }}\n",
                // Pieces: tags, text and a tag across the lines where one ends.
                (0..<900).map { "{{ form.id }} line \($0)\r\n" + ($0 % 7 == 0 ? "{% if x\n%}\n" : "") }.joined()
                    + "{% endif %}",
                (0..<450).map { "text \($0)\n{% for c in form.controls %}{{ c.id }}\n{% endfor %}\n" }.joined(),
            ]
    }()

    /// What Stencil makes of `text` by itself.
    private static func stencilTokens(_ text: String) -> [Token] {
        Template(templateString: text, environment: Environment(), name: "t.stencil").tokens
    }

    @Test func thereAreTemplates() {
        #expect(Self.templates.count >= 60)
    }

    @Test(arguments: templates)
    func theTokensAreStencilsOwn(_ text: String) {
        let tokens = LexedText(text).tokens(environment: Environment(), name: "t.stencil")
        let expected = Self.stencilTokens(text)
        #expect(tokens.count == expected.count)
        for (token, original) in zip(tokens, expected) {
            #expect(token.kind == original.kind)
            #expect(token.contents == original.contents)
            #expect(token.whitespace == original.whitespace)
            // A text token's place is not read (a diagnostic is about a tag); a tag's is where it
            // is, but for a tag whose line's text stands earlier: Stencil places it there.
            if token.kind != .text, !Self.hasAnEarlierTwin(original, in: text) {
                #expect(token.sourceMap == original.sourceMap, "\(original.contents)")
            }
        }
    }

    /// Whether Stencil placed `token` by a line whose text stands more than once in `text`: it
    /// finds each line by its text, so it gives such a tag the first of them, or no place at all
    /// (line 0) when the tag is on a later one.
    private static func hasAnEarlierTwin(_ token: Token, in text: String) -> Bool {
        let location = token.sourceMap.location
        guard location.lineNumber > 0 else { return true }
        return text.components(separatedBy: .newlines).count(where: { $0 == location.content }) > 1
    }

    /// A template of thousands of different lines and no tag is given to Stencil as a line of
    /// `x` each: what its lexer searches no longer grows with the text.
    @Test func aLongTemplateWithoutTagsIsGivenAsOneXALine() {
        let text = (0..<10_000).map { "line \($0) of text, each different\n" }.joined()
        let lexed = LexedText(text)
        #expect(lexed.stencilText == String(repeating: "x\n", count: 10_000))
        #expect(lexed.tokens(environment: Environment(), name: "t.stencil").map(\.contents) == [text])
    }

    /// A template of thousands of tags on different lines is read in pieces: each tag is on its
    /// own line, as in the whole text.
    @Test func theTagsOfALongTemplateKeepTheirLines() {
        let text = (0..<5_500).map { "{{ form.id }} line \($0)\n" }.joined()
        let tokens = LexedText(text).tokens(environment: Environment(), name: "t.stencil")
        let variables = tokens.filter { $0.kind == .variable }
        #expect(variables.count == 5_500)
        #expect(variables.map(\.sourceMap.location.lineNumber) == (1...5_500).map(UInt.init))
        #expect(tokens.filter { $0.kind == .text }.map(\.contents) == (0..<5_500).map { " line \($0)\n" })
    }
}
