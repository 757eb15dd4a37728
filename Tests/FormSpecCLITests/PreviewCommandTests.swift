import FormSpec
import Foundation
import Testing

/// `formspec preview` as a user meets it.
@Suite struct PreviewCommandTests {
    @Test func printsThePreviewOfEachSpecInOrder() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a.form.yaml", CheckCommandTests.clean)
        let second = try folder.write(
            "b.form.yaml", CheckCommandTests.clean.replacingOccurrences(of: "id: clean", with: "id: other"))
        let preview = { (text: String) throws -> String in
            try #require(Compiler().compile(SourceFile(name: "x", bytes: Array(text.utf8))).form).preview()
        }
        let outcome = CommandRunner.run(["preview", first, second])
        #expect(outcome.status == 0)
        let expected =
            try preview(CheckCommandTests.clean) + "\n"
            + (try preview(CheckCommandTests.clean.replacingOccurrences(of: "id: clean", with: "id: other")))
        #expect(outcome.out == expected)
    }

    @Test func asciiPrintsOnlyASCII() throws {
        let spec =
            "formspec: 1\nid: r\ncontrols:\n  - type: radioGroup\n    id: g\n    title: G\n    items: [{id: a, label: A}]\n    selected: a\n"
        let outcome = CommandRunner.run(["preview", "-", "--ascii"], input: Array(spec.utf8))
        #expect(outcome.status == 0)
        #expect(outcome.out.utf8.allSatisfy { $0 < 0x80 })
        #expect(CommandRunner.run(["preview", "-"], input: Array(spec.utf8)).out.contains("(•)"))
    }

    @Test func aSpecWithErrorsGetsDiagnosticsAndNoPreview() {
        let outcome = CommandRunner.run(
            ["preview", "-", "--color", "never"], input: Array(CompileCommandTests.broken.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.out.isEmpty)
        #expect(outcome.error.contains("<stdin>:4:5: error:"))
    }
}
