#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One directory search of ``SpecReader/inputs(for:configuredBy:)``: the spec files under a
/// folder, those the configuration of their folder takes, sorted by code point. It does not follow
/// symbolic links (so that a link to a folder above cannot make it go round for ever) or enter
/// hidden folders. Nothing is skipped in silence: a folder it cannot search (unreadable, or a
/// path longer than the system takes) and a folder whose name is not UTF-8 are each an
/// ``SpecReader/Input/unreadable(_:message:)`` input in their place, unless `exclude` leaves out
/// everything they could hold; a spec whose name is not UTF-8 is a
/// ``SpecReader/Input/nonUTF8File(_:)``.
struct DirectorySearch {
    /// The folder searched, as given.
    let root: String
    let finder: ConfigurationFinder

    /// A folder to search: its path relative to the root (ending in `/`, empty for the root), and
    /// whether it is reported when it cannot be searched.
    private struct Folder {
        var relative: String
        var reportsFailure: Bool
    }

    func run() -> [SpecReader.Input] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let absoluteRoot = ConfigurationFinder.absolute(root) ?? root
        var found: [SpecReader.Input] = []
        var folders = [Folder(relative: "", reportsFailure: true)]
        while let folder = folders.popLast() {
            let relative = folder.relative
            guard let stream = opendir(prefix + relative) else {
                let shown = relative.isEmpty ? root : prefix + relative.dropLast()
                if folder.reportsFailure {
                    found.append(.unreadable(shown, message: "cannot search '\(shown)': \(Self.reason(errno))"))
                }
                continue
            }
            defer { closedir(stream) }
            let absoluteFolder = relative.isEmpty ? absoluteRoot : absoluteRoot + "/" + relative.dropLast()
            let configuration = finder.configuration(forDirectory: absoluteFolder)
            let inConfiguration = Self.path(of: absoluteFolder, in: configuration) ?? relative
            while let entry = readdir(stream) {
                let bytes = SystemCalls.name(of: entry)
                guard let first = bytes.first, first != UInt8(ascii: ".") else { continue }
                let name = FileName(bytes)
                let path = prefix + relative + name.text
                let isSpec = { configuration.takes(inConfiguration + name.text) }
                let mayHoldSpecs = { !configuration.excludesEverything(under: inConfiguration + name.text) }
                var status = stat()
                // By its bytes: a name that is not UTF-8 has no path as text.
                let rawPath = (Array((prefix + relative).utf8) + bytes + [0]).map { CChar(bitPattern: $0) }
                guard lstat(rawPath, &status) == 0 else {
                    let code = errno
                    let type = Int(entry.pointee.d_type)
                    let mayBeFolder = type == Int(DT_DIR) || type == Int(DT_UNKNOWN)
                    if code != ENOENT, mayBeFolder ? mayHoldSpecs() || isSpec() : isSpec() {
                        found.append(.unreadable(path, message: "cannot read '\(path)': \(Self.reason(code))"))
                    }
                    continue
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR where name.isUTF8:
                    folders.append(Folder(relative: relative + name.text + "/", reportsFailure: mayHoldSpecs()))
                case S_IFDIR where mayHoldSpecs():
                    found.append(
                        .unreadable(path, message: "cannot search '\(path)': its name is not UTF-8; rename the folder"))
                case S_IFREG where isSpec():
                    found.append(
                        name.isUTF8 ? .file(path) : .nonUTF8File(FileName(Array((prefix + relative).utf8) + bytes)))
                default:
                    break
                }
            }
        }
        return found.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
    }

    /// The path of the absolute `folder` relative to the folder of `configuration` (ending in
    /// `/`, empty for that folder itself), which its patterns are written against; nil when the
    /// folder is not under it (`--config` with a file elsewhere).
    private static func path(of folder: String, in configuration: Configuration) -> String? {
        let base =
            configuration.absoluteDirectory.hasSuffix("/")
            ? configuration.absoluteDirectory : configuration.absoluteDirectory + "/"
        let folder = folder + "/"
        return folder.hasPrefix(base) ? String(folder.dropFirst(base.count)) : nil
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
