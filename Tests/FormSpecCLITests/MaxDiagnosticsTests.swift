import FormSpec
import Foundation
import Testing

/// `--max-diagnostics N` on `check`, `compile` and `preview`: a file's first N diagnostics by line
/// are printed and `report.truncated` counts the others by severity; the summary, the exit status
/// and the outputs withheld are those of every diagnostic.
@Suite struct MaxDiagnosticsTests {
    static let goldens = LimitTests.goldens

    /// Two two-state checkboxes set to `clear` (two warnings, lines 4 and 5), then `errors` toggles
    /// with an unknown key each (an error a line from line 6).
    static func warningsThenErrors(errors: Int) -> String {
        "formspec: 1\nid: w\ncontrols:\n"
            + "  - {type: checkbox, id: a, label: A, state: clear}\n  - {type: checkbox, id: b, label: B, state: clear}\n"
            + (0..<errors).map { "  - {type: toggle, id: t\($0), label: T, hapticz: true}\n" }.joined()
    }

    /// The diagnostic headers of text output: `FILE:LINE:COL: SEVERITY: … [ID]`.
    func headers(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": info: ")
        }
    }

    @Test func checkPrintsTheGoldenOfTheLimit() throws {
        let input = Self.goldens + "/truncated/input.form.yaml"
        let limit = try String(contentsOfFile: Self.goldens + "/truncated/max-diagnostics.txt", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let golden = try String(contentsOfFile: Self.goldens + "/truncated/expected.diagnostics.txt", encoding: .utf8)
        let outcome = CommandRunner.run(["check", "--color", "never", "--max-diagnostics", limit, input])
        #expect(outcome.status == 1)
        #expect(outcome.out == golden.replacingOccurrences(of: "input.form.yaml:", with: input + ":"))
        let all = CommandRunner.run(["check", "--color", "never", "--max-diagnostics", "0", input])
        #expect(headers(all.out).count == 10)
        #expect(!all.out.contains("report.truncated"))
        #expect(outcome.error == all.error, "the same summary")
        #expect(outcome.error == "checked 1 file: 7 errors, 2 warnings, 1 info\n")
    }

    @Test func aThousandByDefault() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("many.form.yaml", Self.warningsThenErrors(errors: 1200))
        let outcome = CommandRunner.run(["check", "--color", "never", file])
        #expect(outcome.status == 1)
        let found = headers(outcome.out)
        #expect(found.count == 1001)
        let truncation =
            "\(file):1004:40: info: 202 more diagnostics from here on are left out of this report "
            + "(202 errors, 0 warnings, 0 infos); fix the ones above, or show more with --max-diagnostics (0 shows all) [report.truncated]"
        #expect(found.last.map(String.init) == truncation)
        #expect(outcome.error == "checked 1 file: 1200 errors, 2 warnings, 0 infos\n")
        #expect(
            CommandRunner.run(["check", file, "--max-diagnostics", "0"]).out.components(
                separatedBy: "[spec.unknown-key]"
            ).count - 1 == 1200)
    }

    @Test func errorsLeftOutStillFailTheRunAndWithholdTheOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("w.form.yaml", Self.warningsThenErrors(errors: 1))
        let check = CommandRunner.run(["check", "--color", "never", "--max-diagnostics", "2", file])
        #expect(check.status == 1)
        #expect(headers(check.out).map { $0.split(separator: " ")[1] } == ["warning:", "warning:", "info:"])
        #expect(check.error == "checked 1 file: 1 error, 2 warnings, 0 infos\n")
        for command in [["compile"], ["preview"], ["compile", "--output-dir", folder.path + "/out"]] {
            let outcome = CommandRunner.run(command + ["--max-diagnostics", "2", file])
            #expect(outcome.status == 1, "\(command)")
            #expect(outcome.out.isEmpty, "\(command)")
            #expect(outcome.error.contains("(1 error, 0 warnings, 0 infos)"), "\(command): \(outcome.error)")
            #expect(
                outcome.error.hasSuffix("compiled 1 file: 1 error, 2 warnings, 0 infos\n"),
                "\(command): \(outcome.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/w.form.json"))
    }

    @Test func warningsLeftOutAreErrorsUnderWarningsAsErrors() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("w.form.yaml", Self.warningsThenErrors(errors: 0))
        let plain = CommandRunner.run(["compile", "--max-diagnostics", "1", file])
        #expect(plain.status == 0)
        #expect(!plain.out.isEmpty)
        let strict = CommandRunner.run([
            "compile", "--max-diagnostics", "1", "--warnings-as-errors", "--color", "never", file,
        ])
        #expect(strict.status == 1)
        #expect(strict.out.isEmpty)
        #expect(headers(strict.error).map { $0.split(separator: " ")[1] } == ["error:", "info:"])
        #expect(
            strict.error.contains(
                "1 more diagnostic from here on is left out of this report (1 error, 0 warnings, 0 infos)"))
        #expect(strict.error.hasSuffix("compiled 1 file: 2 errors, 0 warnings, 0 infos\n"))
    }

    @Test func everyFormatCountsEveryDiagnostic() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("w.form.yaml", Self.warningsThenErrors(errors: 3))
        let json = CommandRunner.run(["check", "--diagnostics-format", "json", "--max-diagnostics", "1", file])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["checkbox.clear-in-two-state", "report.truncated"])
        #expect(diagnostics.last?["severity"] as? String == "info")
        #expect(diagnostics.last?["line"] as? Int == 5)
        #expect(
            document["summary"] as? [String: Int] == [
                "files": 1, "errors": 3, "warnings": 2, "infos": 0, "suppressed": 0, "baselined": 0,
            ])

        let github = CommandRunner.run(["check", "--diagnostics-format", "github", "--max-diagnostics", "1", file])
        #expect(github.out.split(separator: "\n").last?.hasPrefix("::notice file=\(file),line=5,col=") == true)
        #expect(
            github.out.contains(
                "title=report.truncated::4 more diagnostics from here on are left out of this report (3 errors, 1 warning, 0 infos)"
            ))

        let sarif = CommandRunner.run(["check", "--diagnostics-format", "sarif", "--max-diagnostics", "1", file])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["checkbox.clear-in-two-state", "report.truncated"])
        #expect(results.last?["level"] as? String == "note")
        for outcome in [json, github, sarif] { #expect(outcome.status == 1) }
    }

    @Test func theLimitIsPerFile() throws {
        let folder = try TemporaryFolder()
        let one = try folder.write("a.form.yaml", Self.warningsThenErrors(errors: 2))
        let two = try folder.write("b.form.yaml", Self.warningsThenErrors(errors: 2))
        let outcome = CommandRunner.run(["check", "--color", "never", "--max-diagnostics", "3", one, two])
        let found = headers(outcome.out)
        #expect(found.count == 8)
        #expect(
            found.filter { $0.hasSuffix("[report.truncated]") }.map { $0.prefix { $0 != ":" } } == [
                Substring(one), Substring(two),
            ])
        #expect(outcome.error == "checked 2 files: 4 errors, 4 warnings, 0 infos\n")
    }

    /// The catalogue's example of `report.truncated` is a command line: run as written, it reports
    /// the id, and the one that does not trigger it does not.
    @Test func theCatalogueExamplesDoWhatTheySay() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(
            "form.form.yaml", "formspec: 1\nid: f\ncontrols:\n  - {type: toggle, id: t, label: T, a: 1, b: 2, c: 3}\n")
        let entry = Catalogue.entry(.reportTruncated)
        #expect(!entry.examplesAreSpecs)
        func run(_ example: String) -> CommandRunner.Outcome {
            let words = example.prefix { $0 != "#" }.split(separator: " ").map(String.init)
            #expect(words.first == "formspec" && words.last == "form.form.yaml", "\(example)")
            return CommandRunner.run(Array(words.dropFirst().dropLast()) + [spec])
        }
        #expect(entry.triggering.contains("3 unknown keys"))
        #expect(run(entry.triggering).out.contains("[report.truncated]"))
        #expect(!run(entry.passing).out.contains("[report.truncated]"))
        #expect(run(entry.passing).out.components(separatedBy: "[spec.unknown-key]").count - 1 == 3)
    }

    @Test(arguments: ["check", "compile", "preview"])
    func theLimitIsAWholeNumber(command: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", CheckCommandTests.clean)
        for limit in ["--max-diagnostics=-1", "--max-diagnostics=two", "--max-diagnostics=", "--max-diagnostics=1.5"] {
            let outcome = CommandRunner.run([command, file, limit])
            #expect(outcome.status == 64, "\(limit)")
            #expect(outcome.error.contains("--max-diagnostics"), "\(limit): \(outcome.error)")
        }
        for limit in ["0", "1", "1000000"] {
            #expect(CommandRunner.run([command, file, "--max-diagnostics", limit]).status == 0)
        }
    }

    @Test func helpSaysWhatTheLimitDoes() {
        let help = CommandRunner.run(["check", "--help"]).out
        #expect(help.contains("--max-diagnostics <max-diagnostics>"))
        #expect(help.contains("0 for no limit"))
        // 1000 is the default where no configuration file sets it.
        #expect(
            help.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                "1000 unless a configuration file says otherwise"))
    }
}
