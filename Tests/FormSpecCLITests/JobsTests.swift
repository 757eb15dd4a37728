import FormSpecTestSupport
import Foundation
import Testing

/// `--jobs N`: files are worked on in parallel, and everything a user sees — standard output,
/// standard error, every diagnostics format, summaries, output files, exit status — is the same,
/// byte for byte, as with one job.
@Suite(.tags(.endToEnd), .skippedInQuickLoop) struct JobsTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    let folder: TemporaryFolder
    /// A folder of specs with errors, warnings, infos and none, nested, with two specs of the
    /// same file name (the first broken) and one that is not UTF-8; and a path that does not exist.
    let paths: [String]

    init() throws {
        folder = try TemporaryFolder()
        for sample in try FileManager.default.contentsOfDirectory(atPath: Self.samples)
        where sample.hasSuffix(".form.yaml") {
            try folder.write(
                "specs/samples/" + sample, String(contentsOfFile: Self.samples + "/" + sample, encoding: .utf8))
        }
        for index in 0..<48 {
            let control: String
            switch index % 4 {
            case 0: control = "{type: toggle, id: t\(index), label: Toggle \(index)}"
            case 1: control = "{type: toggle, id: t\(index), label: Toggle, lable: typo}"
            case 2: control = "{type: checkbox, id: c\(index), label: Box, onTintColor: red}"
            default: control = "{type: checkbox, id: c\(index), label: Box, state: on, value: 7, thumbTintColor: blue}"
            }
            try folder.write(
                "specs/set\(index % 3)/spec\(index).form.yaml",
                "formspec: 1\nid: s\(index)\ncontrols:\n  - \(control)\n")
        }
        try folder.write("specs/same/a/form.form.yaml", "formspec: 1\nid: a\ncontrols: [{type: toggle, id: t}]\n")
        try folder.write(
            "specs/same/b/form.form.yaml", "formspec: 1\nid: b\ncontrols: [{type: toggle, id: t, label: T}]\n")
        try Data(Array("formspec: 1\nid: x\ntitle: caf".utf8) + [0xE9] + Array("\n".utf8))
            .write(to: URL(fileURLWithPath: folder.path + "/specs/latin1.form.yaml"))
        paths = [folder.path + "/specs", folder.path + "/missing.form.yaml"]
    }

    /// What a run shows a user, with `folder` written as `DIR` so that two output folders compare.
    struct Seen: Equatable {
        var status: Int32
        var out: String
        var error: String

        init(_ outcome: CommandRunner.Outcome, replacing folder: String? = nil) {
            status = outcome.status
            out = folder.map { outcome.out.replacingOccurrences(of: $0, with: "DIR") } ?? outcome.out
            error = folder.map { outcome.error.replacingOccurrences(of: $0, with: "DIR") } ?? outcome.error
        }
    }

    @Test(arguments: ["text", "json", "github", "sarif"])
    func checkPrintsTheSameBytesWithAnyNumberOfJobs(format: String) throws {
        let input = Array("formspec: 1\nid: piped\ncontrols: [{type: toggle, id: t}]\n".utf8)
        for options in [[], ["--warnings-as-errors"]] {
            let arguments =
                ["check", "-"] + paths + ["-", "--diagnostics-format", format, "--color", "always"] + options
            let one = CommandRunner.run(arguments + ["--jobs", "1"], input: input)
            #expect(one.status == 1)
            #expect(one.out.contains("a11y.missing-label") && one.out.contains("checkbox.unsupported-property"))
            #expect(one.out.contains("io.read-failed") && one.out.contains("yaml.invalid-encoding"))
            for jobs in ["4", "64"] {
                #expect(
                    Seen(CommandRunner.run(arguments + ["--jobs", jobs], input: input)) == Seen(one),
                    "--jobs \(jobs) \(options)")
            }
        }
    }

    @Test(arguments: ["text", "json"])
    func compileWritesTheSameFilesAndPrintsTheSameBytes(format: String) throws {
        func compile(jobs: String, into directory: String, _ more: [String] = []) -> Seen {
            let arguments =
                ["compile"] + paths + ["--output-dir", directory, "--emit", "json,preview,swift", "--jobs", jobs]
            return Seen(CommandRunner.run(arguments + ["--diagnostics-format", format] + more), replacing: directory)
        }
        let one = folder.path + "/one"
        let four = folder.path + "/four"
        let written = compile(jobs: "1", into: one)
        #expect(written.status == 1)
        #expect(
            written.error.contains("are written for '\(folder.path)/specs/same/a/form.form.yaml' already"),
            "the second of a name fails")
        #expect(written.error.contains("[io.write-failed]") || written.error.contains("\"io.write-failed\""))
        #expect(compile(jobs: "4", into: four) == written)

        let files = try FileManager.default.contentsOfDirectory(atPath: one).sorted()
        #expect(files.count == 3 * (8 + 24), "the samples and the specs without errors, in three formats")
        #expect(try FileManager.default.contentsOfDirectory(atPath: four).sorted() == files)
        for file in files {
            #expect(
                FileManager.default.contents(atPath: one + "/" + file)
                    == FileManager.default.contents(atPath: four + "/" + file), "\(file)")
        }

        #expect(compile(jobs: "4", into: four, ["--check"]) == compile(jobs: "1", into: one, ["--check"]))
        try FileManager.default.removeItem(atPath: four + "/spec0.form.json")
        try FileManager.default.removeItem(atPath: one + "/spec0.form.json")
        let stale = compile(jobs: "1", into: one, ["--check"])
        #expect(stale.error.contains("DIR/spec0.form.json is missing"))
        #expect(compile(jobs: "4", into: four, ["--check"]) == stale)
    }

    @Test func previewPrintsTheSameBytesWithAnyNumberOfJobs() throws {
        let one = Seen(CommandRunner.run(["preview"] + paths + ["--jobs", "1"]))
        #expect(one.status == 1)
        #expect(one.out.contains("calendar"))
        #expect(Seen(CommandRunner.run(["preview"] + paths + ["--jobs", "3"])) == one)

        let sample = Self.samples + "/booking-past-dates-infos.form.yaml"
        #expect(
            Seen(CommandRunner.run(["compile", sample, "--jobs", "4"]))
                == Seen(CommandRunner.run(["compile", sample, "--jobs", "1"])))
    }

    @Test(arguments: ["check", "compile", "preview"])
    func jobsMustBeAPositiveNumber(command: String) throws {
        let file = Self.samples + "/booking-past-dates-infos.form.yaml"
        for jobs in ["--jobs=0", "--jobs=-1", "--jobs=two", "--jobs="] {
            let outcome = CommandRunner.run([command, file, jobs])
            #expect(outcome.status == 64, "\(jobs)")
            #expect(outcome.error.contains("--jobs"), "\(jobs): \(outcome.error)")
        }
        #expect(CommandRunner.run([command, file, "--jobs", "1"]).status == 0)
    }

    /// A number of jobs far beyond the files (as large as the command line takes) works as many
    /// jobs as files: through the built executable, which such a number once made trap.
    @Test(arguments: ["check", "compile", "preview"])
    func aHugeNumberOfJobsWorksAsOneJobPerFile(command: String) throws {
        let specs = [Self.samples + "/booking-past-dates-infos.form.yaml", folder.path + "/specs/set0/spec0.form.yaml"]
        let more = command == "compile" ? ["--output-dir", folder.path + "/huge"] : []
        let one = try ChildProcess.formspec([command] + specs + more + ["--jobs", "1"], in: folder)
        #expect(one.status == 0, "\(one) \(one.error)")
        for jobs in ["4611686018427387904", String(Int.max)] {
            let huge = try ChildProcess.formspec([command] + specs + more + ["--jobs", jobs], in: folder)
            #expect(huge.signal == nil && huge.status == one.status, "--jobs \(jobs): \(huge) \(huge.error)")
            #expect(huge.out == one.out && huge.error == one.error, "--jobs \(jobs)")
        }
    }
}
