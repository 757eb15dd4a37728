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
        try folder.write("specs/other.yml", Self.clean.replacingOccurrences(of: "id: clean", with: "id: other"))
        let out = folder.path + "/build/forms"
        let outcome = CommandRunner.run(["compile", folder.path + "/specs", "--output-dir", out, "--emit", "json,preview"])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.out.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["clean.form.json", "clean.form.preview.txt", "other.json", "other.preview.txt"])
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

        let missing = CommandRunner.run(["compile", file, "--output-dir", out, "--check"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("clean.form.json is out of date"))
        #expect(!FileManager.default.fileExists(atPath: out + "/clean.form.json"))

        #expect(CommandRunner.run(["compile", file, "--output-dir", out]).status == 0)
        let upToDate = CommandRunner.run(["compile", file, "--output-dir", out, "--check"])
        #expect(upToDate.status == 0)
        #expect(upToDate.error.isEmpty)

        try folder.write("clean.form.yaml", Self.clean.replacingOccurrences(of: "Wi-Fi", with: "Wireless"))
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/clean.form.json"))
        let stale = CommandRunner.run(["compile", file, "--output-dir", out, "--check"])
        #expect(stale.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/clean.form.json")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["clean.form.json"], "no temporary file is left")
    }

    @Test func oneFailingSpecNeverStopsTheOthers() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("a-good.form.yaml", Self.clean)
        let bad = try folder.write("b-broken.form.yaml", Self.broken)
        let unreadable = folder.path + "/missing.form.yaml"
        let other = try folder.write("c-other.form.yaml", Self.clean.replacingOccurrences(of: "id: clean", with: "id: other"))
        let out = folder.path + "/out"
        let outcome = CommandRunner.run(["compile", good, bad, unreadable, other, "--output-dir", out, "--color", "never"])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("[a11y.missing-label]"))
        #expect(outcome.error.contains("[io.read-failed]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["a-good.form.json", "c-other.form.json"])
    }

    @Test func twoSpecsOfTheSameNameDoNotOverwriteEachOther() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a/form.yaml", Self.clean)
        let second = try folder.write("b/form.yaml", Self.clean.replacingOccurrences(of: "id: clean", with: "id: other"))
        let out = folder.path + "/out"
        let outcome = CommandRunner.run(["compile", first, second, "--output-dir", out])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("error: cannot write '\(out)/form.json': '\(first)' writes it too"))
        #expect(try String(contentsOfFile: out + "/form.json", encoding: .utf8) == (try Self.json(Self.clean)))
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
