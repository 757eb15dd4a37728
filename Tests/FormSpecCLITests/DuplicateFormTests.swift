import Foundation
import Testing

/// `codegen.duplicate-form`: two forms of one run that would be one Swift type, reported at both
/// ids before any Swift is written, by `compile` and by `check --duplicate-forms` (the build
/// plugin's check of a target).
@Suite struct DuplicateFormTests {
    static let controls = CheckCommandTests.controls

    let folder: TemporaryFolder
    /// `signup.form.yaml`, its copy `Copy/copy.form.yaml` (one id), and `other.form.yaml`.
    let specs: [String]

    init() throws {
        folder = try TemporaryFolder()
        specs = [
            try folder.write("specs/signup.form.yaml", "formspec: 1\nid: signup\n" + Self.controls),
            try folder.write("specs/Copy/copy.form.yaml", "# copied\nformspec: 1\nid:   signup\n" + Self.controls),
            try folder.write("specs/other.form.yaml", "formspec: 1\nid: other\n" + Self.controls),
        ]
    }

    /// The diagnostics a run over `specs` prints, with the folder written as `DIR`.
    private func printed(_ text: String) -> String {
        text.replacingOccurrences(of: folder.path, with: "DIR")
    }

    @Test func compileReportsBothIdsAndWritesNeitherSwift() throws {
        let output = folder.path + "/out"
        let outcome = CommandRunner.run(
            ["compile"] + specs + ["--output-dir", output, "--emit", "json,swift", "--color", "never"])
        #expect(outcome.status == 1)
        #expect(
            printed(outcome.error) == """
                DIR/specs/Copy/copy.form.yaml:3:7: error: the form 'signup' has the id of the form of 'DIR/specs/signup.form.yaml' (line 2): both would be the Swift type 'SignupForm'; give each form an id of its own [codegen.duplicate-form]
                  3 | id:   signup
                    |       ^~~~~~
                DIR/specs/signup.form.yaml:2:5: note: the form 'signup' of 'DIR/specs/signup.form.yaml' is here
                  2 | id: signup
                    |     ^~~~~~

                DIR/specs/signup.form.yaml:2:5: error: the form 'signup' has the id of the form of 'DIR/specs/Copy/copy.form.yaml' (line 3): both would be the Swift type 'SignupForm'; give each form an id of its own [codegen.duplicate-form]
                  2 | id: signup
                    |     ^~~~~~
                DIR/specs/Copy/copy.form.yaml:3:7: note: the form 'signup' of 'DIR/specs/Copy/copy.form.yaml' is here
                  3 | id:   signup
                    |       ^~~~~~
                compiled 3 files: 2 errors, 0 warnings, 0 infos

                """, "\(outcome.error)")
        // The JSON is written as for any spec; the Swift of neither form, and the third form's.
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files == ["copy.form.json", "other.form.json", "other.form.swift", "signup.form.json"])

        let four = CommandRunner.run(
            ["compile"] + specs + ["--output-dir", folder.path + "/four", "--emit", "json,swift", "--color", "never"]
                + ["--jobs", "4"])
        #expect(four.status == 1 && printed(four.error) == printed(outcome.error), "the same bytes with --jobs 4")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/four").sorted() == files)
    }

    @Test func idsOfOneSwiftNameAreDuplicatesToo() throws {
        let hyphen = try folder.write("names/a.form.yaml", "formspec: 1\nid: sign-up\n" + Self.controls)
        let underscore = try folder.write("names/b.form.yaml", "formspec: 1\nid: sign_up\n" + Self.controls)
        let outcome = CommandRunner.run(
            [
                "compile", hyphen, underscore, "--output-dir", folder.path + "/out", "--emit", "swift", "--color",
                "never",
            ])
        #expect(outcome.status == 1)
        #expect(
            printed(outcome.error).contains(
                "DIR/names/a.form.yaml:2:5: error: the form 'sign-up' and the form 'sign_up' of 'DIR/names/b.form.yaml' (line 2): their Swift names are both 'SignUpForm'; rename one of them [codegen.duplicate-form]"
            ), "\(outcome.error)")
        #expect(printed(outcome.error).contains("DIR/names/b.form.yaml:2:5: error: the form 'sign_up' and the form"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/a.form.swift"))
    }

    @Test func withoutSwiftOneIdInTwoSpecsIsFine() throws {
        let outcome = CommandRunner.run(["compile"] + specs + ["--output-dir", folder.path + "/out"])
        #expect(outcome.status == 0 && outcome.error.isEmpty, "\(outcome.error)")
    }

    @Test func aSpecCompiledAloneHasNoOtherForm() throws {
        let outcome = CommandRunner.run(
            ["compile", specs[1], "--output-dir", folder.path + "/out", "--emit", "swift", "--output-name", "copy"])
        #expect(outcome.status == 0 && outcome.error.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/copy.swift"))
    }

    @Test func checkDuplicateFormsReportsOnlyThemAndStampsAPass() throws {
        let stamp = folder.path + "/checked.swift"
        let warned = try folder.write(
            "specs/warned.form.yaml",
            "formspec: 1\nid: warned\ncontrols:\n  - {type: checkbox, id: c, label: C, state: clear}\n")
        let passing = CommandRunner.run(
            ["check", "--duplicate-forms", "--stamp", stamp, "--color", "never", specs[0], specs[2], warned])
        #expect(passing.status == 0 && passing.out.isEmpty && passing.error.isEmpty, "\(passing)")
        #expect(
            FileManager.default.contents(atPath: stamp)
                == Data(
                    "// The forms of these specs are Swift types of their own (formspec check --duplicate-forms).\n"
                        .utf8))
        // A check run again (a build whose tool was relinked) leaves the stamp as it is, so the
        // target that compiles it compiles nothing anew.
        let stamped = try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        #expect(
            CommandRunner.run(["check", "--duplicate-forms", "--stamp", stamp, specs[0], specs[2], warned]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date == stamped)
        try FileManager.default.removeItem(atPath: stamp)

        let failing = CommandRunner.run(["check", "--duplicate-forms", "--stamp", stamp, "--color", "never"] + specs)
        #expect(failing.status == 1)
        let compiled = CommandRunner.run(
            ["compile"] + specs + ["--output-dir", folder.path + "/out", "--emit", "swift", "--color", "never"])
        #expect(compiled.status == 1)
        #expect(
            failing.out + failing.error
                == compiled.error.replacingOccurrences(of: "compiled 3 files", with: "checked 3 files"))
        #expect(!FileManager.default.fileExists(atPath: stamp), "no stamp when the check fails")
    }

    /// A stamp is written as every output is: a folder is refused with one clear line.
    @Test func aStampThatIsAFolderIsRefused() throws {
        let onFolder = CommandRunner.run(["check", "--duplicate-forms", "--stamp", folder.path, specs[0]])
        #expect(onFolder.status == 1)
        #expect(onFolder.error == "error: cannot write '\(folder.path)': Is a directory\n")
    }
}
