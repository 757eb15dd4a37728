import FormSpecYAML
import Foundation
import Testing

@testable import FormSpec

/// Control characters and bidirectional controls in a spec's text reach no output as they are:
/// every output people read shows them escaped (the golden `hidden-characters` shows how), and
/// the JSON keeps their values.
@Suite struct HiddenCharacterTests {
    static func compiled() throws -> (source: SourceFile, compilation: Compilation) {
        let source = try CompileGoldenTests.source("hidden-characters")
        return (source, Compiler(checksSwiftNames: true).compile(source))
    }

    /// The raw scalars of `text` that a reader would not see: every ``ControlCharacters`` but the
    /// line feed, and U+2028 and U+2029.
    private func hidden(in text: String) -> [String] {
        text.unicodeScalars.filter {
            $0 != "\n" && (ControlCharacters.contains($0) || $0 == "\u{2028}" || $0 == "\u{2029}")
        }
        .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test func noOutputHoldsThemAsTheyAre() throws {
        let (source, compilation) = try Self.compiled()
        let form = try #require(compilation.form)
        let outputs = [
            "json": form.json(), "preview": form.preview(), "ascii preview": form.preview(ascii: true),
            "swift": form.swift(spec: source.name),
            "html": try #require(compilation.previewDraft).html(spec: source.name),
        ]
        for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
            #expect(hidden(in: text).isEmpty, "\(name): \(hidden(in: text))")
        }
        // The spec does hold them: each output escaped something.
        #expect(form.title == "Pay \u{202E}ecnalab\u{202C} now")
        #expect(form.controls[0].label == "I accept\u{7F} the terms")
    }

    @Test func eachOutputShowsThemItsWay() throws {
        let (source, compilation) = try Self.compiled()
        let form = try #require(compilation.form)
        #expect(form.json().contains(#""title": "Pay \u202eecnalab\u202c now""#))
        #expect(form.swift(spec: source.name).contains(#"title: "Pay \u{202E}ecnalab\u{202C} now""#))
        #expect(form.swift(spec: source.name).contains(#"label: "I accept\u{7F} the terms""#))
        #expect(form.preview().contains(#"title: Pay \u{202E}ecnalab\u{202C} now"#))
        let page = try #require(compilation.previewDraft).html(spec: source.name)
        #expect(page.contains(#"<title>Pay \u{202E}ecnalab\u{202C} now — FormSpec preview</title>"#))
    }

    @Test func theJSONKeepsTheValues() throws {
        let (_, compilation) = try Self.compiled()
        let form = try #require(compilation.form)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(form.json().utf8)) as? [String: Any])
        let written = try #require(document["form"] as? [String: Any])
        #expect(written["title"] as? String == form.title)
        let extensions = try #require(written["extensions"] as? [String: Any])
        #expect(
            extensions["x-note\u{202E}"] as? String
                == "DEL \u{7F}, CSI \u{9B}, NEL \u{85}, LS \u{2028}, RLI \u{2067}x\u{2069}")
    }

    /// The `github` format quotes messages as they are but for these, shown as U+FFFD as in the
    /// `text` format; its line breaks stay.
    @Test func gitHubMessagesShowThemAsTheReplacementCharacter() {
        let start = FormSpecYAML.SourceLocation(line: 1, column: 1, offset: 0)
        let diagnostic = Diagnostic(
            .specUnknownKey, "no key 'a\u{202E}b\u{1B}'\nsecond line", file: "a\u{202E}.yaml",
            range: SourceRange(start: start, end: start))
        let output = DiagnosticFormat.github.render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 1))
        #expect(output.hasSuffix("::no key 'a\u{FFFD}b\u{FFFD}'%0Asecond line\n"))
        #expect(output.contains("file=a\u{202E}.yaml"), "the file property names the file GitHub annotates")
    }
}
