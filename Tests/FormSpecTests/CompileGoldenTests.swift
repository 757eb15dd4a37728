import Foundation
import FormSpec
import FormSpecYAML
import Testing

/// `compile` on whole spec files, compared with golden files: `Goldens/compile/CASE/input.form.yaml`
/// → `expected.json`, `expected.preview.txt`, `expected.preview.ascii.txt`, `expected.swift`, and
/// `expected.diagnostics.txt` when the spec has diagnostics. A spec with errors has no outputs.
@Suite struct CompileGoldenTests {
    static let cases: [String] = {
        let folder = goldensDirectory.appendingPathComponent("compile")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted()
    }()

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases)
    func outputs(name: String) throws {
        let folder = "compile/\(name)/"
        let source = try Self.source(name)
        let compilation = Compiler().compile(source)
        if compilation.diagnostics.isEmpty {
            #expect(!FileManager.default.fileExists(atPath: goldensDirectory.appendingPathComponent(folder + "expected.diagnostics.txt").path))
        } else {
            let report = DiagnosticReport(diagnostics: compilation.diagnostics, fileCount: 1,
                                          sources: [source.name: SourceLines(source.bytes)])
            assertGolden(DiagnosticFormat.text.render(report, color: false), path: folder + "expected.diagnostics.txt")
        }
        guard let form = compilation.form else {
            #expect(compilation.diagnostics.contains { $0.severity == .error }, "only errors withhold the outputs")
            for output in ["expected.json", "expected.preview.txt", "expected.preview.ascii.txt", "expected.swift"] {
                #expect(!FileManager.default.fileExists(atPath: goldensDirectory.appendingPathComponent(folder + output).path),
                        "a spec with errors has no \(output)")
            }
            return
        }
        assertGolden(form.json(), path: folder + "expected.json")
        assertGolden(form.preview(), path: folder + "expected.preview.txt")
        assertGolden(form.preview(ascii: true), path: folder + "expected.preview.ascii.txt")
        assertGolden(form.swift(spec: source.name), path: folder + "expected.swift")
    }

    @Test(arguments: cases)
    func twoRunsGiveTheSameBytes(name: String) throws {
        let source = try Self.source(name)
        let first = Compiler().compile(source).form
        let second = Compiler().compile(source).form
        #expect(first == second)
        #expect(first?.json() == second?.json())
        #expect(first?.preview() == second?.preview())
        #expect(first?.swift(spec: source.name) == second?.swift(spec: source.name))
    }

    static func source(_ name: String) throws -> SourceFile {
        let input = goldensDirectory.appendingPathComponent("compile/\(name)/input.form.yaml")
        let bytes = try #require(FileManager.default.contents(atPath: input.path))
        return SourceFile(name: "input.form.yaml", bytes: Array(bytes))
    }
}
