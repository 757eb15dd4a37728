@testable import FormSpec
import Foundation
import Testing

/// Output files are replaced atomically and only when their content changes.
@Suite struct OutputFileTests {
    struct Interrupted: Error {}

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-output-\(UUID().uuidString)").path

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
}
