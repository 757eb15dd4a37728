import FormSpec
import Foundation
import Testing

/// `formspec compile` as a user meets it: standard output, `--output-dir`, `--emit`, `--check`,
/// unchanged files, several files, bad command lines.
@Suite struct CompileCommandTests {
    static let clean = CheckCommandTests.clean
    static let broken = "formspec: 1\nid: broken\ncontrols:\n  - {type: toggle, id: wifi}\n"
    static let warned = "formspec: 1\nid: warned\ncontrols:\n  - {type: checkbox, id: c, label: C, state: clear}\n"

    /// The JSON the library gives for `text`.
    static func json(_ text: String) throws -> String {
        try #require(Compiler().compile(SourceFile(name: "x", bytes: Array(text.utf8))).form).json()
    }

    @Test func oneSpecWritesItsJSONToStandardOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let outcome = CommandRunner.run(["compile", file])
        #expect(outcome.status == 0)
        #expect(outcome.out == (try Self.json(Self.clean)))
        #expect(outcome.error.isEmpty)
    }

    @Test func standardInputCompilesToo() throws {
        let outcome = CommandRunner.run(["compile", "-"], input: Array(Self.clean.utf8))
        #expect(outcome.status == 0)
        #expect(outcome.out == (try Self.json(Self.clean)))
    }

    @Test func aSpecWithErrorsPrintsDiagnosticsOnStandardErrorAndNoOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("broken.form.yaml", Self.broken)
        let outcome = CommandRunner.run(["compile", file, "--color", "never"])
        #expect(outcome.status == 1)
        #expect(outcome.out.isEmpty)
        #expect(outcome.error.contains("broken.form.yaml:4:5: error:"))
        #expect(outcome.error.contains("[a11y.missing-label]"))
    }

    @Test func warningsAsErrorsWithholdTheOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("warned.form.yaml", Self.warned)
        let plain = CommandRunner.run(["compile", file])
        #expect(plain.status == 0)
        #expect(!plain.out.isEmpty)
        #expect(plain.error.contains("[checkbox.clear-in-two-state]"))
        let strict = CommandRunner.run(["compile", file, "--warnings-as-errors", "--output-dir", folder.path + "/out"])
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/warned.form.json"))
    }

    @Test func emitPreviewToStandardOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let outcome = CommandRunner.run(["compile", file, "--emit", "preview"])
        #expect(outcome.status == 0)
        #expect(outcome.out == CommandRunner.run(["preview", file]).out)
        #expect(!outcome.out.isEmpty)
    }

    @Test func outputDirectoryGetsOneFilePerFormat() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("specs/clean.form.yaml", Self.clean)
        try folder.write("specs/other.form.yml", Self.clean.replacingOccurrences(of: "id: clean", with: "id: other"))
        try folder.write("specs/ci.yml", "on: push\n")
        let out = folder.path + "/build/forms"
        let outcome = CommandRunner.run([
            "compile", folder.path + "/specs", "--output-dir", out, "--emit", "json,preview",
        ])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.out.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["clean.form.json", "clean.form.preview.txt", "other.form.json", "other.form.preview.txt"])
        #expect(try String(contentsOfFile: out + "/clean.form.json", encoding: .utf8) == (try Self.json(Self.clean)))
        let preview = try String(contentsOfFile: out + "/clean.form.preview.txt", encoding: .utf8)
        #expect(preview == CommandRunner.run(["preview", file]).out)

        let jsonOnly = folder.path + "/json-only"
        #expect(CommandRunner.run(["compile", file, "--output-dir", jsonOnly]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: jsonOnly) == ["clean.form.json"])
    }

    @Test func anUnchangedOutputIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let out = folder.path + "/out"
        #expect(CommandRunner.run(["compile", file, "--output-dir", out]).status == 0)
        let output = out + "/clean.form.json"
        let past = Date(timeIntervalSince1970: 946_684_800)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)

        #expect(CommandRunner.run(["compile", file, "--output-dir", out]).status == 0)
        #expect(try modificationDate(output) == past, "the same content keeps the file and its time")

        try folder.write("clean.form.yaml", Self.clean.replacingOccurrences(of: "Wi-Fi", with: "Wireless"))
        #expect(CommandRunner.run(["compile", file, "--output-dir", out]).status == 0)
        #expect(try modificationDate(output) != past)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("Wireless"))
    }

    @Test func checkWritesNothingAndFailsWhenAnOutputWouldChange() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let out = folder.path + "/out"

        let missing = CommandRunner.run(["compile", file, "--output-dir", out, "--emit", "json,preview", "--check"])
        #expect(missing.status == 1)
        #expect(
            missing.error == "\(out)/clean.form.json is missing: run formspec compile without --check\n"
                + "\(out)/clean.form.preview.txt is missing: run formspec compile without --check\n")
        #expect(!FileManager.default.fileExists(atPath: out), "--check creates nothing, not even the directory")

        #expect(CommandRunner.run(["compile", file, "--output-dir", out]).status == 0)
        let upToDate = CommandRunner.run(["compile", file, "--output-dir", out, "--check"])
        #expect(upToDate.status == 0)
        #expect(upToDate.error.isEmpty)

        try folder.write("clean.form.yaml", Self.clean.replacingOccurrences(of: "Wi-Fi", with: "Wireless"))
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/clean.form.json"))
        let stale = CommandRunner.run(["compile", file, "--output-dir", out, "--check"])
        #expect(stale.status == 1)
        #expect(stale.error == "\(out)/clean.form.json is out of date: run formspec compile without --check\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/clean.form.json")) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out) == ["clean.form.json"], "no temporary file is left"
        )
    }

    @Test func oneFailingSpecNeverStopsTheOthers() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("a-good.form.yaml", Self.clean)
        let bad = try folder.write("b-broken.form.yaml", Self.broken)
        let unreadable = folder.path + "/missing.form.yaml"
        let other = try folder.write(
            "c-other.form.yaml", Self.clean.replacingOccurrences(of: "id: clean", with: "id: other"))
        let out = folder.path + "/out"
        let outcome = CommandRunner.run([
            "compile", good, bad, unreadable, other, "--output-dir", out, "--color", "never",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("[a11y.missing-label]"))
        #expect(outcome.error.contains("[io.read-failed]"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "a-good.form.json", "c-other.form.json",
            ])
    }

    /// The second spec of a name gets no output and an `io.write-failed` naming the first, in
    /// every format, counted in the summary.
    @Test func twoSpecsOfTheSameNameDoNotOverwriteEachOther() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a/form.form.yaml", Self.clean)
        let second = try folder.write(
            "b/form.form.yaml", Self.clean.replacingOccurrences(of: "id: clean", with: "id: other"))
        let out = folder.path + "/out"
        let arguments = ["compile", first, second, "--output-dir", out, "--emit", "json,preview", "--color", "never"]
        let message =
            "'\(out)/form.form.json' and '\(out)/form.form.preview.txt' are written for '\(first)' already; "
            + "rename one of the two specs, or compile them into different directories"

        let text = CommandRunner.run(arguments)
        #expect(text.status == 1)
        #expect(
            text.error == """
                \(second):1:1: error: \(message) [io.write-failed]
                \(first):1:1: note: '\(first)' has the same file name
                compiled 2 files: 1 error, 0 warnings, 0 infos

                """)
        #expect(try String(contentsOfFile: out + "/form.form.json", encoding: .utf8) == (try Self.json(Self.clean)))

        let json = CommandRunner.run(arguments + ["--diagnostics-format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.error.utf8)) as? [String: Any])
        let diagnostic = try #require((report["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["id"] as? String == "io.write-failed")
        #expect(diagnostic["file"] as? String == second)
        #expect((diagnostic["notes"] as? [[String: Any]])?.first?["file"] as? String == first)
        #expect(
            report["summary"] as? [String: Int] == [
                "files": 2, "errors": 1, "warnings": 0, "infos": 0, "suppressed": 0, "baselined": 0,
            ])

        let github = CommandRunner.run(arguments + ["--diagnostics-format", "github"])
        #expect(
            github.error.hasPrefix(
                "::error file=\(second),line=1,col=1,endLine=1,endColumn=1,title=io.write-failed::\(message)"))
    }

    /// A file that cannot be replaced, or a directory that cannot be created, is an
    /// `io.write-failed` of the spec; the other outputs are written.
    @Test func anOutputThatCannotBeWrittenIsADiagnostic() throws {
        let folder = try TemporaryFolder()
        let blocked = try folder.write("specs/blocked.form.yaml", Self.clean)
        let fine = try folder.write(
            "specs/fine.form.yaml", Self.clean.replacingOccurrences(of: "id: clean", with: "id: fine"))
        let out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out + "/blocked.form.json", withIntermediateDirectories: true)
        let outcome = CommandRunner.run(["compile", blocked, fine, "--output-dir", out, "--color", "never"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error == """
                \(blocked):1:1: error: cannot write '\(out)/blocked.form.json': Is a directory [io.write-failed]
                compiled 2 files: 1 error, 0 warnings, 0 infos

                """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "blocked.form.json", "fine.form.json",
            ], "no temporary file is left")

        let file = try folder.write("not-a-directory", "")
        let noDirectory = CommandRunner.run([
            "compile", fine, "--output-dir", file + "/out", "--diagnostics-format", "json",
        ])
        #expect(noDirectory.status == 1)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(noDirectory.error.utf8)) as? [String: Any])
        let messages = (report["diagnostics"] as? [[String: Any]])?.map { "\($0["id"] ?? "") \($0["message"] ?? "")" }
        #expect(messages == ["io.write-failed cannot create the output directory '\(file)/out': Not a directory"])
        #expect((report["summary"] as? [String: Int])?["errors"] == 1)
    }

    @Test func outputNameNamesTheOutputsOfOneSpec() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Signup/form.form.yaml", Self.clean)
        let out = folder.path + "/out"
        let outcome = CommandRunner.run([
            "compile", file, "--output-dir", out, "--output-name", "Signup_form.form", "--emit", "json,preview",
        ])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "Signup_form.form.json", "Signup_form.form.preview.txt",
            ])
        #expect(
            try String(contentsOfFile: out + "/Signup_form.form.json", encoding: .utf8) == (try Self.json(Self.clean)))

        let standardInput = CommandRunner.run(
            ["compile", "-", "--output-dir", out, "--output-name", "piped"], input: Array(Self.clean.utf8))
        #expect(standardInput.status == 0, "\(standardInput.error)")
        #expect(try String(contentsOfFile: out + "/piped.json", encoding: .utf8) == (try Self.json(Self.clean)))

        let other = try folder.write("other.form.yaml", Self.clean)
        for (arguments, complaint) in [
            (["compile", file, "--output-name", "x"], "--output-name names the files of --output-dir"),
            (
                ["compile", file, "--output-dir", out, "--output-name", "a/b"],
                "--output-name takes a file name without '/'"
            ),
            (
                ["compile", file, "--output-dir", out, "--output-name", ""],
                "--output-name takes a file name without '/'"
            ),
            (
                ["compile", file, other, "--output-dir", out, "--output-name", "x"],
                "--output-name names the outputs of one spec"
            ),
        ] {
            let refused = CommandRunner.run(arguments)
            #expect(refused.status == 64, "\(arguments)")
            #expect(refused.error.contains(complaint), "\(arguments): \(refused.error)")
            #expect(refused.error.contains("Usage: formspec compile"), "\(arguments)")
        }
    }

    /// A run killed outright leaves its temporary files; the next run into the directory removes
    /// those whose process has ended and those of FormSpec 0.1, not a running process's.
    @Test func staleTemporaryFilesAreRemovedByTheNextRun() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let out = folder.path + "/out"
        let ended = ".clean.form.json.formspec-999999999-a1B2c3"
        let old = ".clean.form.json.formspec-Zz09Ab"
        let running = ".clean.form.json.formspec-\(getpid())-a1B2c3"
        let others = [
            ".clean.form.json.formspec-999999999-toolong", ".notes", "clean.form.json.formspec-999999999-a1B2c3",
        ]
        for name in [ended, old, running] + others { try folder.write("out/" + name, "partial") }

        #expect(CommandRunner.run(["compile", file, "--output-dir", out, "--check"]).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == 6, "--check removes nothing")

        #expect(CommandRunner.run(["compile", file, "--output-dir", out]).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted()
                == ([running, "clean.form.json"] + others).sorted())
    }

    @Test func emitTakesSpacesAroundCommasAndARefusalNamesTheFourFormats() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let out = folder.path + "/out"
        let spaced = CommandRunner.run(["compile", file, "--output-dir", out, "--emit", "json, html"])
        #expect(spaced.status == 0, "\(spaced.error)")
        #expect(FileManager.default.fileExists(atPath: out + "/clean.form.json"))
        #expect(FileManager.default.fileExists(atPath: out + "/clean.form.preview.html"))

        let refused = CommandRunner.run(["compile", file, "--output-dir", out, "--emit", "json, yaml"])
        #expect(refused.status == 64)
        #expect(
            refused.error.contains(
                "'yaml' is not a format; give json, preview, swift or html, or several separated by commas (json,preview)"
            ),
            "\(refused.error)")
        #expect(!refused.error.contains("Please provide one of"), "the four names, not a list of combinations")
    }

    @Test func badCommandLinesExit64() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let cases: [([String], String)] = [
            (["compile"], "at least one spec"),
            (["compile", file, "--check"], "--check compares with the files of --output-dir"),
            (["compile", file, file], "Standard output takes one spec"),
            (["compile", file, "--emit", "json,preview"], "give --output-dir to emit json,preview"),
            (["compile", file, "--emit", "yaml"], "--emit"),
            (["compile", "-", "--output-dir", folder.path], "Standard input has no file name"),
        ]
        for (arguments, message) in cases {
            let outcome = CommandRunner.run(arguments)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.error.contains(message), "\(arguments): \(outcome.error)")
        }
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}
