import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The paths of a configuration file's `compile:` stay in the folder tree it configures: the
/// repository or package root above it, or its own folder outside any. `..` and symbolic links
/// are resolved before deciding; what leads out is `config.invalid` at the value and is not used.
/// The command line may name any path. A configured template is a regular file, and a template or
/// configuration file that is not one is refused at once.
@Suite struct ConfinedConfigurationTests {
    static let spec = ConfigurationCommandTests.spec.replacingOccurrences(of: "state: clear", with: "state: on")

    /// `files` in `Repo/`, a repository inside a temporary folder, so that paths can lead out of
    /// the repository and still stay in the temporary folder.
    static func nestedRepository(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Repo/.git", withIntermediateDirectories: true)
        for (name, text) in files { try folder.write("Repo/" + name, text) }
        return folder
    }

    @Test func aTemplateOutsideTheRepositoryIsRefusedNotPrinted() throws {
        let folder = try ConfigurationCommandTests.repository([
            ".formspec.yml": "compile:\n  template: /etc/passwd\n", "signup.form.yaml": Self.spec,
        ])
        let outcome = CommandRunner.run(["compile", folder.path + "/signup.form.yaml"])
        #expect(outcome.status == 1)
        #expect(outcome.out.isEmpty, "nothing of /etc/passwd is printed")
        #expect(
            outcome.error.contains(
                """
                \(folder.path)/.formspec.yml:2:13: error: 'template' leads to '/etc/passwd', outside '\(folder.path)', the repository or package this \
                file configures; write a path inside it, or give --template on the command line [config.invalid]
                """), "\(outcome.error)")
    }

    @Test func anOutputDirLeavingTheRepositoryIsRefusedAndNothingIsWritten() throws {
        let folder = try Self.nestedRepository([
            "Forms/.formspec.yml": "compile:\n  output-dir: ../../Escaped\n",
            "Forms/signup.form.yaml": Self.spec, "Forms/login.form.yaml": Self.spec,
        ])
        let outcome = CommandRunner.run(["compile", folder.path + "/Repo/Forms"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains(
                """
                \(folder.path)/Repo/Forms/.formspec.yml:2:15: error: 'output-dir' leads to '\(folder.path)/Escaped', outside \
                '\(folder.path)/Repo', the repository or package this file configures
                """), "\(outcome.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Escaped"))

        // Named on the command line, any folder is written.
        try folder.write("Repo/Forms/.formspec.yml", "compile:\n  emit: json\n")
        let named = CommandRunner.run([
            "compile", folder.path + "/Repo/Forms", "--output-dir", folder.path + "/Escaped",
        ])
        #expect(named.status == 0, "\(named.error)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Escaped/signup.form.json"))
    }

    /// `link/../Generated` is inside the repository as written, outside where it leads.
    @Test func symbolicLinksAreResolvedBeforeDeciding() throws {
        let folder = try Self.nestedRepository(["signup.form.yaml": Self.spec])
        try FileManager.default.createDirectory(
            atPath: folder.path + "/Outside/Deep", withIntermediateDirectories: true)
        symlink(folder.path + "/Outside/Deep", folder.path + "/Repo/link")
        symlink("/etc/passwd", folder.path + "/Repo/passwd.stencil")
        try folder.write("Repo/.formspec.yml", "compile:\n  output-dir: link/../Generated\n")
        let spec = folder.path + "/Repo/signup.form.yaml"

        let linked = CommandRunner.run(["compile", spec])
        #expect(linked.status == 1)
        #expect(
            linked.error.contains(
                "error: 'output-dir' leads to '\(folder.path)/Outside/Generated', outside '\(folder.path)/Repo'"),
            "\(linked.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Outside/Generated"))

        try folder.write("Repo/.formspec.yml", "compile:\n  template: passwd.stencil\n")
        let template = CommandRunner.run(["compile", spec])
        #expect(template.status == 1)
        #expect(template.out.isEmpty)
        #expect(
            template.error.contains("error: 'template' leads to '/etc/passwd', outside '\(folder.path)/Repo'"),
            "\(template.error)")

        // Folders that do not exist yet, and `..` that stays inside, are fine.
        try folder.write("Repo/.formspec.yml", "compile:\n  output-dir: New/../Generated\n")
        let inside = CommandRunner.run(["compile", spec])
        #expect(inside.status == 0, "\(inside.error)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Repo/Generated/signup.form.json"))
    }

    @Test func outsideAnyRepositoryTheTreeIsTheFilesOwnFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Config/.formspec.yml", "compile:\n  output-dir: ../Generated\n")
        let spec = try folder.write("Config/signup.form.yaml", Self.spec)
        let outcome = CommandRunner.run(["compile", spec])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains(
                """
                error: 'output-dir' leads to '\(folder.path)/Generated', outside '\(folder.path)/Config', the folder of this file, which is \
                in no repository or package; write a path inside it, or give --output-dir on the command line [config.invalid]
                """), "\(outcome.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
    }

    @Test(arguments: [
        ("./Templates", "'template' names 'TEMPLATES', which is a folder; name a Stencil file"),
        (
            "Templates/fifo.stencil",
            "'template' names 'TEMPLATES/fifo.stencil', which is not a regular file; name a Stencil file"
        ),
        (
            "Templates/missing.stencil",
            "'template' names 'TEMPLATES/missing.stencil', which cannot be read: \(String(cString: strerror(ENOENT)))"
        ),
        (
            "swfit",
            "'swfit' is not a built-in template ('swift', 'uikit' or 'swiftui') nor a file's path, which has a '/' or a '.' (./swfit.stencil); did you mean 'swift'?"
        ),
    ])
    func aConfiguredTemplateIsAFileOrABuiltInName(template: String, message: String) throws {
        let folder = try ConfigurationCommandTests.repository([
            ".formspec.yml": "compile:\n  template: \(template)\n", "Templates/forms.stencil": "x\n",
        ])
        mkfifo(folder.path + "/Templates/fifo.stencil", 0o644)
        let outcome = CommandRunner.run(["config", folder.path])
        #expect(outcome.status == 1)
        let expected = message.replacingOccurrences(of: "TEMPLATES", with: folder.path + "/Templates")
        #expect(
            outcome.error.contains("\(folder.path)/.formspec.yml:2:13: error: \(expected) [config.invalid]"),
            "\(outcome.error)")
    }

    /// A FIFO would make the reader wait for a writer, a device be read without end.
    @Test func aTemplateOrConfigurationThatIsNoRegularFileIsRefusedAtOnce() throws {
        let folder = try ConfigurationCommandTests.repository(["signup.form.yaml": Self.spec])
        let fifo = folder.path + "/fifo"
        mkfifo(fifo, 0o644)
        let spec = folder.path + "/signup.form.yaml"
        for template in [fifo, "/dev/zero"] {
            let outcome = try ChildProcess.formspec(["compile", spec, "--template", template], in: folder)
            #expect(!outcome.hung && outcome.status == 1, "\(outcome)")
            #expect(
                outcome.error.contains(
                    "\(template):1:1: error: cannot read the template: cannot read '\(template)': it is not a regular file"
                ), "\(outcome.error)")
        }
        let configured = try ChildProcess.formspec(["check", spec, "--config", fifo], in: folder)
        #expect(!configured.hung && configured.status == 1, "\(configured)")
        #expect(
            configured.out.contains("\(fifo):1:1: error: cannot read '\(fifo)': it is not a regular file"),
            "\(configured.out)")
    }
}
