import FormSpec
import FormSpecYAML
import Foundation
import Testing

/// Configuration and suppression, through whole projects: `Goldens/configuration/CASE/` is a
/// folder of specs and `.formspec.yml` files, checked as `formspec check CASE` checks it (each
/// spec configured by the nearest file) and rendered in every format:
/// `expected.diagnostics.{txt,json,github.txt,sarif}`. Paths are relative to the package's
/// folder, as a user in it would give them.
@Suite struct ConfigurationGoldenTests {
    static let cases = ["configuration-errors", "nested", "severity-overrides", "suppression-forms"]

    /// The case's folder as given on the command line, from the package's folder.
    static func folder(_ name: String) -> String {
        "Tests/FormSpecTests/Goldens/configuration/\(name)"
    }

    static func check(_ paths: [String], baseline: Baseline? = nil, source: ConfigurationFinder.Source = .nearest)
        throws -> DiagnosticReport
    {
        try #require(
            FileManager.default.currentDirectoryPath == packageDirectory.path, "the tests run in the package's folder")
        return Compiler().check(
            paths: paths, reader: SpecReader(),
            settings: RunSettings(finder: ConfigurationFinder(source), baseline: baseline))
    }

    @Test(arguments: cases)
    func renderedDiagnostics(name: String) throws {
        let report = try Self.check([Self.folder(name)])
        for (format, suffix) in [
            (DiagnosticFormat.text, "txt"), (.json, "json"), (.github, "github.txt"), (.sarif, "sarif"),
        ] {
            assertGolden(
                format.render(report, color: false), path: "configuration/\(name)/expected.diagnostics.\(suffix)")
        }
    }

    @Test func theNearestFileIsTheWholeConfiguration() throws {
        let report = try Self.check([Self.folder("nested")])
        let files = Set(report.diagnostics.map(\.file))
        // Legacy is excluded by the top file, Checkout/Old by Checkout's own (relative to its folder).
        #expect(
            files == [Self.folder("nested") + "/top.form.yaml", Self.folder("nested") + "/Checkout/checkout.form.yaml"])
        let severities = Dictionary(
            report.diagnostics.map { ($0.file, $0.severity) }, uniquingKeysWith: { first, _ in first })
        // The top file makes warnings errors; Checkout's does not inherit that, and lowers the rule to an info.
        #expect(severities[Self.folder("nested") + "/top.form.yaml"] == .error)
        #expect(severities[Self.folder("nested") + "/Checkout/checkout.form.yaml"] == .info)
        #expect(report.diagnostics.first { $0.file.hasSuffix("checkout.form.yaml") }?.defaultSeverity == .warning)
    }

    @Test func aFileNamedOnTheCommandLineIsReadThoughExcluded() throws {
        let legacy = Self.folder("nested") + "/Legacy/legacy.form.yaml"
        let report = try Self.check([legacy])
        #expect(report.diagnostics.map(\.file) == [legacy])
        #expect(report.diagnostics.first?.severity == .error, "configured by the top file: warnings are errors")
    }

    @Test func noConfigReadsNoFile() throws {
        let report = try Self.check([Self.folder("nested")], source: .none)
        #expect(report.fileCount == 4)
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning && $0.id == .checkboxClearInTwoState })
    }

    @Test func suppressedDiagnosticsAreListedApartAndNotCounted() throws {
        let report = try Self.check([Self.folder("suppression-forms")])
        #expect(
            report.suppressed.map(\.id) == [
                .checkboxImagesUnused, .checkboxClearInTwoState, .checkboxClearInTwoState, .checkboxOptionIgnored,
            ])
        #expect(report.suppressed.allSatisfy { $0.suppression?.kind == .inSource })
        #expect(
            report.suppressed.first?.suppression?.justification
                == "'# formspec:disable-next-line' at line 4: the images are for the next release")
        #expect(!report.diagnostics.contains { $0.id == .checkboxImagesUnused })
        // The `#` inside the quoted and the block scalar are text: checkbox.partial-images is reported.
        #expect(report.diagnostics.contains { $0.id == .checkboxPartialImages })
    }

    /// A baseline hides the warnings and infos it records, by file, id and line text: an edit
    /// above them keeps them hidden; a changed line, or a new warning, is reported.
    @Test func baselineSurvivesEditsAboveTheRecordedLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formspec-baseline-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder + "/Forms", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = folder + "/Forms/form.form.yaml"
        let original = """
            formspec: 1
            id: adopted
            controls:
              - {type: checkbox, id: extras, label: Extras, state: clear}
              - {type: checkbox, id: more, label: More, state: clear}
              - type: calendar
                id: days
                label: Days
                dates:
                  - {date: 2026-11-02, enabled: false, selected: true}

            """
        try original.write(toFile: spec, atomically: true, encoding: .utf8)
        let baselinePath = folder + "/baseline.json"
        let first = Compiler().check(paths: [spec], reader: SpecReader())
        #expect(first.warningCount == 3 && first.infoCount == 1)
        let written = Baseline.recording(first, path: baselinePath)
        assertGolden(written.json, path: "configuration/baseline/expected.baseline.json")
        try written.json.write(toFile: baselinePath, atomically: true, encoding: .utf8)
        let baseline = try Baseline.read(baselinePath).get()

        // Lines above: the same diagnostics, on other lines, stay in the baseline.
        let edited = original.replacingOccurrences(
            of: "id: adopted\n", with: "id: adopted\ntitle: Adopted\nlocale: en_US\n")
        try edited.write(toFile: spec, atomically: true, encoding: .utf8)
        let again = Compiler().check(paths: [spec], reader: SpecReader(), settings: RunSettings(baseline: baseline))
        #expect(again.diagnostics.isEmpty)
        #expect(again.baselinedCount == 4)
        #expect(again.suppressed.allSatisfy { $0.suppression?.kind == .external })

        // A recorded line changed, and a new copy of a recorded one: both reported.
        let changed =
            edited.replacingOccurrences(of: "label: More, state: clear}", with: "label: More!, state: clear}")
            + "  - {type: checkbox, id: extras2, label: Extras, state: clear}\n"
        try changed.write(toFile: spec, atomically: true, encoding: .utf8)
        let later = Compiler().check(paths: [spec], reader: SpecReader(), settings: RunSettings(baseline: baseline))
        #expect(later.diagnostics.map(\.range.start.line) == [7, 13])
        #expect(later.baselinedCount == 3)
    }

    @Test func aMalformedBaselineIsLocated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formspec-baseline-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/baseline.json"
        try "{\"version\": 1, \"diagnostics\": [{\"file\": \"a\", \"id\": 3}]}\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let report) = Baseline.read(path) else {
            Issue.record("a baseline without a text id was read")
            return
        }
        #expect(report.diagnostics.map(\.id) == [.configInvalid])
        #expect(report.diagnostics.first?.range.start.column == 32)
        try "{\"version\": 1, \"diagnostics\": [\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let broken) = Baseline.read(path) else {
            Issue.record("a baseline that is not JSON was read")
            return
        }
        #expect(broken.diagnostics.map(\.id) == [.yamlSyntax])
    }
}
