import FormSpec
import Foundation
import Testing

/// The visual preview from the command line: `preview --format html` (specs with errors too) and
/// `compile --emit html`.
@Suite struct VisualPreviewCommandTests {
    @Test func previewPrintsOnePagePerSpec() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", CompileCommandTests.clean)
        let outcome = CommandRunner.run(["preview", "--format", "html", file])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(outcome.out.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-US\" dir=\"ltr\">\n"))
        #expect(outcome.out.hasSuffix("</html>\n"))
        #expect(outcome.out.contains("Light appearance") && outcome.out.contains("Dark appearance"))
        let two = CommandRunner.run(["preview", "--format", "html", file, file])
        #expect(two.out == outcome.out + "\n" + outcome.out)
    }

    @Test func aSpecWithErrorsStillGetsItsPageAndExits1() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("broken.form.yaml", CompileCommandTests.broken)
        let outcome = CommandRunner.run(["preview", "--format", "html", file, "--color", "never"])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("broken.form.yaml:4:5: error:"))
        #expect(outcome.out.contains("<p class=\"placeholder\">Not drawn: this control has errors.</p>"))
        #expect(outcome.out.contains("<span class=\"where\">4:5</span>"))
        #expect(outcome.out.contains("<code>a11y.missing-label</code>"))
        // The text preview of the same spec is withheld, as ever.
        #expect(CommandRunner.run(["preview", file]).out.isEmpty)
    }

    @Test func aFileThatIsNoFormGetsNoPage() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("bad.form.yaml", "formspec: [1\n")
        let outcome = CommandRunner.run(["preview", "--format", "html", file])
        #expect(outcome.status == 1)
        #expect(outcome.out.isEmpty)
        #expect(outcome.error.contains("[yaml.syntax]"))
    }

    @Test func compileWritesNamePreviewHTMLWithTheSpecsWarnings() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("warned.form.yaml", CompileCommandTests.warned)
        let out = folder.path + "/out"
        let outcome = CommandRunner.run(["compile", file, "--output-dir", out, "--emit", "json,html"])
        #expect(outcome.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "warned.form.json", "warned.form.preview.html",
            ])
        let page = try String(contentsOfFile: out + "/warned.form.preview.html", encoding: .utf8)
        #expect(page == CommandRunner.run(["preview", "--format", "html", file]).out)
        #expect(page.contains("<figure class=\"control light has-warning\" id=\"light-1\">"))
        #expect(page.contains("<figure class=\"control dark has-warning\" id=\"dark-1\">"))
        #expect(page.contains("<code>checkbox.clear-in-two-state</code>"))
        #expect(
            CommandRunner.run(["compile", file, "--output-dir", out, "--emit", "json,html", "--check"]).status == 0)
    }

    @Test func anUnknownPreviewFormatIsABadCommandLine() {
        let outcome = CommandRunner.run(["preview", "--format", "pdf", "x.form.yaml"])
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("pdf"))
    }
}

extension VisualPreviewCommandTests {
    @Test func warningsAsErrorsStillDrawThePage() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("warned.form.yaml", CompileCommandTests.warned)
        let outcome = CommandRunner.run(["preview", "--format", "html", file, "--warnings-as-errors"])
        #expect(outcome.status == 1)
        #expect(outcome.out.contains("<code>checkbox.clear-in-two-state</code>"))
        // compile writes nothing for it, as for every output, to standard output or to a file.
        #expect(CommandRunner.run(["compile", file, "--emit", "html", "--warnings-as-errors"]).out.isEmpty)
        let out = folder.path + "/out"
        #expect(
            CommandRunner.run(["compile", file, "--output-dir", out, "--emit", "html", "--warnings-as-errors"]).status
                == 1)
        #expect(!FileManager.default.fileExists(atPath: out + "/warned.form.preview.html"))
    }
}
