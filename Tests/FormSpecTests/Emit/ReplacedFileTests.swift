import Foundation
import Testing

@testable import FormSpec

#if canImport(Glibc)
    import Glibc
#endif

/// A replaced file keeps what it was besides its content (owner, group, mode, hard links,
/// extended attributes), and a file rewritten from what was read of it is left alone when it
/// changed since, or is read-only. These run as root here, as CI does, so that a run may give a
/// file any owner.
@Suite struct ReplacedFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-replaced-\(UUID().uuidString)")
        .path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func status(_ path: String) -> stat {
        var status = stat()
        _ = stat(path, &status)
        return status
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aReplacedFileKeepsItsOwnerGroupAndMode() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.form.yaml"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        guard getuid() == 0, chown(path, 1234, 2345) == 0 else { return }  // only root may give a file away
        #expect(chmod(path, 0o640) == 0)
        #expect(
            try OutputFile(path: path).update(replacing: Array("old\n".utf8)) { $0.append(Array("new\n".utf8)) }
                == .written)
        let after = status(path)
        #expect((after.st_uid, after.st_gid, after.st_mode & 0o7777) == (1234, 2345, 0o640))
        #expect(try contents(path) == "new\n")
    }

    @Test func aFileWithHardLinksIsRewrittenInPlaceAndKeepsThem() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.form.yaml"
        let other = folder + "/linked.form.yaml"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(link(path, other) == 0)
        let inode = status(path).st_ino
        #expect(try OutputFile(path: path).update { $0.append(Array("a longer content\n".utf8)) } == .written)
        #expect(status(path).st_ino == inode)
        #expect(status(path).st_nlink == 2)
        #expect(try contents(other) == "a longer content\n")
        #expect(try OutputFile(path: path).update { $0.append(Array("short\n".utf8)) } == .written)
        #expect(try contents(other) == "short\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.form.yaml", "linked.form.yaml"])
    }

    @Test func aReplacedFileKeepsItsExtendedAttributes() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.form.yaml"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let set = Process()
        set.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        set.arguments = ["python3", "-c", "import os, sys; os.setxattr(sys.argv[1], 'user.owner', b'design')", path]
        try set.run()
        set.waitUntilExit()
        guard set.terminationStatus == 0 else { return }  // a file system without user attributes
        #expect(try OutputFile(path: path).update { $0.append(Array("new\n".utf8)) } == .written)
        let get = Process()
        get.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        get.arguments = [
            "python3", "-c", "import os, sys; print(os.getxattr(sys.argv[1], 'user.owner').decode())", path,
        ]
        let pipe = Pipe()
        get.standardOutput = pipe
        try get.run()
        get.waitUntilExit()
        #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "design\n")
        #expect(try contents(path) == "new\n")
    }

    @Test func aFileThatChangedSinceItWasReadIsLeftAsItIs() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.form.yaml"
        try "read\nappended meanwhile\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: OutputError.self) {
            try OutputFile(path: path).update(replacing: Array("read\n".utf8)) { $0.append(Array("fixed\n".utf8)) }
        }
        #expect(try contents(path) == "read\nappended meanwhile\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.form.yaml"])
    }

    @Test func aReadOnlyFileRewrittenFromItsContentIsLeftAsItIs() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Forms.xcstrings"
        try "{}\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o444) == 0)
        let error = #expect(throws: OutputError.self) {
            try OutputFile(path: path).update(replacing: Array("{}\n".utf8)) { $0.append(Array("{\"a\": 1}\n".utf8)) }
        }
        #expect(error?.description.contains("it is read-only") == true)
        #expect(try contents(path) == "{}\n")
    }

    /// A run killed while it wrote (SIGKILL) leaves its temporary file: the next run that writes
    /// beside it removes it, and only the leftovers of processes that have ended.
    @Test func theNextRunRemovesTheTemporaryFilesOfAKilledOne() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.form.yaml"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        var dead = pid_t(4_000_000)
        while kill(dead, 0) == 0 || errno != ESRCH { dead += 1 }
        let leftover = folder + "/.a.form.yaml.formspec-\(dead)-AbC123"
        let running = folder + "/.a.form.yaml.formspec-\(getppid())-XyZ789"
        for file in [leftover, running] { try "partial".write(toFile: file, atomically: false, encoding: .utf8) }
        #expect(try OutputFile(path: path).update { $0.append(Array("new\n".utf8)) } == .written)
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(FileManager.default.fileExists(atPath: running))
    }
}
