import FormSpec
import FormSpecTestSupport
import Foundation
import Stencil
import Testing

@testable import FormSpecTemplates

/// Stencil reads each template as ``LexedText`` gives it (its lines without tags as one `x`):
/// the tokens are the ones Stencil makes of the whole text, and reading a long template costs
/// about as much as its size, not its square.
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
        let lexed = LexedText(text)
        let tokens = lexed.restoringText(Self.stencilTokens(lexed.stencilText))
        let expected = Self.stencilTokens(text)
        #expect(tokens.count == expected.count)
        for (token, original) in zip(tokens, expected) {
            #expect(token.kind == original.kind)
            #expect(token.contents == original.contents)
            #expect(token.whitespace == original.whitespace)
            // A text token's place is not read (a diagnostic is about a tag); a tag's is where it is.
            if token.kind != .text { #expect(token.sourceMap == original.sourceMap, "\(original.contents)") }
        }
    }

    /// A template of thousands of different lines and no tag is given to Stencil as a line of
    /// `x` each: what its lexer searches no longer grows with the text.
    @Test func aLongTemplateWithoutTagsIsGivenAsOneXALine() {
        let text = (0..<10_000).map { "line \($0) of text, each different\n" }.joined()
        let lexed = LexedText(text)
        #expect(lexed.stencilText == String(repeating: "x\n", count: 10_000))
        #expect(lexed.restoringText(Self.stencilTokens(lexed.stencilText)).map(\.contents) == [text])
    }
}
