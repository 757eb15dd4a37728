import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output path is decides how it is written, for every file FormSpec writes (the outputs
/// of `--output-dir`, `--write-baseline`): a link is followed and stays a link, a device or a
/// FIFO is written through and stays what it is, a directory is refused, and no temporary file
/// is ever left behind.
@Suite struct OutputPathTests {
    let folder: TemporaryFolder
    let clean: String
    let warned: String
    let out: String

    init() throws {
        folder = try TemporaryFolder()
        clean = try folder.write("specs/clean.form.yaml", CompileCommandTests.clean)
        warned = try folder.write("specs/warned.form.yaml", CompileCommandTests.warned)
        out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    }

    /// The kind of what is at `path`, not following a link (`S_IFLNK`, `S_IFCHR`, …).
    private func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// The names in `directory` that are temporary files of a run.
    private func temporaryFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".formspec-") }
    }

    @Test func aLinkedOutputStaysALinkAndItsTargetGetsTheContent() throws {
        let elsewhere = folder.path + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try folder.write("elsewhere/clean.json", "old")
        try FileManager.default.createSymbolicLink(
            atPath: out + "/clean.form.json", withDestinationPath: "../elsewhere/clean.json")
        try FileManager.default.createSymbolicLink(
            atPath: out + "/clean.form.preview.txt", withDestinationPath: "/dev/null")
        // A link to nothing yet creates the file it names.
        try FileManager.default.createSymbolicLink(
            atPath: out + "/clean.form.swift", withDestinationPath: elsewhere + "/clean.swift")

        let outcome = CommandRunner.run(["compile", clean, "--output-dir", out, "--emit", "json,preview,swift"])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(
            kind(out + "/clean.form.json") == S_IFLNK && kind(out + "/clean.form.preview.txt") == S_IFLNK
                && kind(out + "/clean.form.swift") == S_IFLNK, "the links stay links")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: out + "/clean.form.json")
                == "../elsewhere/clean.json")
        #expect(
            try String(contentsOfFile: elsewhere + "/clean.json", encoding: .utf8)
                == (try CompileCommandTests.json(CompileCommandTests.clean)))
        #expect(try String(contentsOfFile: elsewhere + "/clean.swift", encoding: .utf8).contains("enum"))
        #expect(kind("/dev/null") == S_IFCHR)
        #expect(try temporaryFiles(in: out).isEmpty && temporaryFiles(in: elsewhere).isEmpty)

        // --check compares through a link, and says it cannot compare with a device.
        let checked = CommandRunner.run(["compile", clean, "--output-dir", out, "--emit", "json", "--check"])
        #expect(checked.status == 0, "\(checked.error)")
        let device = CommandRunner.run([
            "compile", clean, "--output-dir", out, "--emit", "json,preview", "--check", "--color", "never",
        ])
        #expect(device.status == 1)
        #expect(
            device.error.contains(
                "error: cannot check '\(out)/clean.form.preview.txt': it is a character device, which cannot be read back to compare [io.write-failed]"
            ))
    }

    /// An output that is one of the run's inputs, however its path is spelt, is not written.
    @Test func noOutputIsWrittenOverAnInputOfTheRun() throws {
        let spec = try folder.write("in/a.yaml", CompileCommandTests.clean)
        let json = try folder.write("in/a.json", CompileCommandTests.clean)
        let compiled = CommandRunner.run(["compile", json, spec, "--output-dir", folder.path + "/in/../in"])
        #expect(compiled.status == 1)
        #expect(compiled.error.contains("it is '\(json)', an input of this run, which is left as it is"))
        #expect(try String(contentsOfFile: json, encoding: .utf8) == CompileCommandTests.clean)
        let baseline = CommandRunner.run(["check", spec, "--write-baseline", folder.path + "/in/./a.yaml"])
        #expect(baseline.status == 1)
        #expect(baseline.out.contains("cannot write the baseline"))
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == CompileCommandTests.clean)
    }

    @Test func aBaselineWrittenToALinkToDevNullLeavesTheDevice() throws {
        let link = folder.path + "/baseline.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        let outcome = CommandRunner.run(["check", warned, "--write-baseline", link])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.error.contains("recorded 1 diagnostic in the baseline \(link)"))
        #expect(kind(link) == S_IFLNK && kind("/dev/null") == S_IFCHR)
        #expect(try temporaryFiles(in: folder.path).isEmpty)
    }

    /// As root (CI containers), a run could rename a file over a device: a device node of its own
    /// (the null device, made with `mknod`) stands for `/dev/null`, which the test must not risk.
    @Test(.enabled(if: geteuid() == 0, "only root makes device nodes"))
    func aBaselineWrittenToADeviceLeavesTheDevice() throws {
        let device = folder.path + "/null"
        var null = stat()
        try #require(stat("/dev/null", &null) == 0)
        guard mknod(device, S_IFCHR | 0o666, null.st_rdev) == 0 else { return }  // a container may forbid it
        let outcome = CommandRunner.run(["check", warned, "--write-baseline", device])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.error.contains("recorded 1 diagnostic in the baseline \(device)"))
        #expect(kind(device) == S_IFCHR, "still a device")
        #expect(try temporaryFiles(in: folder.path).isEmpty)
    }

    @Test func anOutputOnAFullDeviceIsAWriteFailure() throws {
        let link = out + "/clean.form.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        let outcome = CommandRunner.run(["compile", clean, "--output-dir", out, "--color", "never"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains("error: cannot write '\(link)': No space left on device [io.write-failed]"),
            "\(outcome.error)")
        #expect(kind(link) == S_IFLNK && kind("/dev/full") == S_IFCHR)
    }

    @Test func aFIFOIsWrittenThrough() throws {
        let fifo = out + "/clean.form.json"
        try #require(mkfifo(fifo, 0o644) == 0)
        let reader = FIFOReader(fifo)
        let outcome = try ChildProcess.formspec(["compile", clean, "--output-dir", out], in: folder)
        let read = reader.finish()
        #expect(outcome.status == 0 && !outcome.hung, "\(outcome) \(outcome.error)")
        #expect(String(decoding: read, as: UTF8.self) == (try CompileCommandTests.json(CompileCommandTests.clean)))
        #expect(kind(fifo) == S_IFIFO)
        #expect(try temporaryFiles(in: out).isEmpty)
    }

    @Test func aDirectoryIsRefusedAndNothingIsLeft() throws {
        let directory = folder.path + "/baseline.json"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let outcome = CommandRunner.run(["check", warned, "--write-baseline", directory, "--color", "never"])
        #expect(outcome.status == 1)
        #expect(
            outcome.out.contains(
                "error: cannot write the baseline: cannot write '\(directory)': Is a directory [io.write-failed]"),
            "\(outcome.out)")
        #expect(try temporaryFiles(in: folder.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// Not as root, whom a read-only directory does not stop.
    @Test(.enabled(if: geteuid() != 0, "root writes into read-only directories"))
    func aReadOnlyDirectoryKeepsTheOldOutputWhole() throws {
        try folder.write("out/clean.form.json", "old")
        #expect(chmod(out, 0o555) == 0)
        defer { chmod(out, 0o755) }
        let outcome = CommandRunner.run(["compile", clean, "--output-dir", out, "--color", "never"])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("Permission denied [io.write-failed]"), "\(outcome.error)")
        #expect(try String(contentsOfFile: out + "/clean.form.json", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["clean.form.json"])
    }
}

/// Reads a FIFO on a thread of its own until its writer closes it. If no writer comes, ``finish()``
/// opens it for writing itself, so that the thread never waits for ever.
private final class FIFOReader: @unchecked Sendable {
    private let path: String
    private let done = DispatchSemaphore(value: 0)
    /// Written by the thread before it signals `done`, read after.
    private var bytes: [UInt8] = []

    init(_ path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let descriptor = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            if descriptor >= 0 { close(descriptor) }
            done.signal()
        }
    }

    /// What was read, once the writer closed the FIFO.
    func finish() -> [UInt8] {
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        done.wait()
        return bytes
    }
}
