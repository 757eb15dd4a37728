import Foundation
import Testing

/// The command line with configuration files: `formspec config`, the options that override a
/// file, baselines written and read, and `compile` taking its settings from a file. Each test
/// builds a small repository in a temporary folder (a `.git` folder marks its root).
@Suite struct ConfigurationCommandTests {
    static let spec = """
        formspec: 1
        id: signup
        controls:
          - {type: checkbox, id: extras, label: Extras, state: clear}

        """

    /// A repository holding `files` (path → text).
    static func repository(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        for (name, text) in files { try folder.write(name, text) }
        return folder
    }

    @Test func configPrintsEachValueWithWhereItComesFrom() throws {
        let folder = try Self.repository([
            ".formspec.yml": "rules:\n  checkbox.clear-in-two-state: info\nwarnings-as-errors: true\n",
            "Forms/signup.form.yaml": Self.spec,
        ])
        let outcome = CommandRunner.run(["config", folder.path + "/Forms/signup.form.yaml"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let file = folder.path + "/.formspec.yml"
        #expect(outcome.out.hasPrefix("# The configuration of \(folder.path)/Forms/signup.form.yaml: \(file)\n"))
        #expect(outcome.out.contains("\n  checkbox.clear-in-two-state: info   # \(file):2:32\n"))
        #expect(outcome.out.contains("\nwarnings-as-errors: true   # \(file):3:21\n"))
        #expect(outcome.out.contains("\nmax-diagnostics: 1000   # default\n"))
        // The listing is a configuration file itself.
        let copy = try Self.repository([".formspec.yml": outcome.out, "a.form.yaml": Self.spec])
        let again = CommandRunner.run(["config", copy.path])
        #expect(again.status == 0, "\(again.error)")
        #expect(again.out.contains("checkbox.clear-in-two-state: info   # \(copy.path)/.formspec.yml:"))
    }

    /// `compile: strings-table:` names the table the screens read their texts from; `formspec
    /// config` lists it (`Forms` by default), and a name that is no plain file name is refused.
    @Test func theStringsTableIsConfigured() throws {
        let folder = try Self.repository([
            ".formspec.yml": "compile:\n  strings-table: Checkout\n", "Forms/signup.form.yaml": Self.spec,
        ])
        let spec = folder.path + "/Forms/signup.form.yaml"
        let listing = CommandRunner.run(["config", spec]).out
        #expect(listing.contains("\n  strings-table: \"Checkout\"   # \(folder.path)/.formspec.yml:2:18\n"))
        let compiled = CommandRunner.run(["compile", spec, "--template", "uikit"])
        #expect(compiled.status == 0, "\(compiled.error)")
        #expect(compiled.out.contains("table: \"Checkout\", bundle: bundle") && !compiled.out.contains("\"Forms\""))
        let unconfigured = try Self.repository(["a.form.yaml": Self.spec])
        #expect(
            CommandRunner.run(["config", unconfigured.path]).out.contains("\n  strings-table: \"Forms\"   # default\n"))
        for bad in ["../Forms", "\"\"", "Forms/Shop", "[Forms]", String(repeating: "F", count: 246)] {
            let broken = try Self.repository([".formspec.yml": "compile:\n  strings-table: \(bad)\n"])
            let outcome = CommandRunner.run(["config", broken.path])
            #expect(outcome.status == 1, "\(bad)")
            #expect(
                outcome.error.contains("\(broken.path)/.formspec.yml:2:18: error: 'strings-table' is "), "\(bad)")
        }
    }

