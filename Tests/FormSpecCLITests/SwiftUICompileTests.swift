import FormSpec
import FormSpecCLI
import FormSpecTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `formspec compile --template swiftui` end to end: written by `formspec` itself (no
/// `formspec-templates`), the support file written once per output folder, and printed by
/// `formspec templates support swiftui`.
@Suite struct SwiftUICompileTests {
    /// Runs `formspec` as the `formspec` executable does: without the templates' loader, so a
    /// template that needed `formspec-templates` would start it.
    static func runWithoutTemplates(_ arguments: [String]) -> (status: Int32, out: String, error: String) {
        let out = LockedText()
        let error = LockedText()
        let console = Console(
            out: out.append, error: error.append, outIsTerminal: false, errorIsTerminal: false, environment: [:],
            standardInput: -1, loadTemplate: nil)
        let status = FormSpecCLI.run(arguments, console: console)
        return (status, out.value, error.value)
    }

    /// Text printed from the console's closures.
    private final class LockedText: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        func append(_ more: [UInt8]) { lock.withLock { bytes += more } }
        var value: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
    }

    static let sample = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path

    @Test func aSpecToStandardOutputNeedsNoTemplateProcess() throws {
        let run = Self.runWithoutTemplates(["compile", Self.sample, "--emit", "swift", "--template", "swiftui"])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.out.contains(
                "import FormSpecRuntime\nimport Foundation\nimport SparkComponentSelectionControls\nimport SparkTheming\nimport SwiftUI\n\n"
            ))
        #expect(run.out.contains("extension ConferenceSignupForm {\n    /// The form `conference-signup` on screen"))
        #expect(run.out.hasSuffix("    public var description: String { rawValue }\n}\n"))
        #expect(!run.out.contains("struct FormSpecCheckbox"), "the support file is not in a form's output")
    }

    @Test func theSupportFileIsWrittenOncePerFolder() throws {
        let folder = try TemporaryFolder()
        let specs = ["signup", "spark-selection", "checkbox-demo"].map {
            FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/\($0).form.yaml").path
        }
        let output = folder.path + "/out"
        let arguments = ["compile"] + specs + ["--emit", "swift", "--template", "swiftui", "--output-dir", output]
        let first = Self.runWithoutTemplates(arguments)
        #expect(first.status == 0, "\(first.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(
            files == [
                "FormSpecSwiftUI.swift", "checkbox-demo.form.swift", "signup.form.swift", "spark-selection.form.swift",
            ])
        let support = try String(contentsOfFile: output + "/FormSpecSwiftUI.swift", encoding: .utf8)
        #expect(support == BuiltInTemplate.swiftui.screen?.supportFile?.text)
        let written = try FileManager.default.attributesOfItem(atPath: output + "/FormSpecSwiftUI.swift")[
            .modificationDate]
        // Unchanged: not rewritten; checked: compared, and a changed file fails the check.
        Thread.sleep(forTimeInterval: 0.01)
        #expect(Self.runWithoutTemplates(arguments).status == 0)
        #expect(
            try FileManager.default.attributesOfItem(atPath: output + "/FormSpecSwiftUI.swift")[.modificationDate]
                as? Date == written as? Date)
        #expect(Self.runWithoutTemplates(arguments + ["--check"]).status == 0)
        try "// edited\n".write(toFile: output + "/FormSpecSwiftUI.swift", atomically: true, encoding: .utf8)
        #expect(Self.runWithoutTemplates(arguments + ["--check"]).status != 0)
        #expect(try String(contentsOfFile: output + "/FormSpecSwiftUI.swift", encoding: .utf8) == "// edited\n")
    }

    /// A spec whose Swift would be the support file (`FormSpecSwiftUI.yaml`) gets no Swift and an
    /// error: the run writes the support file, which every screen needs.
    @Test func aSpecNamedLikeTheSupportFileIsRefused() throws {
        let folder = try TemporaryFolder()
        let controls = "controls:\n  - {type: toggle, id: t, label: T}\n"
        let spec = try folder.write("FormSpecSwiftUI.yaml", "formspec: 1\nid: named\n" + controls)
        let other = try folder.write("other.form.yaml", "formspec: 1\nid: other\n" + controls)
        let output = folder.path + "/out"
        let outcome = Self.runWithoutTemplates(
            ["compile", spec, other, "--emit", "swift", "--template", "swiftui", "--output-dir", output])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains(
                "cannot write '\(output)/FormSpecSwiftUI.swift': it is the support file the built-in screens share"))
        let support = try String(contentsOfFile: output + "/FormSpecSwiftUI.swift", encoding: .utf8)
        #expect(support == BuiltInTemplate.swiftui.screen?.supportFile?.text)
    }

    /// The build plugin compiles one spec per command, naming its outputs: those commands leave
    /// the support file to the plugin's own command (`templates support`), as two commands may
    /// not write one file.
    @Test func aRunWithNamedOutputsWritesNoSupportFile() throws {
        let folder = try TemporaryFolder()
        let spec = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path
        let output = folder.path + "/out"
        let run = Self.runWithoutTemplates([
            "compile", spec, "--emit", "swift", "--template", "swiftui", "--output-dir", output, "--output-name",
            "Signup_signup.form",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Signup_signup.form.swift"])
    }

    @Test func otherTemplatesWriteNoSupportFile() throws {
        let folder = try TemporaryFolder()
        let run = Self.runWithoutTemplates(["compile", Self.sample, "--emit", "swift", "--output-dir", folder.path])
        #expect(run.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["signup.form.swift"])
    }

    @Test func templatesSupportPrintsOrWritesTheFile() throws {
        let text = try #require(BuiltInTemplate.swiftui.screen?.supportFile?.text)
        let printed = Self.runWithoutTemplates(["templates", "support", "swiftui"])
        #expect(printed.status == 0)
        #expect(printed.out == text)
        let folder = try TemporaryFolder()
        let path = folder.path + "/Forms/FormSpecSwiftUI.swift"
        try FileManager.default.createDirectory(atPath: folder.path + "/Forms", withIntermediateDirectories: true)
        #expect(Self.runWithoutTemplates(["templates", "support", "swiftui", "--output", path]).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let none = Self.runWithoutTemplates(["templates", "support", "swift"])
        #expect(none.status == 64)
        #expect(none.error.contains("the template 'swift' has no support file"))
    }

    /// `--output` goes where the other outputs go: a folder is refused with one clear line and
    /// left alone, a character device is written through (never replaced), a link's target is
    /// written and the link stays a link.
    @Test func templatesSupportWritesOnlyWhereAFileCanBe() throws {
        let folder = try TemporaryFolder()
        let directory = folder.path + "/Forms"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let refused = Self.runWithoutTemplates(["templates", "support", "swiftui", "--output", directory])
        #expect(refused.status == 1)
        #expect(refused.error == "error: cannot write '\(directory)': Is a directory\n")
        #expect(Self.runWithoutTemplates(["templates", "support", "swiftui", "--output", "/dev/null"]).status == 0)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.swift", withDestinationPath: "target.swift")
        #expect(
            Self.runWithoutTemplates(["templates", "support", "swiftui", "--output", folder.path + "/link.swift"])
                .status == 0)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.swift") == "target.swift")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/target.swift"))
    }
}
