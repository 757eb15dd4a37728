import FormSpecCLI
import FormSpecTemplates
import Foundation

/// Runs `formspec` in-process and keeps what it printed.
struct CommandRunner {
    struct Outcome {
        var status: Int32
        var out: String
        var error: String
    }

    /// Collects printed text across the console's closures.
    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        func append(_ more: [UInt8]) { lock.withLock { bytes += more } }
        var value: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
    }

    /// Runs the command with `input` on standard input.
    static func run(
        _ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:], terminal: Bool = false
    ) -> Outcome {
        let out = Capture()
        let error = Capture()
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { fatalError("pipe failed") }
        let writer = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
        writer.write(Data(input))
        try? writer.close()
        defer { close(descriptors[0]) }
        // As formspec-templates runs: templates rendered in this process.
        let console = Console(
            out: out.append, error: error.append, outIsTerminal: terminal, errorIsTerminal: terminal,
            environment: environment, standardInput: descriptors[0], loadTemplate: CodeTemplate.loader)
        let status = FormSpecCLI.run(arguments, console: console)
        return Outcome(status: status, out: out.value, error: error.value)
    }
}

/// A temporary folder of files for one test, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` (folders created as needed) and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}
