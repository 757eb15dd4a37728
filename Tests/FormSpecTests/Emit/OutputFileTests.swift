import Foundation
import Testing

@testable import FormSpec

/// Output files are replaced atomically and only when their content changes.
@Suite struct OutputFileTests {
    struct Interrupted: Error {}

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-output-\(UUID().uuidString)")
        .path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Content of `count` chunks of the buffer's size.
    private func write(_ count: Int, of byte: UInt8, into output: inout OutputBuffer) {
        for _ in 0..<count {
            output.append([UInt8](repeating: byte, count: OutputBuffer.chunkSize))
            output.flushIfFull()
        }
    }

    @Test func anInterruptedWriteLeavesTheOldFileWholeAndNoTemporaryFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/form.json"
        let file = OutputFile(path: path)
        #expect(try file.update { write(4, of: UInt8(ascii: "a"), into: &$0) } == .written)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: Interrupted.self) {
            try file.update { output in
                write(3, of: UInt8(ascii: "b"), into: &output)
                throw Interrupted()
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["form.json"])
    }

    @Test func anInterruptedFirstWriteCreatesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: Interrupted.self) {
            try OutputFile(path: folder + "/new.json").update { output in
                write(2, of: UInt8(ascii: "b"), into: &output)
                throw Interrupted()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func sameContentIsUnchangedAndAnyDifferenceIsWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = OutputFile(path: folder + "/form.json")
        #expect(try file.update { write(2, of: 1, into: &$0) } == .written)
        #expect(try file.update { write(2, of: 1, into: &$0) } == .unchanged)
        #expect(try file.update(checkOnly: true) { write(2, of: 1, into: &$0) } == .unchanged)
        #expect(try file.update(checkOnly: true) { write(1, of: 1, into: &$0) } == .wouldChange, "shorter")
        #expect(try file.update(checkOnly: true) { write(3, of: 1, into: &$0) } == .wouldChange, "longer")
        #expect(try file.update { $0.append("small") } == .written)
        #expect(try String(contentsOfFile: folder + "/form.json", encoding: .utf8) == "small")
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/form.json"
        #expect(try OutputFile(path: path).update { $0.append("one") } == .written)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o644)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(try OutputFile(path: path).update { $0.append("two") } == .written)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
    }

    @Test func aFileThatCannotBeWrittenIsALocatedError() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/missing-folder/form.json"
        #expect { try OutputFile(path: path).update { $0.append("x") } } throws: { error in
            (error as? OutputError)?.description == "cannot write '\(path)': No such file or directory"
        }
    }

    /// The kind of what is at `path`, not following a link (`S_IFLNK`, `S_IFCHR`, …).
    private func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test func aLinkIsFollowedAndStaysALink() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/target", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/target/form.json"))
        // A link to a link, relative, and one to nothing yet.
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/target/again.json", withDestinationPath: "form.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/out/form.json", withDestinationPath: "../target/again.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/out/new.json", withDestinationPath: folder + "/target/new.json")

        let file = OutputFile(path: folder + "/out/form.json")
        #expect(try file.update(checkOnly: true) { $0.append("new") } == .wouldChange)
        #expect(try file.update { $0.append("new") } == .written)
        #expect(try file.update { $0.append("new") } == .unchanged, "compared through the links")
        #expect(try OutputFile(path: folder + "/out/new.json").update(checkOnly: true) { $0.append("x") } == .missing)
        #expect(try OutputFile(path: folder + "/out/new.json").update { $0.append("created") } == .written)

        #expect(kind(folder + "/out/form.json") == S_IFLNK && kind(folder + "/target/again.json") == S_IFLNK)
        #expect(kind(folder + "/out/new.json") == S_IFLNK)
        #expect(try String(contentsOfFile: folder + "/target/form.json", encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: folder + "/target/new.json", encoding: .utf8) == "created")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/target").sorted() == [
                "again.json", "form.json", "new.json",
            ])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted() == ["form.json", "new.json"])
    }

    @Test func aCharacterDeviceIsWrittenThroughAndNeverReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let null = folder + "/null.json"
        let full = folder + "/full.json"
        try FileManager.default.createSymbolicLink(atPath: null, withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: "/dev/full")
        #expect(try OutputFile(path: null).update { write(3, of: 1, into: &$0) } == .written)
        #expect(
            try OutputFile(path: null).update { write(3, of: 1, into: &$0) } == .written, "a device is never unchanged")
        #expect { try OutputFile(path: null).update(checkOnly: true) { $0.append("x") } } throws: { error in
            (error as? OutputError)?.description
                == "cannot check '\(null)': it is a character device, which cannot be read back to compare"
        }
        #expect { try OutputFile(path: full).update { $0.append("x") } } throws: { error in
            (error as? OutputError)?.description == "cannot write '\(full)': No space left on device"
        }
        #expect(
            kind(null) == S_IFLNK && kind(full) == S_IFLNK && kind("/dev/null") == S_IFCHR
                && kind("/dev/full") == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["full.json", "null.json"])
    }

    @Test func aDirectoryOrALoopOfLinksIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/form.json", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.json", withDestinationPath: "form.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/a.json", withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b.json", withDestinationPath: "a.json")
        for (name, checkOnly, message) in [
            ("form.json", false, "cannot write '\(folder)/form.json': Is a directory"),
            ("form.json", true, "cannot check '\(folder)/form.json': Is a directory"),
            ("linked.json", false, "cannot write '\(folder)/linked.json': Is a directory"),
            ("a.json", false, "cannot write '\(folder)/a.json': Too many levels of symbolic links"),
        ] {
            #expect {
                try OutputFile(path: folder + "/" + name).update(checkOnly: checkOnly) { $0.append("x") }
            } throws: { error in
                (error as? OutputError)?.description == message
            }
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "a.json", "b.json", "form.json", "linked.json",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/form.json").isEmpty)
    }
}
