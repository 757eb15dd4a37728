import Foundation
import Testing

/// `formspec diff`: its exit statuses, specs with errors, and `--against` in a git work tree.
@Suite struct DiffCommandTests {
    private static let toggle = """
        formspec: 1
        id: settings
        controls:
          - type: toggle
            id: newsletter
            label: Newsletter
        """

    private static func edited(_ text: String, _ replacements: [(String, String)]) -> String {
        replacements.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    @Test func aSpecComparedWithItselfHasNoChangeAndPasses() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("a.form.yaml", Self.toggle)
        let outcome = CommandRunner.run(["diff", spec, spec])
        #expect(outcome.status == 0)
        #expect(outcome.out == "no changes in 1 spec\n")
    }

    @Test func failOnSetsWhichClassFailsTheRun() throws {
        let folder = try TemporaryFolder()
        let old = try folder.write("old.form.yaml", Self.toggle)
        let behavior = try folder.write("behavior.form.yaml", Self.toggle + "\n    state: on\n")
        let cosmetic = try folder.write("cosmetic.form.yaml", Self.edited(Self.toggle, [("Newsletter", "News")]))
        let breaking = try folder.write("breaking.form.yaml", Self.edited(Self.toggle, [("settings", "preferences")]))
        let cases: [(String, [String], Int32)] = [
            (breaking, [], 1), (behavior, [], 0), (breaking, ["--fail-on", "none"], 0),
            (behavior, ["--fail-on", "behavior"], 1), (cosmetic, ["--fail-on", "behavior"], 0),
            (cosmetic, ["--fail-on", "cosmetic"], 1), (behavior, ["--fail-on", "cosmetic"], 1),
        ]
        for (new, options, status) in cases {
            let outcome = CommandRunner.run(["diff", old, new] + options)
            #expect(outcome.status == status, "\(new) \(options): \(outcome.out)")
        }
        let text = CommandRunner.run(["diff", old, behavior]).out
        #expect(
            text
                == "\(behavior):4:5: behavior: newsletter: state changed from off to on\n1 change in 1 spec: 0 breaking, 1 behavior, 0 cosmetic\n"
        )
    }

    @Test func aSpecWithErrorsGetsItsDiagnosticsAndNoDiff() throws {
        let folder = try TemporaryFolder()
        let old = try folder.write("old.form.yaml", Self.toggle)
        let broken = try folder.write("new.form.yaml", Self.toggle + "\n    state: maybe\n")
        for (first, second) in [(old, broken), (broken, old)] {
            let outcome = CommandRunner.run(["diff", first, second, "--format", "json"])
            #expect(outcome.status == 1)
            #expect(outcome.out.contains("\(broken):7:12: error: "))
            #expect(!outcome.out.contains("\"specs\""))
            #expect(outcome.error.contains("checked 2 files: 1 error"))
        }
    }

    @Test func aBadCommandLineIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("a.form.yaml", Self.toggle)
        #expect(CommandRunner.run(["diff", spec]).status == 64)
        #expect(CommandRunner.run(["diff", spec, spec, "--format", "yaml"]).status == 64)
        #expect(CommandRunner.run(["diff", spec, spec, "--fail-on", "everything"]).status == 64)
        let outcome = CommandRunner.run(["diff", folder.path, spec])
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("use --against"))
    }

    @Test func againstComparesTheWorkTreeWithARevision() throws {
        let folder = try TemporaryFolder()
        try folder.write("forms/kept.form.yaml", Self.toggle)
        try folder.write("forms/deleted.form.yaml", Self.edited(Self.toggle, [("settings", "old-form")]))
        try folder.write("notes.txt", "not a spec")
        // Left out by the search at both sides: not specs deleted.
        try folder.write(".formspec.yml", "exclude: forms/drafts/**\n")
        try folder.write("forms/drafts/draft.form.yaml", Self.toggle)
        try folder.write(".hidden/hidden.form.yaml", Self.toggle)
        for arguments in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=FormSpec", "-c", "user.email=formspec@example.com", "commit", "-q", "-m", "first"],
        ] {
            #expect(try Self.run("/usr/bin/env", ["git"] + arguments, in: folder.path).status == 0)
        }
        try folder.write("forms/kept.form.yaml", Self.toggle + "\n    state: on\n")
        try folder.write("forms/added.form.yaml", Self.edited(Self.toggle, [("settings", "new-form")]))
        try FileManager.default.removeItem(atPath: folder.path + "/forms/deleted.form.yaml")

        let formspec = try ChildProcess.builtExecutable("formspec")
        let outcome = try Self.run(formspec, ["diff", "--against", "HEAD"], in: folder.path)
        #expect(outcome.status == 1)
        #expect(
            outcome.out == """
                forms/added.form.yaml:2:5: behavior: new-form: form added
                forms/added.form.yaml:4:5: behavior: newsletter: toggle added
                HEAD:forms/deleted.form.yaml:2:5: breaking: old-form: form removed
                HEAD:forms/deleted.form.yaml:4:5: breaking: newsletter: toggle removed
                forms/kept.form.yaml:4:5: behavior: newsletter: state changed from off to on
                5 changes in 3 specs: 2 breaking, 3 behavior, 0 cosmetic

                """)
        let kept = try Self.run(formspec, ["diff", "--against", "HEAD", "forms/kept.form.yaml"], in: folder.path)
        #expect(kept.status == 0)
        #expect(kept.out.hasSuffix("1 change in 1 spec: 0 breaking, 1 behavior, 0 cosmetic\n"))

        let unknown = try Self.run(formspec, ["diff", "--against", "no-such-branch"], in: folder.path)
        #expect(unknown.status == 64)
        #expect(unknown.error == "error: --against no-such-branch: no such revision in this repository\n")
        let outside = try TemporaryFolder()
        let notGit = try Self.run(formspec, ["diff", "--against", "HEAD"], in: outside.path)
        #expect(notGit.status == 1)
        #expect(notGit.error.contains("needs a git work tree"))
    }

    /// Runs `executable` in `directory`, its status and what it printed.
    private static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> (
        status: Int32, out: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CEILING_DIRECTORIES"] = (directory as NSString).deletingLastPathComponent
        process.environment = environment
        let (out, error) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = error
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
