#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the compiler writes: replaced atomically, through a temporary file in the same
/// directory renamed over it, and only when its content changes. An unchanged file keeps its
/// modification time, and a failed or interrupted write never leaves a partial file behind.
public struct OutputFile: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// What updating the file did.
    public enum Outcome: Sendable, Equatable {
        /// The file already held the content.
        case unchanged
        /// The file was created or replaced.
        case written
        /// The content differs from the file, which was left as it is (checking only).
        case wouldChange
        /// The file does not exist (checking only).
        case missing
    }

    /// Streams the content `write` produces into the file, comparing it with what the file holds
    /// as it goes. With `checkOnly`, nothing is written (and a missing file is reported without
    /// calling `write`). If `write` throws, the file is left as it was and the error is rethrown.
    public func update(checkOnly: Bool = false, _ write: (inout OutputBuffer) throws -> Void) throws -> Outcome {
        let existing = open(path, O_RDONLY)
        if existing < 0, errno == ENOENT, checkOnly { return .missing }
        defer { if existing >= 0 { close(existing) } }
        let comparison = Comparison(descriptor: existing)
        let temporary = checkOnly ? nil : try TemporaryFile(besides: path, mode: existingMode(existing))
        var output = OutputBuffer { chunk in
            comparison.compare(chunk)
            temporary?.write(chunk)
        }
        do {
            try write(&output)
            output.finish()
        } catch {
            temporary?.discard()
            throw error
        }
        guard comparison.differs || !comparison.isAtEnd() else {
            temporary?.discard()
            return .unchanged
        }
        guard let temporary else { return .wouldChange }
        try temporary.replace(path)
        return .written
    }

    /// The permissions the file has, kept when it is replaced; `rw-r--r--` for a new file.
    private func existingMode(_ descriptor: Int32) -> mode_t {
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return 0o644 }
        return status.st_mode & 0o7777
    }
}

/// Why an output file could not be written.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.path = path
        self.reason = String(cString: strerror(code))
    }

    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Compares streamed content with a file's bytes, a chunk at a time.
private final class Comparison {
    private let descriptor: Int32
    /// Whether the content is known to differ from the file.
    private(set) var differs: Bool

    init(descriptor: Int32) {
        self.descriptor = descriptor
        differs = descriptor < 0
    }

    func compare(_ chunk: [UInt8]) {
        guard !differs else { return }
        differs = read(chunk.count) != chunk
    }

    /// Whether the file has nothing after the content compared so far.
    func isAtEnd() -> Bool {
        read(1).isEmpty
    }

    /// Up to `count` bytes of the file, fewer only at its end or on an error.
    private func read(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                Glibc.read(descriptor, buffer.baseAddress! + filled, count - filled)
                #else
                Darwin.read(descriptor, buffer.baseAddress! + filled, count - filled)
                #endif
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        bytes.removeLast(count - filled)
        return bytes
    }
}

/// A hidden temporary file next to the file it will replace, so that the rename is atomic (see
/// ``TemporaryFiles`` for its name).
private final class TemporaryFile {
    private let path: String
    private var descriptor: Int32
    /// The `errno` of the first failed write.
    private var failure: Int32?

    init(besides destination: String, mode: mode_t) throws {
        (descriptor, path) = try TemporaryFiles.create(besides: destination).get()
        if fchmod(descriptor, mode) != 0 {
            failure = errno
        }
    }

    func write(_ chunk: [UInt8]) {
        guard failure == nil else { return }
        failure = FileDescriptorWriting.writeAll(descriptor, chunk)
    }

    /// Renames the temporary file over `destination`.
    func replace(_ destination: String) throws {
        if close(descriptor) != 0, failure == nil { failure = errno }
        descriptor = -1
        if failure == nil, rename(path, destination) != 0 { failure = errno }
        if failure != nil { unlink(path) }
        TemporaryFiles.forget(path)
        if let failure { throw OutputError(path: destination, errno: failure) }
    }

    /// Removes the temporary file.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(path)
        TemporaryFiles.forget(path)
    }
}
