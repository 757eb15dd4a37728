import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import FormSpecYAML
import Foundation
import Testing

/// Templates on real specs, compared with golden files: `Goldens/CASE/template.stencil` and
/// `input.form.yaml` → `expected.txt` (what it renders) or `expected.diagnostics.txt` (its
/// diagnostic, in the text format, with the template's line), and `expected.warnings.txt` (its
/// `template.undefined` warnings) when it has some.
@Suite struct TemplateGoldenTests {
    static let goldens = FormSpecTestSupport.packageDirectory.appendingPathComponent(
        "Tests/FormSpecTemplatesTests/Goldens")
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).sorted()

    @Test(arguments: cases)
    func rendersOrReports(name: String) throws {
        let folder = Self.goldens.appendingPathComponent(name)
        let spec = try #require(
            FileManager.default.contents(atPath: folder.appendingPathComponent("input.form.yaml").path))
        let form = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: "input.form.yaml", bytes: Array(spec))).form)
        let text = try #require(
            FileManager.default.contents(atPath: folder.appendingPathComponent("template.stencil").path))
        let parsed = CodeTemplate.parse(SourceFile(name: "template.stencil", bytes: Array(text)))
        if case .success(let template) = parsed {
            let warnings = folder.appendingPathComponent("expected.warnings.txt")
            var report = DiagnosticReport(diagnostics: [], fileCount: 0)
            report.add(template.undefinedNames(), source: template.source)
            if !report.diagnostics.isEmpty || FileManager.default.fileExists(atPath: warnings.path) {
                assertFileContents(DiagnosticFormat.text.render(report, color: false), at: warnings)
            }
        }
        let outcome =
            parsed
            .flatMap { template in
                template.render(form, specPath: "Forms/input.form.yaml").mapError {
                    TemplateFailure(diagnostic: $0, source: template.source)
                }
            }
        switch outcome {
        case .success(let rendered):
            assertFileContents(rendered, at: folder.appendingPathComponent("expected.txt"))
        case .failure(let failure):
            #expect([DiagnosticID.templateSyntax, .templateRender].contains(failure.diagnostic.id))
            assertFileContents(
                DiagnosticFormat.text.render(failure.report, color: false),
                at: folder.appendingPathComponent("expected.diagnostics.txt"))
        }
    }

    /// Stencil reads nested blocks recursively: a hundred thousand of them are refused before it
    /// reads them, not a crash.
    @Test func deepBlocksAreRefusedNotACrash() {
        let text =
            String(repeating: "{% for c in form.controls %}", count: 100_000)
            + String(repeating: "{% endfor %}", count: 100_000)
        guard case .failure(let failure) = CodeTemplate.parse(SourceFile(name: "deep.stencil", bytes: Array(text.utf8)))
        else {
            Issue.record("a template of 100,000 nested blocks parsed")
            return
        }
        #expect(failure.diagnostic.id == .templateSyntax)
        #expect(failure.diagnostic.range.start.column == 64 * 28 + 1, "at the 65th block")
    }

    @Test func aTemplateThatCannotBeReadIsReported() {
        guard case .failure(let failure) = CodeTemplate.load(path: "/nonexistent/forms.stencil") else {
            Issue.record("a missing template loaded")
            return
        }
        #expect(failure.diagnostic.id == .templateSyntax)
        #expect(
            failure.diagnostic.message
                == "cannot read the template: cannot read '/nonexistent/forms.stencil': No such file or directory")
    }
}
