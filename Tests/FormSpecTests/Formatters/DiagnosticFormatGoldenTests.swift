import FormSpec
import Testing

/// Every format, over the same run, against its golden file in `Goldens/formatters/`.
@Suite struct DiagnosticFormatGoldenTests {
    @Test(arguments: DiagnosticFormat.allCases)
    func rendersTheFixtureRun(format: DiagnosticFormat) {
        assertGolden(format.render(FormatterFixtures.report), path: "formatters/" + fileName("report", format))
    }

    @Test func rendersTheFixtureRunInColour() {
        assertGolden(
            DiagnosticFormat.text.render(FormatterFixtures.report, color: true), path: "formatters/report.color.txt")
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func rendersAnEmptyRun(format: DiagnosticFormat) {
        let report = DiagnosticReport(diagnostics: [], fileCount: 1)
        assertGolden(format.render(report), path: "formatters/" + fileName("empty", format))
    }

    /// `report.txt`, `report.json`, `report.github.txt`, `report.sarif`.
    private func fileName(_ name: String, _ format: DiagnosticFormat) -> String {
        switch format {
        case .text: return name + ".txt"
        case .json: return name + ".json"
        case .github: return name + ".github.txt"
        case .sarif: return name + ".sarif"
        }
    }
}
