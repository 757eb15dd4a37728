#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and reads spec files: paths as given, directories searched for `*.form.yaml` and
/// `*.form.yml`, and `-` for standard input, each read whole within a size limit.
package struct SpecReader: Sendable {
    /// One thing to read, in the order the run reports them.
    package enum Input: Sendable, Equatable {
        case file(String)
        case standardInput
        /// A directory that holds no spec: reading it reports `io.no-input`.
        case directoryWithoutSpecs(String)
        /// A folder that a directory search cannot search, or a file it cannot read: reading it
        /// reports `io.read-failed` with `message`.
        case unreadable(String, message: String)
        /// A spec a directory search found whose path is not UTF-8 (shown with `\xHH` for a byte
        /// that is not). A run names its outputs after its specs' paths, as text, so reading it
        /// reports `io.read-failed`; `diff --against`, which writes nothing, reads it by its bytes
        /// (``load(byBytesOf:)``).
        case nonUTF8File(FileName)

        /// The name diagnostics give the input.
        package var name: String {
            switch self {
            case .file(let path), .directoryWithoutSpecs(let path), .unreadable(let path, _): return path
            case .nonUTF8File(let path): return path.text
            case .standardInput: return SourceFile.standardInputName
            }
        }

        /// Whether the input is a spec to read (a file or standard input), which a run counts and
        /// names outputs after.
        package var isSpec: Bool {
            switch self {
            case .file, .standardInput: return true
            case .directoryWithoutSpecs, .unreadable, .nonUTF8File: return false
            }
        }
    }

    /// The largest file read, in bytes (64 MiB by default).
    package var maxFileSize: Int
    /// The descriptor `-` reads from.
    package var standardInput: Int32
    /// Whether only regular files are read: what configures a run (a configuration file, a
    /// template) is refused at once when it is a folder, a device or a FIFO, never waited on or
    /// read without end. A spec may come through a pipe (`<(…)`), so specs are read from any file.
    package var readsRegularFilesOnly: Bool
    /// What a file larger than ``maxFileSize`` is told about the limit.
    package var limitAdvice: String

    package init(
        maxFileSize: Int = SpecReader.defaultMaxFileSize, standardInput: Int32 = STDIN_FILENO,
        readsRegularFilesOnly: Bool = false,
        limitAdvice: String = "raise it with --max-file-size if the file is meant to be this big"
    ) {
        self.maxFileSize = maxFileSize
        self.standardInput = standardInput
        self.readsRegularFilesOnly = readsRegularFilesOnly
        self.limitAdvice = limitAdvice
    }

    /// The default size limit: 64 MiB.
    package static let defaultMaxFileSize = 64 << 20

    /// Expands command-line paths: a directory becomes its spec files, searched recursively in
    /// sorted order, skipping hidden entries (or, holding none, an input that reports so);
    /// anything else is kept as given, whatever its name, so that reading it reports what is
    /// wrong. A spec file is one that the `include` and `exclude` of its configuration take
    /// (`*.form.yaml` and `*.form.yml` unless a configuration file says otherwise). What the
    /// search cannot search or name is kept in its place as ``Input/unreadable(_:message:)``.
    package func inputs(for paths: [String], configuredBy finder: ConfigurationFinder = ConfigurationFinder(.none))
        -> [Input]
    {
        paths.flatMap { path -> [Input] in
            if path == "-" { return [.standardInput] }
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [.file(path)] }
            let found = DirectorySearch(root: path, finder: finder).run()
            return found.isEmpty ? [.directoryWithoutSpecs(path)] : found
        }
    }

    /// Reads one input whole, or says why it cannot (`io.read-failed`, `io.too-large`,
    /// `io.no-input`).
    package func load(_ input: Input) -> Result<SourceFile, Diagnostic> {
        switch input {
        case .directoryWithoutSpecs(let path):
            return .failure(
                Diagnostic(
                    .ioNoInput,
                    "'\(path)' holds no spec: directories are searched for *.form.yaml and *.form.yml files, or the files the include of a .formspec.yml names",
                    file: path, range: .fileStart))
        case .unreadable(let path, let message):
            return .failure(Diagnostic(.ioReadFailed, message, file: path, range: .fileStart))
        case .nonUTF8File(let path):
            return .failure(
                Diagnostic(
                    .ioReadFailed, "cannot read '\(path.text)': its name is not UTF-8; rename the file",
                    file: path.text, range: .fileStart))
        case .standardInput:
            return readAll(descriptor: standardInput, name: SourceFile.standardInputName, knownSize: nil)
        case .file(let path):
            return readFile(named: path) { open(path, $0) }
        }
    }

    /// Reads the file at `path` by its bytes, which need not be UTF-8, named ``FileName/text``
    /// (`caf\xE9.form.yaml`), as ``load(_:)`` reads a file.
    package func load(byBytesOf path: FileName) -> Result<SourceFile, Diagnostic> {
        let cPath = path.cPath
        return readFile(named: path.text) { open(cPath, $0) }
    }

    /// Reads the file `opening` opens with the flags it is given, named `path`.
    private func readFile(named path: String, opening: (Int32) -> Int32) -> Result<SourceFile, Diagnostic> {
        // Without O_NONBLOCK, opening a FIFO waits for a writer.
        let descriptor = opening(O_RDONLY | (readsRegularFilesOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { return .failure(readFailed(path, errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(readFailed(path, errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(readFailed(path, EISDIR)) }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        guard isRegular || !readsRegularFilesOnly else {
            return .failure(
                Diagnostic(
                    .ioReadFailed, "cannot read '\(path)': it is not a regular file (a device, a FIFO or a socket)",
                    file: path, range: .fileStart))
        }
        return readAll(descriptor: descriptor, name: path, knownSize: isRegular ? Int(status.st_size) : nil)
    }

    private func readAll(descriptor: Int32, name: String, knownSize: Int?) -> Result<SourceFile, Diagnostic> {
        if let knownSize, knownSize > maxFileSize { return .failure(tooLarge(name)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((knownSize ?? 64 << 10) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = SystemCalls.read(descriptor, into: &chunk)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(readFailed(name, errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maxFileSize { return .failure(tooLarge(name)) }
        }
        return .success(SourceFile(name: name, bytes: bytes))
    }

    /// How the name of a spec file found in a directory ends.
    package static let specSuffixes = [".form.yaml", ".form.yml"]

    /// Why `name` cannot be read. A name given on the command line that is not UTF-8 reaches
    /// FormSpec with U+FFFD for its bytes that are not (a path is text here), so a file of that
    /// name is not found: the message says why, as a directory search says of such a name.
    private func readFailed(_ name: String, _ code: Int32) -> Diagnostic {
        let reason =
            code == ENOENT && name.unicodeScalars.contains("\u{FFFD}")
            ? "its name, as given, is not UTF-8 text (shown here with U+FFFD), which FormSpec cannot name; rename the file"
            : String(cString: strerror(code))
        return Diagnostic(.ioReadFailed, "cannot read '\(name)': \(reason)", file: name, range: .fileStart)
    }

    private func tooLarge(_ name: String) -> Diagnostic {
        Diagnostic(
            .ioTooLarge, "'\(name)' is larger than the limit of \(maxFileSize) bytes; \(limitAdvice)", file: name,
            range: .fileStart)
    }
}
