import Foundation
import Testing

/// `formspec diff`: its exit statuses, specs with errors, and `--against` in a git work tree.
@Suite struct DiffCommandTests {
    static let toggle = """
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
                == "\(behavior):7:5: behavior: newsletter: state changed from off to on\n1 change in 1 spec: 0 breaking, 1 behavior, 0 cosmetic\n"
        )
    }

    @Test func aSpecWithErrorsGetsItsDiagnosticsInTheFormatAskedAndNoDiff() throws {
        let folder = try TemporaryFolder()
        let old = try folder.write("old.form.yaml", Self.toggle)
        let broken = try folder.write("new.form.yaml", Self.toggle + "\n    state: maybe\n")
        for (first, second) in [(old, broken), (broken, old)] {
            let text = CommandRunner.run(["diff", first, second])
            #expect(text.status == 1)
            #expect(text.out.hasPrefix("\(broken):7:12: error: "))
            #expect(text.error.contains("checked 2 files: 1 error"))
            let json = CommandRunner.run(["diff", first, second, "--format", "json"])
            #expect(json.status == 1)
            let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
            let diagnostics = try #require(document?["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!)" } == ["\(broken):7:12"])
            #expect((document?["specs"] as? [Any])?.isEmpty == true)
        }
        let markdown = CommandRunner.run(["diff", old, broken, "--format", "markdown", "--fail-on", "none"])
        #expect(markdown.status == 1)
        #expect(markdown.out.hasPrefix("## FormSpec changes\n"))
        #expect(markdown.out.contains("| `\(broken):7:12` | `error: 'maybe' is not a toggle state"))
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
        let tree = try GitWorkTree()
        let folder = tree.folder
        try folder.write("forms/kept.form.yaml", Self.toggle)
        try folder.write("forms/deleted.form.yaml", Self.edited(Self.toggle, [("settings", "old-form")]))
        try folder.write("notes.txt", "not a spec")
        // Left out by the search at both sides: not specs deleted.
        try folder.write(".formspec.yml", "exclude: forms/drafts/**\n")
        try folder.write("forms/drafts/draft.form.yaml", Self.toggle)
        try folder.write(".hidden/hidden.form.yaml", Self.toggle)
        try tree.commitAll()
        try folder.write("forms/kept.form.yaml", Self.toggle + "\n    state: on\n")
        try folder.write("forms/added.form.yaml", Self.edited(Self.toggle, [("settings", "new-form")]))
        try FileManager.default.removeItem(atPath: folder.path + "/forms/deleted.form.yaml")

        let outcome = try tree.formspec(["diff", "--against", "HEAD"])
        #expect(outcome.status == 1)
        #expect(
            outcome.out == """
                forms/added.form.yaml:2:5: behavior: new-form: form added
                forms/added.form.yaml:4:5: behavior: newsletter: toggle added
                HEAD:forms/deleted.form.yaml:2:5: breaking: old-form: form removed
                HEAD:forms/deleted.form.yaml:4:5: breaking: newsletter: toggle removed
                forms/kept.form.yaml:7:5: behavior: newsletter: state changed from off to on
                5 changes in 3 specs: 2 breaking, 3 behavior, 0 cosmetic

                """)
        // GitHub places an annotation by the file's path in the repository, not by `REV:path`.
        let github = try tree.formspec(["diff", "--against", "HEAD", "--format", "github"])
        #expect(
            github.out.contains(
                "::error file=forms/deleted.form.yaml,line=2,col=5,title=formspec diff%3A breaking::old-form: form removed\n"
            ),
            "\(github.out)")
        #expect(!github.out.contains("HEAD%3A"), "\(github.out)")
        // The page's heading names the revision the specs are compared with.
        let page = try tree.formspec(["diff", "--against", "HEAD", "--format", "html"])
        #expect(page.out.contains("<h1>3 specs as they were at HEAD → as they are</h1>"), "\(page.out.prefix(2000))")
        let added = try tree.formspec(["diff", "--against", "HEAD", "--format", "html", "forms/added.form.yaml"])
        #expect(added.out.contains("<h1>no spec at HEAD → forms/added.form.yaml</h1>"), "\(added.out.prefix(2000))")
        let kept = try tree.formspec(["diff", "--against", "HEAD", "forms/kept.form.yaml"])
        #expect(kept.status == 0)
        #expect(kept.out.hasSuffix("1 change in 1 spec: 0 breaking, 1 behavior, 0 cosmetic\n"))

        let unknown = try tree.formspec(["diff", "--against", "no-such-branch"])
        #expect(unknown.status == 64)
        #expect(unknown.error == "error: --against no-such-branch: no such revision in this repository\n")
        let outside = try TemporaryFolder()
        let notGit = try tree.formspec(["diff", "--against", "HEAD"], in: outside.path)
        #expect(notGit.status == 1)
        #expect(notGit.error.contains("needs a git work tree"))
    }
}
