import Foundation
import FormSpec
import FormSpecYAML
import Testing

/// `check` on whole spec files, rendered in every format and compared with golden files:
/// `Goldens/check/CASE/input.form.yaml` → `expected.diagnostics.{txt,json,github.txt,sarif}`.
@Suite struct CheckGoldenTests {
    static let cases: [String] = {
        let folder = goldensDirectory.appendingPathComponent("check")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted()
    }()

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 15)
    }

    @Test(arguments: cases)
    func renderedDiagnostics(name: String) throws {
        let input = goldensDirectory.appendingPathComponent("check/\(name)/input.form.yaml")
        let bytes = try #require(FileManager.default.contents(atPath: input.path))
        let source = SourceFile(name: "input.form.yaml", bytes: Array(bytes))
        let diagnostics = Compiler().check(source)
        let report = DiagnosticReport(diagnostics: diagnostics, fileCount: 1,
                                      sources: [source.name: SourceLines(source.bytes)])
        let outputs: [(DiagnosticFormat, String)] = [(.text, "txt"), (.json, "json"), (.github, "github.txt"), (.sarif, "sarif")]
        for (format, suffix) in outputs {
            assertGolden(format.render(report, color: false), path: "check/\(name)/expected.diagnostics.\(suffix)")
        }
        if name == "clean" {
            #expect(diagnostics.isEmpty)
        } else if name == "many-mistakes" {
            #expect(diagnostics.count >= 20, "every mistake of every control is reported in one run")
            #expect(diagnostics == diagnostics.sorted(by: Diagnostic.printOrder))
        } else {
            #expect(report.hasErrors, "every other case is a mistake")
        }
    }
}
