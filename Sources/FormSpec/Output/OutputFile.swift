#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the compiler writes: replaced atomically, through a temporary file in the same
/// directory renamed over it, and only when its content changes. An unchanged file keeps its
/// modification time, and a failed or interrupted write never leaves a partial file behind.
///
/// A replaced file keeps what it was besides its content: its mode, its owner and group (a run
/// as root does not make a user's file root's), and its extended attributes. One that cannot
/// keep them through a rename — several hard links to it, an owner this process cannot give, an
/// attribute it cannot copy — is rewritten in place instead, once its new content is whole in
/// the temporary file (that copy is the only write that is not atomic). A file rewritten from
/// what was read of it (`formspec fix`, a String Catalog) is left alone when it changed since.
///
/// A symbolic link is followed, and its target replaced (the link stays); a character device
/// (`/dev/null`) or a FIFO is written through, never replaced; a directory or another kind of
/// file is refused (see ``OutputDestination``).
package struct OutputFile: Sendable {
    package var path: String

    package init(path: String) {
        self.path = path
    }

    /// Whether the file (or the file its link leads to) is one its permissions keep from being
    /// written: no one may write it (`r--r--r--`, as a Perforce workspace keeps the files not
    /// opened for edit), or this process may not. A replacement is a rename, which the file's own
    /// permissions do not stop, so a file rewritten from its own content (a spec `formspec fix`
    /// fixes, a String Catalog) is left alone when this holds.
    private var isReadOnly: Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        return status.st_mode & 0o222 == 0 || access(path, W_OK) != 0
    }

    /// What updating the file did.
    package enum Outcome: Sendable, Equatable {
        /// The file already held the content.
        case unchanged
        /// The file was created or replaced (or, a device or a FIFO, written to).
        case written
        /// The content differs from the file, which was left as it is (checking only).
        case wouldChange
        /// The file does not exist (checking only).
        case missing
    }

    /// Streams the content `write` produces into the file, comparing it with what the file holds
    /// as it goes. With `checkOnly`, nothing is written (and a missing file is reported without
    /// calling `write`); a device or a FIFO, which cannot be compared, is then an error. If `write`
    /// throws, a file is left as it was and the error is rethrown.
    ///
    /// `original`, for a file rewritten from its own content, is what was read of it: when the
    /// file holds something else by the time it would be replaced (an edit made meanwhile), or is
    /// read-only (``isReadOnly``), it is left as it is and the update fails.
    package func update(
        checkOnly: Bool = false, replacing original: [UInt8]? = nil, _ write: (inout OutputBuffer) throws -> Void
    ) throws -> Outcome {
        switch OutputDestination.of(path) {
        case .failure(var error):
            error.checking = checkOnly
            throw error
        case .success(.file(let target)):
            if original != nil, !checkOnly, isReadOnly {
                throw OutputError(path: path, reason: "it is read-only (make it writable to update it)")
            }
            return try replace(target, checkOnly: checkOnly, original: original, write)
        case .success(.stream(let target, let kind)):
            guard !checkOnly else {
                var error = OutputError(path: path, reason: "it is \(kind), which cannot be read back to compare")
                error.checking = true
                throw error
            }
            try writeThrough(target, write)
            return .written
        }
    }

    /// Replaces the regular file `target` (the path, or the file its link leads to) when the content differs.
    private func replace(
        _ target: String, checkOnly: Bool, original: [UInt8]?, _ write: (inout OutputBuffer) throws -> Void
    ) throws -> Outcome {
        // Non-blocking: a FIFO put there since the path was looked at must not hang the run.
        let existing = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if existing < 0, errno == ENOENT, checkOnly { return .missing }
        defer { if existing >= 0 { close(existing) } }
        let comparison = FileComparison(descriptor: existing)
        let temporary = checkOnly ? nil : try TemporaryFile(besides: target, mode: existingMode(existing))
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
        if let original, !Self.holds(original, existing, at: target) {
            temporary.discard()
            throw OutputError(
                path: path, reason: "it changed since it was read, and is left as it is; run the command again")
        }
        var status = stat()
        if existing >= 0, fstat(existing, &status) == 0,
            status.st_nlink > 1 || !temporary.takeOwnerAndAttributes(of: existing, status)
        {
            try temporary.copy(into: target, path: path)
        } else {
            try temporary.replace(target)
        }
        return .written
    }

    /// Whether the file at `target`, open as `descriptor`, is still the one that was read and
    /// holds `bytes`.
    private static func holds(_ bytes: [UInt8], _ descriptor: Int32, at target: String) -> Bool {
        var open = stat()
        var named = stat()
        guard descriptor >= 0, fstat(descriptor, &open) == 0, stat(target, &named) == 0,
            open.st_ino == named.st_ino, open.st_dev == named.st_dev, Int(open.st_size) == bytes.count
        else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var offset = 0
        while offset < bytes.count {
            let count = SystemCalls.read(descriptor, into: &buffer, fromOffset: offset)
            guard count > 0, buffer.prefix(count).elementsEqual(bytes[offset..<min(bytes.count, offset + count)])
            else { return false }
            offset += count
        }
        return true
    }

    /// Writes the content into the device or FIFO `target`, in place. What was written before a
    /// failure stays written: a stream cannot take it back.
    private func writeThrough(_ target: String, _ write: (inout OutputBuffer) throws -> Void) throws {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError(path: path, errno: errno) }
        let writer = DescriptorWriter(descriptor)
        var output = OutputBuffer(sink: writer.write)
        do {
            try write(&output)
            output.finish()
        } catch {
            close(descriptor)
            throw error
        }
        if close(descriptor) != 0 { writer.fail(errno) }
        if let failure = writer.failure { throw OutputError(path: path, errno: failure) }
    }

    /// The permissions the file has, kept when it is replaced; `rw-r--r--` for a new file.
    private func existingMode(_ descriptor: Int32) -> mode_t {
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return 0o644 }
        return status.st_mode & 0o7777
    }
}

