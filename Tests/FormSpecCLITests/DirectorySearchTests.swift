import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory search skips nothing in silence: what it cannot search or name (an unreadable
/// folder, a path longer than the system takes, a name that is not UTF-8) is an
/// `io.read-failed` where it stands, and the run fails. Symbolic links are not followed, so that
/// a loop cannot make it go round for ever.
@Suite struct DirectorySearchTests {
    static let spec = "formspec: 1\nid: signup\ncontrols:\n  - {type: checkbox, id: extras, label: Extras, state: on}\n"

    /// The `FILE:LINE:COL: error: … [ID]` lines of text diagnostics.
    static func errors(_ out: String) -> [String] {
        out.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
    }

    /// Creates a file (holding a spec) or a folder at `path`, given as bytes so that its name
    /// need not be UTF-8.
    static func create(_ path: [UInt8], folder: Bool = false, text: String = spec) throws {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        if folder {
            try #require(mkdir(cPath, 0o755) == 0)
            return
        }
        let descriptor = open(cPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    @Test func namesThatAreNotUTF8AreReportedEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write("Forms/signup.form.yaml", Self.spec)
        let forms = folder.path + "/Forms/"
        try Self.create(Array(forms.utf8) + Array("caf".utf8) + [0xE9] + Array(".form.yaml".utf8))
        try Self.create(Array(forms.utf8) + [UInt8(ascii: "D"), 0xFF], folder: true)
        // Not a spec by its name: nothing to report.
        try Self.create(Array(forms.utf8) + Array("notes".utf8) + [0xFF] + Array(".txt".utf8))

        let outcome = CommandRunner.run(["check", folder.path + "/Forms"])
        #expect(outcome.status == 1)
        #expect(
            Self.errors(outcome.out) == [
                "\(forms)D\\xFF:1:1: error: cannot search '\(forms)D\\xFF': its name is not UTF-8; rename the folder [io.read-failed]",
                "\(forms)caf\\xE9.form.yaml:1:1: error: cannot read '\(forms)caf\\xE9.form.yaml': its name is not UTF-8; rename the file [io.read-failed]",
            ])
        #expect(outcome.error == "checked 1 file: 2 errors, 0 warnings, 0 infos\n")
    }

    /// Named on the command line, such a file is not "No such file or directory": the name
    /// reaches FormSpec as text, its bytes that are not UTF-8 as U+FFFD, and the message says so.
    @Test func aNameThatIsNotUTF8GivenOnTheCommandLineIsSaidToBeOne() throws {
        let folder = try TemporaryFolder()
        try Self.create(Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".form.yaml".utf8))
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The bytes of the name as the argument: Foundation's arguments are text, Python's may be bytes.
        run.arguments = [
            "python3", "-c",
            "import subprocess, sys; r = subprocess.run([sys.argv[1], 'check', b'caf\\xe9.form.yaml'], cwd=sys.argv[2], capture_output=True); sys.stdout.buffer.write(r.stdout); sys.exit(r.returncode)",
            try ChildProcess.builtExecutable("formspec"), folder.path,
        ]
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(run.terminationStatus == 1)
        #expect(
            Self.errors(out) == [
                "caf\u{FFFD}.form.yaml:1:1: error: cannot read 'caf\u{FFFD}.form.yaml': its name, as given, is not UTF-8 text (shown here with U+FFFD), which FormSpec cannot name; rename the file [io.read-failed]"
            ])
    }

    @Test func aPathLongerThanTheSystemTakesIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("Forms/signup.form.yaml", Self.spec)
        // 25 folders of 200 characters, each made from the one above: longer than PATH_MAX.
        var descriptor = open(folder.path + "/Forms", O_RDONLY | O_DIRECTORY)
        let name = String(repeating: "d", count: 200)
        for _ in 0..<25 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        let deepest = openat(descriptor, "deep.form.yaml", O_WRONLY | O_CREAT, 0o644)
        close(deepest)
        close(descriptor)
        // Foundation cannot remove paths this long.
        defer {
            _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder.path]).waitUntilExit()
        }

        let outcome = CommandRunner.run(["check", folder.path + "/Forms"])
        #expect(outcome.status == 1)
        let errors = Self.errors(outcome.out)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(folder.path + "/Forms/" + name + "/") == true)
        #expect(
            errors.first?.hasSuffix(": \(String(cString: strerror(ENAMETOOLONG))) [io.read-failed]") == true,
            "\(errors.first?.suffix(100) ?? "")")
        #expect(outcome.error == "checked 1 file: 1 error, 0 warnings, 0 infos\n")
    }

    /// How to run `formspec` so that a folder of mode 000 cannot be read: root reads it anyway,
    /// unless started without the capabilities that let it read any file (`setpriv`, of
    /// util-linux); nil as root without `setpriv`.
    static let withoutPrivileges: [String]? = {
        guard geteuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        return access(setpriv, X_OK) == 0 ? [setpriv, "--bounding-set=-dac_override,-dac_read_search"] : nil
    }()

    @Test(.enabled(if: withoutPrivileges != nil, "as root, only setpriv can take away the right to read any folder"))
    func anUnreadableFolderIsReportedUnlessExcludedWhole() throws {
        let folder = try ConfigurationCommandTests.repository([
            "Forms/signup.form.yaml": Self.spec, "Forms/Private/secret.form.yaml": Self.spec,
        ])
        let locked = folder.path + "/Forms/Private"
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        let launcher = try #require(Self.withoutPrivileges)

        let outcome = try ChildProcess.formspec(["check", folder.path + "/Forms"], in: folder, launcher: launcher)
        #expect(!outcome.hung && outcome.status == 1, "\(outcome)")
        #expect(
            Self.errors(outcome.out) == [
                "\(locked):1:1: error: cannot search '\(locked)': \(String(cString: strerror(EACCES))) [io.read-failed]"
            ])

        // A folder that exclude leaves out whole holds nothing to check.
        try folder.write(".formspec.yml", "exclude: [Forms/Private/**]\n")
        let excluded = try ChildProcess.formspec(["check", folder.path + "/Forms"], in: folder, launcher: launcher)
        #expect(excluded.status == 0, "\(excluded.out)")
        #expect(excluded.error == "checked 1 file: 0 errors, 0 warnings, 0 infos\n")
    }

    @Test func symbolicLinksAreNotFollowedSoALoopCannotHang() throws {
        let folder = try TemporaryFolder()
        try folder.write("Forms/signup.form.yaml", Self.spec)
        let forms = folder.path + "/Forms"
        symlink("..", forms + "/up")
        symlink(".", forms + "/here")
        symlink("self.form.yaml", forms + "/self.form.yaml")

        let outcome = try ChildProcess.formspec(["check", forms], in: folder)
        #expect(!outcome.hung && outcome.status == 0, "\(outcome): \(outcome.out)")
        #expect(outcome.error == "checked 1 file: 0 errors, 0 warnings, 0 infos\n")

        // Named on the command line, a link is followed, and a loop reported.
        let named = try ChildProcess.formspec(["check", forms + "/self.form.yaml"], in: folder)
        #expect(!named.hung && named.status == 1)
        #expect(
            Self.errors(named.out) == [
                "\(forms)/self.form.yaml:1:1: error: cannot read '\(forms)/self.form.yaml': \(String(cString: strerror(ELOOP))) [io.read-failed]"
            ])
    }
}
