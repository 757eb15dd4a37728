import FormSpec
import Foundation
import Testing

/// `formspec check` as a user meets it: exit codes, files, directories, standard input.
@Suite struct CheckCommandTests {
    static let clean = "formspec: 1\nid: clean\ncontrols:\n  - type: toggle\n    id: wifi\n    label: Wi-Fi\n"
    /// The rest of a valid spec, after `formspec:` and `id:`.
    static let controls = "controls:\n  - {type: toggle, id: wifi, label: Wi-Fi}\n"

    /// A spec that is valid but for its version.
    static func spec(version: Int) -> String {
        "formspec: \(version)\nid: a\n" + controls
    }

    @Test func aCleanSpecExitsZeroAndPrintsNoDiagnostics() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("clean.form.yaml", Self.clean)
        let outcome = CommandRunner.run(["check", file])
        #expect(outcome.status == 0)
        #expect(outcome.out.isEmpty)
        #expect(outcome.error == "checked 1 file: 0 errors, 0 warnings, 0 infos\n")
    }

    @Test func oneLocatedErrorPerMistake() throws {
        let folder = try TemporaryFolder()
        let cases = [
            (
                "duplicate.yaml", "formspec: 1\nid: a\nid: b\n" + Self.controls, "duplicate.yaml:3:1: error:",
                "[yaml.duplicate-key]"
            ),
            ("tab.yaml", "formspec: 1\ncontrols:\n\t- x\n", "tab.yaml:3:1: error:", "[yaml.syntax]"),
            ("quote.yaml", "formspec: 1\nid: \"open\n", "quote.yaml:3:1: error:", "[yaml.syntax]"),
            (
                "bom.yaml", "formspec: 1\nid: a\u{FEFF}\n" + Self.controls, "bom.yaml:2:6: error:",
                "[yaml.invalid-encoding]"
            ),
            ("version.yaml", Self.spec(version: 3), "version.yaml:1:11: error:", "[spec.unsupported-version]"),
            ("noversion.yaml", "id: a\n" + Self.controls, "noversion.yaml:1:1: error:", "[spec.missing-version]"),
        ]
        for (name, text, location, id) in cases {
            let file = try folder.write(name, text)
            let outcome = CommandRunner.run(["check", file, "--color", "never"])
            #expect(outcome.status == 1, "\(name)")
            let headers = outcome.out.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(headers.count == 1, "\(name): \(outcome.out)")
            #expect(headers.first?.hasPrefix(folder.path + "/" + location) == true, "\(name): \(outcome.out)")
            #expect(headers.first?.hasSuffix(id) == true, "\(name): \(outcome.out)")
        }
    }

    @Test func invalidUTF8AndAliasBombsInEveryFormat() throws {
        let folder = try TemporaryFolder()
        let utf8 = folder.path + "/bad.yaml"
        try Data(Array("formspec: 1\nid: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)).write(
            to: URL(fileURLWithPath: utf8))
        var bomb = "formspec: 1\nl0: &l0 [a, a, a, a, a, a, a, a, a, a]\n"
        for level in 1...8 {
            bomb +=
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let bombFile = try folder.write("bomb.yaml", bomb)
        for (file, id) in [(utf8, "yaml.invalid-encoding"), (bombFile, "yaml.alias-limit")] {
            for format in ["text", "json", "github", "sarif"] {
                let outcome = CommandRunner.run(["check", file, "--diagnostics-format", format])
                #expect(outcome.status == 1)
                #expect(outcome.out.components(separatedBy: id).count - 1 >= 1, "\(format): \(outcome.out)")
            }
        }
    }

    @Test func standardInputIsNamedStdin() {
        let outcome = CommandRunner.run(["check", "-"], input: Array(Self.spec(version: 2).utf8))
        #expect(outcome.status == 1)
        #expect(outcome.out.hasPrefix("<stdin>:1:11: error: "))
        #expect(CommandRunner.run(["check", "-"], input: Array(Self.clean.utf8)).status == 0)
    }

    @Test func directoriesAreSearchedForSpecsInSortedOrderSkippingHiddenEntries() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.form.yaml", Self.spec(version: 2))
        try folder.write("a/nested.form.yml", Self.spec(version: 2))
        try folder.write("a/notes.txt", Self.spec(version: 2))
        try folder.write("a/config.yaml", Self.spec(version: 2))
        try folder.write("workflows/ci.yml", "on: push\njobs: {}\n")
        try folder.write(".hidden/x.form.yaml", Self.spec(version: 2))
        try folder.write(".skipped.form.yaml", Self.spec(version: 2))
        let outcome = CommandRunner.run(["check", folder.path])
        let files = outcome.out.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            $0.prefix { $0 != ":" }
        }
        #expect(files == [Substring(folder.path + "/a/nested.form.yml"), Substring(folder.path + "/b.form.yaml")])
        #expect(outcome.error.hasPrefix("checked 2 files: 2 errors"))
    }

    @Test func aFileNamedExplicitlyIsReadWhateverItsName() throws {
        let folder = try TemporaryFolder()
        let plain = try folder.write("form.yaml", Self.clean)
        let text = try folder.write("form.txt", Self.clean)
        let outcome = CommandRunner.run(["check", plain, text])
        #expect(outcome.status == 0)
        #expect(outcome.error == "checked 2 files: 0 errors, 0 warnings, 0 infos\n")
    }

    /// A CI step pointed at the wrong folder fails instead of passing with nothing checked.
    @Test(arguments: ["check", "compile", "preview"])
    func aDirectoryWithoutSpecsIsAnError(command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("repo/.github/workflows/ci.yml", "on: push\njobs: {}\n")
        try folder.write("repo/config.yaml", "key: value\n")
        let good = try folder.write("specs/good.form.yaml", Self.clean)
        let empty = folder.path + "/repo"
        let message =
            "'\(empty)' holds no spec: directories are searched for *.form.yaml and *.form.yml files, or the files the include of a .formspec.yml names"

        let alone = CommandRunner.run([command, empty, "--color", "never"])
        #expect(alone.status == 1)
        #expect(
            (command == "check" ? alone.out : alone.error).hasPrefix("\(empty):1:1: error: \(message) [io.no-input]\n"))

        let outputDir = command == "compile" ? ["--output-dir", folder.path + "/out"] : []
        let withSpec = CommandRunner.run([command, empty, good, "--diagnostics-format", "json"] + outputDir)
        #expect(withSpec.status == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data((command == "check" ? withSpec.out : withSpec.error).utf8))
                as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["io.no-input"])
        #expect(diagnostics.first?["file"] as? String == empty)
        #expect(diagnostics.first?["message"] as? String == message)
        #expect(
            json["summary"] as? [String: Int] == [
                "files": 1, "errors": 1, "warnings": 0, "infos": 0, "suppressed": 0, "baselined": 0,
            ], "the directory is not a file")
    }

    @Test func oneBrokenOrMissingFileNeverStopsTheOthers() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("broken.yaml", "a: [\n")
        let good = try folder.write("good.yaml", Self.clean)
        let wrong = try folder.write("wrong.yaml", Self.spec(version: 9))
        let outcome = CommandRunner.run([
            "check", broken, folder.path + "/missing.yaml", good, wrong, "--diagnostics-format", "json",
        ])
        #expect(outcome.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        let ids = (json["diagnostics"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["yaml.syntax", "io.read-failed", "spec.unsupported-version"])
        #expect((json["summary"] as? [String: Int])?["files"] == 4)
    }

    @Test func fileSizeLimit() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("big.yaml", Self.clean)
        let outcome = CommandRunner.run(["check", file, "--max-file-size", "16"])
        #expect(outcome.status == 1)
        #expect(outcome.out.contains("[io.too-large]"))
        #expect(CommandRunner.run(["check", file, "--max-file-size", "1K"]).status == 0)
        #expect(
            CommandRunner.run(["check", "-", "--max-file-size", "16"], input: Array(Self.clean.utf8)).out.contains(
                "[io.too-large]"))
    }

    @Test(arguments: [
        ["check"], ["check", "x.yaml", "--diagnostics-format", "xml"], ["check", "x.yaml", "--color", "sometimes"],
        ["check", "x.yaml", "--max-file-size", "lots"], ["frobnicate"], ["check", "x.yaml", "--no-such-flag"],
    ])
    func aBadCommandLineExits64(arguments: [String]) {
        let outcome = CommandRunner.run(arguments)
        #expect(outcome.status == 64)
        #expect(!outcome.error.isEmpty)
    }

    @Test func helpExitsZeroOnStandardOutput() {
        let outcome = CommandRunner.run(["check", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("--diagnostics-format"))
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("v.yaml", Self.spec(version: 2))
        let escape = "\u{1B}["
        #expect(!CommandRunner.run(["check", file]).out.contains(escape))
        #expect(CommandRunner.run(["check", file], terminal: true).out.contains(escape))
        #expect(
            !CommandRunner.run(["check", file], environment: ["NO_COLOR": "1"], terminal: true).out.contains(escape))
        #expect(CommandRunner.run(["check", file, "--color", "always"]).out.contains(escape))
        #expect(!CommandRunner.run(["check", file, "--color", "never"], terminal: true).out.contains(escape))
    }
}

/// `formspec --version` prints the version, the one SARIF reports carry.
@Suite struct VersionTests {
    @Test func versionIsPrintedAndCarriedBySARIF() throws {
        let outcome = CommandRunner.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.out == Compiler.version + "\n")
        #expect(!Compiler.version.isEmpty)
        let sarif = CommandRunner.run(
            ["check", "--diagnostics-format", "sarif", "-"], input: Array("formspec: 1\n".utf8))
        #expect(sarif.out.contains("\"version\": \"\(Compiler.version)\""))
    }
}

/// A bad command line says what the subcommand takes.
@Suite struct UsageTests {
    @Test func compilingTwoSpecsToStandardOutputNamesCompilesUsage() {
        let outcome = CommandRunner.run(["compile", "a.form.yaml", "b.form.yaml"])
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("give --output-dir"))
        #expect(outcome.error.contains("Usage: formspec compile"), "\(outcome.error)")
    }

    @Test func jobsSaysWhatItTakes() {
        let outcome = CommandRunner.run(["check", "a.form.yaml", "--jobs", "0"])
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("a whole number of at least 1"), "\(outcome.error)")
    }
}
