#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and reads spec files: paths as given, directories searched for `*.form.yaml` and
/// `*.form.yml`, and `-` for standard input, each read whole within a size limit.
public struct SpecReader: Sendable {
    /// One thing to read, in the order the run reports them.
    public enum Input: Sendable, Equatable {
        case file(String)
        case standardInput
        /// A directory that holds no spec: reading it reports `io.no-input`.
        case directoryWithoutSpecs(String)

        /// The name diagnostics give the input.
        public var name: String {
            switch self {
            case .file(let path), .directoryWithoutSpecs(let path): return path
            case .standardInput: return SourceFile.standardInputName
            }
        }
    }

    /// The largest file read, in bytes (64 MiB by default).
    public var maxFileSize: Int
    /// The descriptor `-` reads from.
    public var standardInput: Int32

    public init(maxFileSize: Int = SpecReader.defaultMaxFileSize, standardInput: Int32 = STDIN_FILENO) {
        self.maxFileSize = maxFileSize
        self.standardInput = standardInput
    }

    /// The default size limit: 64 MiB.
    public static let defaultMaxFileSize = 64 << 20

    /// Expands command-line paths: a directory becomes its spec files, searched recursively in
    /// sorted order, skipping hidden entries (or, holding none, an input that reports so);
    /// anything else is kept as given, whatever its name, so that reading it reports what is
    /// wrong. A spec file is one that the `include` and `exclude` of its configuration take
    /// (`*.form.yaml` and `*.form.yml` unless a configuration file says otherwise).
    public func inputs(for paths: [String], configuredBy finder: ConfigurationFinder = ConfigurationFinder(.none)) -> [Input] {
        paths.flatMap { path -> [Input] in
            if path == "-" { return [.standardInput] }
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [.file(path)] }
            let found = specFiles(in: path, finder: finder)
            return found.isEmpty ? [.directoryWithoutSpecs(path)] : found.map(Input.file)
        }
    }

    /// Reads one input whole, or says why it cannot (`io.read-failed`, `io.too-large`,
    /// `io.no-input`).
    public func load(_ input: Input) -> Result<SourceFile, Diagnostic> {
        switch input {
        case .directoryWithoutSpecs(let path):
            return .failure(Diagnostic(.ioNoInput, "'\(path)' holds no spec: directories are searched for *.form.yaml and *.form.yml files, or the files the include of a .formspec.yml names",
                                       file: path, range: .fileStart))
        case .standardInput:
            return readAll(descriptor: standardInput, name: SourceFile.standardInputName, knownSize: nil)
        case .file(let path):
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return .failure(readFailed(path, errno)) }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return .failure(readFailed(path, errno)) }
            guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(readFailed(path, EISDIR)) }
            let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
            return readAll(descriptor: descriptor, name: path, knownSize: size)
        }
    }

    private func readAll(descriptor: Int32, name: String, knownSize: Int?) -> Result<SourceFile, Diagnostic> {
        if let knownSize, knownSize > maxFileSize { return .failure(tooLarge(name)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((knownSize ?? 64 << 10) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
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

    /// The spec files under `directory`, those the configuration of their folder takes, without
    /// following symbolic links or entering hidden directories, sorted by code point.
    private func specFiles(in directory: String, finder: ConfigurationFinder) -> [String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let absoluteRoot = ConfigurationFinder.absolute(directory) ?? directory
        var files: [String] = []
        var directories = [""]
        while let relative = directories.popLast() {
            guard let stream = opendir(prefix + relative) else { continue }
            defer { closedir(stream) }
            let absoluteFolder = relative.isEmpty ? absoluteRoot : absoluteRoot + "/" + relative.dropLast()
            let configuration = finder.configuration(forDirectory: absoluteFolder)
            let configurationFolder = configuration.absoluteDirectory.hasSuffix("/") ? configuration.absoluteDirectory : configuration.absoluteDirectory + "/"
            // The folder's path relative to its configuration's, which the patterns are written against.
            let folderInConfiguration = (absoluteFolder + "/").hasPrefix(configurationFolder)
                ? String((absoluteFolder + "/").dropFirst(configurationFolder.count)) : relative
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                var status = stat()
                guard !name.hasPrefix("."), lstat(prefix + relative + name, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    directories.append(relative + name + "/")
                } else if status.st_mode & S_IFMT == S_IFREG, configuration.takes(folderInConfiguration + name) {
                    files.append(prefix + relative + name)
                }
            }
        }
        return files.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// How the name of a spec file found in a directory ends.
    static let specSuffixes = [".form.yaml", ".form.yml"]

    private func readFailed(_ name: String, _ code: Int32) -> Diagnostic {
        Diagnostic(.ioReadFailed, "cannot read '\(name)': \(String(cString: strerror(code)))", file: name, range: .fileStart)
    }

    private func tooLarge(_ name: String) -> Diagnostic {
        Diagnostic(.ioTooLarge, "'\(name)' is larger than the limit of \(maxFileSize) bytes; raise it with --max-file-size if the file is meant to be this big",
                   file: name, range: .fileStart)
    }
}
