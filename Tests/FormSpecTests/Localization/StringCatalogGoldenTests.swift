import FormSpec
import FormSpecYAML
import Foundation
import Testing

/// `formspec strings` on whole specs, compared with golden files: `Goldens/strings/CASE/` holds
/// the specs (`*.form.yaml`), the catalog before the merge (`before.xcstrings`, none for a new
/// catalog), and the catalog after it (`expected.xcstrings`), or, for a catalog that cannot be
/// read, the diagnostics in every format (`expected.diagnostics.{txt,json,github.txt,sarif}`) and no
/// `expected.xcstrings`: the file is then left as it was.
@Suite struct StringCatalogGoldenTests {
    static let cases: [String] = {
        let folder = goldensDirectory.appendingPathComponent("strings")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 8)
    }

    @Test(arguments: cases)
    func merge(name: String) throws {
        let folder = goldensDirectory.appendingPathComponent("strings/\(name)")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".form.yaml")
        }
        let texts = try specs.sorted().flatMap { spec -> [LocalizedText] in
            let bytes = try Data(contentsOf: folder.appendingPathComponent(spec))
            let form = try #require(Compiler().compile(SourceFile(name: spec, bytes: Array(bytes))).form)
            return LocalizationKeys(form).texts
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-strings-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = scratch.appendingPathComponent("\(name).xcstrings").path
        let before = FileManager.default.contents(atPath: folder.appendingPathComponent("before.xcstrings").path)
        if let before { #expect(FileManager.default.createFile(atPath: catalog, contents: before)) }

        switch StringCatalogFile(path: catalog).merge(texts) {
        case .merged(let outcome):
            let after = try String(contentsOfFile: catalog, encoding: .utf8)
            assertGolden(after, path: "strings/\(name)/expected.xcstrings")
            #expect(outcome == (before.map { Array($0) == Array(after.utf8) } == true ? .unchanged : .written))
            // Merging again changes nothing.
            #expect(StringCatalogFile(path: catalog).merge(texts, checkOnly: true).outcome == .unchanged)
        case .failed(let diagnostics, let source):
            // The catalog named as it is in the case's folder, not in the scratch folder.
            let shown = "\(name).xcstrings"
            let report = DiagnosticReport(
                diagnostics: diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.file = diagnostic.file == catalog ? shown : diagnostic.file
                    return diagnostic
                }, fileCount: 1,
                sources: source.map { [shown: SourceLines($0.bytes)] } ?? [:])
            for (format, suffix) in [
                (DiagnosticFormat.text, "txt"), (.json, "json"), (.github, "github.txt"), (.sarif, "sarif"),
            ] {
                let text = format.render(report, color: false).replacingOccurrences(of: scratch.path + "/", with: "")
                assertGolden(text, path: "strings/\(name)/expected.diagnostics.\(suffix)")
            }
            #expect(
                FileManager.default.contents(atPath: catalog) == before,
                "a catalog that cannot be read is left as it was")
        }
    }
}

extension StringCatalogFile.Merge {
    /// The outcome of a merge that could read the catalog.
    var outcome: OutputFile.Outcome? {
        if case .merged(let outcome) = self { return outcome }
        return nil
    }
}
