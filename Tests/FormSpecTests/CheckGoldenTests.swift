import FormSpec
import FormSpecYAML
import Foundation
import Testing

/// `check` on whole spec files, rendered in every format and compared with golden files:
/// `Goldens/check/CASE/input.form.yaml` → `expected.diagnostics.{txt,json,github.txt,sarif}`.
/// A case with a `max-diagnostics.txt` is checked by a compiler that keeps that many diagnostics
/// (`--max-diagnostics`); the others by the default compiler.
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
        let limit = Self.maxDiagnostics(of: name)
        let diagnostics = Compiler(maxDiagnostics: limit ?? Compiler.defaultMaxDiagnostics).check(source)
        let report = DiagnosticReport(
            diagnostics: diagnostics, fileCount: 1,
            sources: [source.name: SourceLines(source.bytes)])
        let outputs: [(DiagnosticFormat, String)] = [
            (.text, "txt"), (.json, "json"), (.github, "github.txt"), (.sarif, "sarif"),
        ]
        for (format, suffix) in outputs {
            assertGolden(format.render(report, color: false), path: "check/\(name)/expected.diagnostics.\(suffix)")
        }
        if let limit {
            // The first diagnostics of the whole list, and one that counts the others: the same summary.
            let all = Compiler(maxDiagnostics: 0).check(source)
            let whole = DiagnosticReport(diagnostics: all, fileCount: 1)
            #expect(all.count > limit + 1, "more diagnostics than the limit")
            #expect(diagnostics.filter { $0.id != .reportTruncated } == Array(all.prefix(limit)))
            #expect(diagnostics.count == limit + 1)
            #expect(
                diagnostics.first { $0.id == .reportTruncated }?.range.start == all[limit].range.start,
                "where the first one left out starts")
            #expect(report.errorCount == whole.errorCount)
            #expect(report.warningCount == whole.warningCount)
            #expect(report.infoCount == whole.infoCount)
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

    /// The limit of a case's `max-diagnostics.txt`, if it has one.
    static func maxDiagnostics(of name: String) -> Int? {
        let url = goldensDirectory.appendingPathComponent("check/\(name)/max-diagnostics.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
