#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files output files are written through, named `.NAME.formspec-PID-XXXXXX`
/// beside the output `NAME` (PID: the process writing it), and known to the process while they
/// exist, so that an interrupted run can remove them and a later run can tell a killed run's
/// leftovers from a running one's files.
package enum TemporaryFiles {
    /// Creates an empty temporary file beside `destination` and records it; its descriptor and
    /// path, or the `errno` of the failure. The first time a run writes in a directory, the
    /// temporary files that killed runs left there are removed (``removeStale(in:)``).
    static func create(besides destination: String) -> Result<(descriptor: Int32, path: String), OutputError> {
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { String(destination[...$0]) } ?? ""
        if cleaned.withLock({ $0.insert(directory).inserted }) { removeStale(in: directory) }
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        var template = Array((directory + "." + name + marker + String(getpid()) + "-XXXXXX").utf8CString)
        return registry.withLock { paths in
            let descriptor = SystemCalls.makeTemporaryFile(named: &template)
            guard descriptor >= 0 else { return .failure(OutputError(path: destination, errno: errno)) }
            let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            paths.insert(path)
            return .success((descriptor, path))
        }
    }

    /// Forgets `path`, renamed or removed.
    static func forget(_ path: String) {
        _ = registry.withLock { $0.remove(path) }
    }

    /// Removes every temporary file of this process, for a run that is being interrupted: no
    /// temporary file is created or renamed after this, so call it only on the way out.
    package static func removeAllBeforeExiting() {
        registry.lockForever { paths in
            for path in paths { unlink(path) }
        }
    }

    /// Removes the temporary files of our naming in `directory` that no running process owns:
    /// those whose process has ended (a killed run), and those of FormSpec 0.1's naming
    /// (`.NAME.formspec-XXXXXX`, without a process).
    static func removeStale(in directory: String) {
        guard let stream = opendir(directory.isEmpty ? "." : directory) else { return }
        defer { closedir(stream) }
        let prefix = directory.isEmpty || directory.hasSuffix("/") ? directory : directory + "/"
        while let entry = readdir(stream) {
            let name = String(decoding: SystemCalls.name(of: entry), as: UTF8.self)
            guard name.hasPrefix("."), isStale(name) else { continue }
            var status = stat()
            if lstat(prefix + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(prefix + name) }
        }
    }

    /// What separates an output's name from the process and the random part.
    private static let marker = ".formspec-"

    /// Whether `name` is a temporary file of our naming that no running process owns: its last
    /// dot-separated part is `formspec-PID-XXXXXX` with no process PID, or `formspec-XXXXXX`.
    static func isStale(_ name: String) -> Bool {
        guard let last = name.split(separator: ".").last, last.hasPrefix(marker.dropFirst()) else { return false }
        let parts = last.dropFirst(marker.count - 1).split(separator: "-", omittingEmptySubsequences: false)
        guard let random = parts.last, random.count == 6,
            random.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            return false
        }
        switch parts.count {
        case 1: return true
        case 2:
            guard let process = pid_t(parts[0]), process > 0 else { return false }
            return kill(process, 0) != 0 && errno == ESRCH
        default: return false
        }
    }

    /// The paths of the temporary files that exist.
    private static let registry = Locked<Set<String>>([])
    /// The directories written in, whose stale temporary files are removed already.
    private static let cleaned = Locked<Set<String>>([])
}
