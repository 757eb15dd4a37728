#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the configuration of each spec: the `.formspec.yml` nearest to the spec's folder, looked
/// for in that folder and then in each folder above it, up to and including the root of the
/// repository or package (the first folder holding `.git` or `Package.swift`), or the file
/// system's root. Each folder is looked up, and each file read, once per run, whatever the number
/// of threads asking.
package final class ConfigurationFinder: Sendable {
    /// Where the configuration comes from.
    package enum Source: Sendable, Equatable {
        /// The file nearest to each spec (the default).
        case nearest
        /// This file, for every spec (`--config FILE`).
        case file(String)
        /// No file: every value its default (`--no-config`).
        case none
    }

    package let source: Source
    /// The current directory, absolute: paths are shown relative to it.
    private let workingDirectory: String
    private let state = Locked(State())

    private struct State {
        /// The configuration file of each folder looked up (absolute paths), nil when it has none.
        var fileOfDirectory: [String: String?] = [:]
        /// Each configuration file read, by its absolute path.
        var read: [String: Configuration] = [:]
    }

    package init(_ source: Source = .nearest) {
        self.source = source
        workingDirectory = Self.absolute(".") ?? "/"
    }

    /// The configuration of the spec at `path` (as given on the command line; nil for standard
    /// input, configured from the current directory).
    package func configuration(forSpec path: String?) -> Configuration {
        let folder = path.map(Self.folder(of:)) ?? "."
        return configuration(forDirectory: Self.absolute(folder) ?? workingDirectory)
    }

    /// The configuration of one input of a run: standard input is configured from the current
    /// directory, a directory without specs as a spec in it would be.
    package func configuration(for input: SpecReader.Input) -> Configuration {
        switch input {
        case .standardInput: return configuration(forSpec: nil)
        case .file(let path), .directoryWithoutSpecs(let path), .unreadable(let path, _):
            return configuration(forSpec: path)
        case .nonUTF8File(let path):
            return configuration(forSpec: path.text)
        }
    }

    /// The configuration of the spec or folder at `path` (`formspec config PATH`).
    package func configuration(forPath path: String) -> Configuration {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, let directory = Self.absolute(path) else {
            return configuration(forSpec: path)
        }
        return configuration(forDirectory: directory)
    }

    /// The configuration of the specs in the folder at the absolute path `directory`.
    package func configuration(forDirectory directory: String) -> Configuration {
        switch source {
        case .none:
            var configuration = Configuration(directory: ".")
            configuration.absoluteDirectory = workingDirectory
            return configuration
        case .file(let path):
            return read(Self.absolute(path) ?? absoluteJoin(path))
        case .nearest:
            guard let file = nearestFile(from: directory) else {
                var configuration = Configuration(directory: shown(directory))
                configuration.absoluteDirectory = directory
                return configuration
            }
            return read(file)
        }
    }

    /// Every configuration file read so far, sorted by path: a run reports the mistakes of each once.
    package var filesRead: [Configuration] {
        state.withLock { $0.read.values.sorted { ($0.file ?? "") < ($1.file ?? "") } }
    }

    /// The configuration file that governs the absolute folder `directory`, looked up from it upwards.
    private func nearestFile(from directory: String) -> String? {
        if let known = state.withLock({ $0.fileOfDirectory[directory] }) { return known }
        var status = stat()
        let candidate = (directory == "/" ? "" : directory) + "/" + Configuration.fileName
        let found: String?
        if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            found = candidate
        } else if directory == "/" || Self.isRoot(directory) {
            found = nil
        } else {
            found = nearestFile(from: Self.folder(of: directory))
        }
        state.withLock { $0.fileOfDirectory[directory] = .some(found) }
        return found
    }

    /// Whether `directory` is the root of a repository or a package.
    static func isRoot(_ directory: String) -> Bool {
        var status = stat()
        return [".git", "Package.swift"].contains { stat(directory + "/" + $0, &status) == 0 }
    }

    /// The configuration file at the absolute `path`, read once.
    private func read(_ path: String) -> Configuration {
        if let known = state.withLock({ $0.read[path] }) { return known }
        let shownPath = shown(path)
        let directory = Self.folder(of: path)
        var configuration: Configuration
        switch Self.reader.load(.file(shownPath)) {
        case .success(let file):
            configuration = Configuration.read(file, directory: shown(directory))
            configuration.absoluteDirectory = directory
            configuration.confinePaths(shown: shown)
        case .failure(let diagnostic):
            configuration = Configuration(directory: shown(directory))
            configuration.absoluteDirectory = directory
            configuration.file = shownPath
            configuration.diagnostics = [diagnostic]
        }
        return state.withLock { state in
            if let raced = state.read[path] { return raced }
            state.read[path] = configuration
            return configuration
        }
    }

    /// The largest configuration file read: a few lines are enough for any project.
    static let maxFileSize = 1 << 20

    /// How configuration files are read: regular files only, within their fixed limit.
    private static let reader = SpecReader(
        maxFileSize: maxFileSize, readsRegularFilesOnly: true,
        limitAdvice:
            "configuration files have this fixed limit (\(ByteSize.text(maxFileSize))), which --max-file-size does not change: a configuration needs a few lines"
    )

    /// An absolute path as the user sees it: relative to the current directory when it is in it.
    private func shown(_ path: String) -> String {
        if path == workingDirectory { return "." }
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func absoluteJoin(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

    /// The folder of `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The absolute path of an existing `path`, symbolic links resolved; nil when it does not exist.
    package static func absolute(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