    @Test func configWithMistakesPrintsThemAndFails() throws {
        let folder = try Self.repository([".formspec.yml": "rules:\n  checkbox.clear-in-two-stat: off\n"])
        let outcome = CommandRunner.run(["config", folder.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains(
                "\(folder.path)/.formspec.yml:2:3: error: 'checkbox.clear-in-two-stat' is not a diagnostic id; did you mean 'checkbox.clear-in-two-state'? [config.unknown-rule]"
            ))
    }

    @Test func theCommandLineOverridesTheFile() throws {
        let folder = try Self.repository([".formspec.yml": "warnings-as-errors: true\n", "signup.form.yaml": Self.spec])
        let spec = folder.path + "/signup.form.yaml"
        let configured = CommandRunner.run(["check", spec])
        #expect(configured.status == 1)
        #expect(configured.out.contains("error: 'clear' is a state of three-state checkboxes"))
        #expect(CommandRunner.run(["check", spec, "--no-warnings-as-errors"]).status == 0)
        #expect(CommandRunner.run(["check", spec, "--no-config"]).status == 0)
        let contradiction = CommandRunner.run([
            "check", spec, "--no-config", "--config", folder.path + "/.formspec.yml",
        ])
        #expect(contradiction.status == 64)
        #expect(contradiction.error.contains("--config and --no-config contradict each other"))
    }

    @Test func aBaselineLetsOldWarningsPassAndCatchesNewOnes() throws {
        let folder = try Self.repository(["Forms/signup.form.yaml": Self.spec])
        let spec = folder.path + "/Forms/signup.form.yaml"
        let baseline = folder.path + "/baseline.json"
        let recorded = CommandRunner.run(["check", folder.path + "/Forms", "--write-baseline", baseline])
        #expect(recorded.status == 0)
        #expect(recorded.error.contains("recorded 1 diagnostic in the baseline \(baseline)"))
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains("\"file\": \"Forms/signup.form.yaml\""))
        #expect(text.contains("\"line\": \"- {type: checkbox, id: extras, label: Extras, state: clear}\""))

        // A line above, and warnings as errors: the old warning passes.
        try ("# Sign-up\n" + Self.spec).write(toFile: spec, atomically: true, encoding: .utf8)
        let adopted = CommandRunner.run(["check", spec, "--baseline", baseline, "--warnings-as-errors"])
        #expect(adopted.status == 0, "\(adopted.out)")
        #expect(adopted.out.isEmpty)
        #expect(adopted.error.contains("checked 1 file: 0 errors, 0 warnings, 0 infos (1 in the baseline)"))

        // A new warning is reported, and fails.
        try ("# Sign-up\n" + Self.spec + "  - {type: checkbox, id: more, label: More, state: clear}\n")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let later = CommandRunner.run([
            "check", spec, "--baseline", baseline, "--warnings-as-errors", "--diagnostics-format", "json",
        ])
        #expect(later.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(later.out.utf8)) as? [String: Any])
        // `diagnostics` holds what is reported, and `suppressed` the baselined one, marked.
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["line"] as? Int } == [6])
        #expect(diagnostics[0]["suppression"] == nil && diagnostics[0]["severity"] as? String == "error")
        let suppressed = try #require(report["suppressed"] as? [[String: Any]])
        #expect(suppressed.map { $0["line"] as? Int } == [5])
        #expect((suppressed[0]["suppression"] as? [String: String])?["kind"] == "external")
        #expect((report["summary"] as? [String: Int])?["baselined"] == 1)
    }

    @Test func aBrokenBaselineStopsTheRun() throws {
        let folder = try Self.repository([
            "signup.form.yaml": Self.spec, "baseline.json": "{\"version\": 2, \"diagnostics\": []}\n",
        ])
        let outcome = CommandRunner.run(["check", folder.path, "--baseline", folder.path + "/baseline.json"])
        #expect(outcome.status == 1)
        #expect(
            outcome.out.contains(
                "baseline.json:1:13: error: '\(folder.path)/baseline.json' is not a FormSpec baseline: its version is not 1 [config.invalid]"
            ))
    }

    @Test func compileTakesItsSettingsFromTheFile() throws {
        let folder = try Self.repository([
            ".formspec.yml": "compile:\n  emit: json, preview\n  output-dir: Generated\n",
            "Forms/signup.form.yaml": Self.spec.replacingOccurrences(of: "state: clear", with: "state: on"),
        ])
        let outcome = CommandRunner.run(["compile", folder.path + "/Forms/signup.form.yaml"])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Generated/signup.form.json"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Generated/signup.form.preview.txt"))
        // The command line wins: one format to standard output.
        let standardOutput = CommandRunner.run([
            "compile", folder.path + "/Forms/signup.form.yaml", "--emit", "json", "--output-dir",
            folder.path + "/Other",
        ])
        #expect(standardOutput.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Other/signup.form.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Other/signup.form.preview.txt"))
    }

    /// A template named by the file is found from the file's folder, wherever compile runs; a
    /// configured template shapes only the swift output (a JSON-only run ignores it).
    @Test func aConfiguredTemplateIsRelativeToItsFile() throws {
        let folder = try Self.repository([
            ".formspec.yml": "compile:\n  template: Templates/ids.stencil\n",
            "Templates/ids.stencil":
                "{% for control in form.controls %}\n{{ control.id|swiftName }}: {{ control.type }}\n{% endfor %}\n",
            "Forms/signup.form.yaml": Self.spec.replacingOccurrences(of: "state: clear", with: "state: on"),
        ])
        let spec = folder.path + "/Forms/signup.form.yaml"
        let swift = CommandRunner.run(["compile", spec])
        #expect(swift.status == 0, "\(swift.error)")
        #expect(swift.out == "extras: checkbox\n", "the template alone emits swift")
        let json = CommandRunner.run(["compile", spec, "--emit", "json"])
        #expect(json.status == 0, "\(json.error)")
        #expect(json.out.hasPrefix("{"))
        let listing = CommandRunner.run(["config", spec]).out
        #expect(listing.contains("\n  emit: [\"swift\"]   # default\n"))
        #expect(listing.contains("\n  template: \"Templates/ids.stencil\"   # \(folder.path)/.formspec.yml:2:13\n"))
    }

    @Test func specsWhoseFilesDisagreeOnCompilingStopTheRun() throws {
        let folder = try Self.repository([
            "A/.formspec.yml": "compile:\n  output-dir: GeneratedA\n",
            "B/.formspec.yml": "compile:\n  output-dir: GeneratedB\n",
            "A/a.form.yaml": Self.spec, "B/b.form.yaml": Self.spec,
        ])
        let outcome = CommandRunner.run(["compile", folder.path + "/A", folder.path + "/B"])
        #expect(outcome.status == 64)
        #expect(
            outcome.error.contains("configured by \(folder.path)/A/.formspec.yml and \(folder.path)/B/.formspec.yml"))
        // Given on the command line, the setting they disagree on is not theirs to decide.
        let given = CommandRunner.run([
            "compile", folder.path + "/A", folder.path + "/B", "--output-dir", folder.path + "/Out",
        ])
        #expect(given.status == 0, "\(given.error)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Out/a.form.json"))
    }

    @Test func anOversizedFileSaysThatItsLimitIsFixed() throws {
        let folder = try Self.repository([
            ".formspec.yml": "# " + String(repeating: "x", count: 1 << 20) + "\n", "signup.form.yaml": Self.spec,
        ])
        let outcome = CommandRunner.run(["check", folder.path + "/signup.form.yaml", "--max-file-size", "64M"])
        #expect(outcome.status == 1)
        #expect(
            outcome.out.contains(
                """
                '\(folder.path)/.formspec.yml' is larger than the limit of 1048576 bytes; configuration files have this fixed limit (1M), \
                which --max-file-size does not change: a configuration needs a few lines [io.too-large]
                """), "\(outcome.out)")
    }

    @Test func aSpecUnderABrokenFileIsCheckedButGetsNoOutput() throws {
        let folder = try Self.repository([
            ".formspec.yml": "max-diagnostic: 3\n",
            "signup.form.yaml": Self.spec.replacingOccurrences(of: "state: clear", with: "state: on"),
        ])
        let outcome = CommandRunner.run([
            "compile", folder.path + "/signup.form.yaml", "--output-dir", folder.path + "/Generated",
        ])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains("a configuration file has no key 'max-diagnostic'; did you mean 'max-diagnostics'?"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated/signup.form.json"))
    }

    @Test func includeAndExcludeDecideWhatADirectorySearchFinds() throws {
        let folder = try Self.repository([
            ".formspec.yml": "include: ['**/*.yaml']\nexclude: [Drafts/**]\n",
            "Forms/signup.yaml": Self.spec, "Forms/Drafts/old.form.yaml": Self.spec,
            "Drafts/draft.form.yaml": Self.spec,
        ])
        let outcome = CommandRunner.run(["check", folder.path, "--diagnostics-format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        let files = Set(try #require(report["diagnostics"] as? [[String: Any]]).compactMap { $0["file"] as? String })
        // Drafts/** is relative to the file's folder: Forms/Drafts is searched.
        #expect(files == [folder.path + "/Forms/signup.yaml", folder.path + "/Forms/Drafts/old.form.yaml"])
    }
}
