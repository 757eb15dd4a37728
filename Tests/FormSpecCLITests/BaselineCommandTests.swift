import Foundation
import Testing

/// The adoption recipe on a legacy spec of more warnings than `--max-diagnostics` prints:
/// `--write-baseline` records them all, and `--baseline` with `--warnings-as-errors` passes,
/// its summary counting every one.
@Suite struct BaselineCommandTests {
    /// A spec of `count` two-state checkboxes set to `clear`: `count` warnings, one per line.
    static func legacySpec(_ count: Int) -> String {
        "formspec: 1\nid: legacy\ncontrols:\n"
            + (0..<count).map { "  - {type: checkbox, id: c\($0), label: L, state: clear}\n" }.joined()
    }

    @Test func aBaselineOfFifteenHundredWarningsLetsTheSpecPass() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("legacy.form.yaml", Self.legacySpec(1500))
        let baseline = folder.path + "/baseline.json"
        let recorded = CommandRunner.run(["check", spec, "--write-baseline", baseline])
        #expect(recorded.status == 0)
        #expect(recorded.error.contains("recorded 1500 diagnostics in the baseline \(baseline)"))
        let records =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any]
        #expect((records?["diagnostics"] as? [Any])?.count == 1500)

        let adopted = CommandRunner.run(["check", spec, "--baseline", baseline, "--warnings-as-errors"])
        #expect(adopted.status == 0, "\(adopted.out.prefix(300))")
        #expect(adopted.out.isEmpty)
        #expect(adopted.error.contains("checked 1 file: 0 errors, 0 warnings, 0 infos (1500 in the baseline)"))

        // A CI script counting `.diagnostics` counts what is reported: none.
        let json = CommandRunner.run([
            "check", spec, "--baseline", baseline, "--warnings-as-errors", "--diagnostics-format", "json",
        ])
        #expect(json.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((report["diagnostics"] as? [Any])?.count == 0)
        #expect((report["suppressed"] as? [Any])?.count == 1000, "as many listed as --max-diagnostics keeps")
        #expect(
            report["summary"] as? [String: Int] == [
                "files": 1, "errors": 0, "warnings": 0, "infos": 0, "suppressed": 0, "baselined": 1500,
            ])
    }

    @Test func suppressedDiagnosticsAreCountedPastTheLimit() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(
            "legacy.form.yaml", "# formspec:disable-file checkbox.clear-in-two-state\n" + Self.legacySpec(1500))
        let outcome = CommandRunner.run(["check", spec])
        #expect(outcome.status == 0)
        #expect(outcome.error.contains("checked 1 file: 0 errors, 0 warnings, 0 infos (1500 suppressed)"))
    }

    @Test func aCommentOnlyBaselineStopsTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("legacy.form.yaml", Self.legacySpec(1))
        let baseline = try folder.write("baseline.json", "# to do\n")
        let outcome = CommandRunner.run(["check", folder.path, "--baseline", baseline])
        #expect(outcome.status == 1)
        #expect(
            outcome.out.contains(
                "baseline.json:1:1: error: '\(baseline)' is not a FormSpec baseline: it is empty (write it with --write-baseline) [config.invalid]"
            ))
    }

    /// A FIFO would make the reader wait for a writer, a device be read without end.
    @Test func aBaselineThatIsNoRegularFileIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("legacy.form.yaml", Self.legacySpec(1))
        let fifo = folder.path + "/baseline.json"
        mkfifo(fifo, 0o644)
        for baseline in [fifo, "/dev/zero"] {
            let outcome = try ChildProcess.formspec(["check", spec, "--baseline", baseline], in: folder)
            #expect(!outcome.hung && outcome.status == 1, "\(outcome)")
            #expect(
                outcome.out.contains("\(baseline):1:1: error: cannot read '\(baseline)': it is not a regular file"),
                "\(outcome.out)")
        }
    }
}