/// Why an output file could not be written (or, checking only, compared).
package struct OutputError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    /// Whether the file was only to be compared (`--check`), which the message says.
    var checking = false

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.path = path
        self.reason = String(cString: strerror(code))
    }

    package var description: String { "cannot \(checking ? "check" : "write") '\(path)': \(reason)" }
}

/// A hidden temporary file next to the file it will replace, so that the rename is atomic (see
/// ``TemporaryFiles`` for its name).
private final class TemporaryFile {
    private let path: String
    private let writer: DescriptorWriter
    private var isOpen = true

    init(besides destination: String, mode: mode_t) throws {
        let (descriptor, path) = try TemporaryFiles.create(besides: destination).get()
        self.path = path
        writer = DescriptorWriter(descriptor)
        if fchmod(descriptor, mode) != 0 { writer.fail(errno) }
    }

    func write(_ chunk: [UInt8]) {
        writer.write(chunk)
    }

    /// Gives the temporary file the owner, group and extended attributes of the file open as
    /// `existing` (`status`): whether it could.
    func takeOwnerAndAttributes(of existing: Int32, _ status: stat) -> Bool {
        let descriptor = writer.descriptor
        var own = stat()
        guard fstat(descriptor, &own) == 0 else { return false }
        if own.st_uid != status.st_uid || own.st_gid != status.st_gid {
            guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else { return false }
            // A change of owner clears set-user-ID and set-group-ID bits: give the mode again.
            guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { return false }
        }
        return SystemCalls.copyExtendedAttributes(from: existing, to: descriptor)
    }

    /// Writes the temporary file's content into `destination` in place, then removes it: for a
    /// file a rename would not keep whole (its links, owner or attributes).
    func copy(into destination: String, path: String) throws {
        defer { discard() }
        if let failure = writer.failure { throw OutputError(path: path, errno: failure) }
        let target = open(destination, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard target >= 0 else { throw OutputError(path: path, errno: errno) }
        let copier = DescriptorWriter(target)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var offset = 0
        while copier.failure == nil {
            let count = SystemCalls.read(writer.descriptor, into: &buffer, fromOffset: offset)
            if count < 0, errno == EINTR { continue }
            if count < 0 { copier.fail(errno) }
            guard count > 0 else { break }
            copier.write(Array(buffer.prefix(count)))
            offset += count
        }
        if copier.failure == nil, ftruncate(target, off_t(offset)) != 0 { copier.fail(errno) }
        if close(target) != 0 { copier.fail(errno) }
        if let failure = copier.failure { throw OutputError(path: path, errno: failure) }
    }

    /// Renames the temporary file over `destination`.
    func replace(_ destination: String) throws {
        if close(writer.descriptor) != 0 { writer.fail(errno) }
        isOpen = false
        if writer.failure == nil, rename(path, destination) != 0 { writer.fail(errno) }
        if writer.failure != nil { unlink(path) }
        TemporaryFiles.forget(path)
        if let failure = writer.failure { throw OutputError(path: destination, errno: failure) }
    }

    /// Removes the temporary file.
    func discard() {
        if isOpen { close(writer.descriptor) }
        isOpen = false
        unlink(path)
        TemporaryFiles.forget(path)
    }
}
