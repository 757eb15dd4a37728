import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The specs of a git work tree as they are at a revision, for `formspec diff --against REV`.
///
/// Every path is taken to the one name git gives it, relative to the top of the work tree (its
/// folders' `..` and symbolic links resolved), so that `forms`, `./forms/`, `$PWD/forms` and
/// `.//forms/a.form.yaml` name the same specs at both sides; a path outside the work tree is
/// refused, never read from elsewhere.
struct GitRevision {
    /// The revision as given (`main`, `HEAD~1`): what a version's name starts with (`main:path`).
    var name: String
    /// The commit it names, resolved once, so that every spec is read from the same commit.
    var commit: String
    /// The top folder of the work tree, its physical path.
    var top: String
    /// The current directory, relative to `top` (`""` at the top).
    var current: String

    /// Why the revision cannot be read: the message and the exit status.
    struct Failure: Error {
        var message: String
        var status: Int32
    }

    /// The commit `name` names in the git work tree of the current directory.
    static func resolve(_ name: String) -> Result<GitRevision, Failure> {
        guard let inside = GitProcess.run(["rev-parse", "--is-inside-work-tree"], limit: 64) else {
            return .failure(Failure(message: "cannot run git: it is not on PATH", status: 1))
        }
        guard inside.status == 0, inside.bytes.starts(with: Array("true".utf8)),
            let shown = GitProcess.run(["rev-parse", "--show-toplevel"], limit: 64 * 1024), shown.status == 0,
            let top = ConfigurationFinder.absolute(
                String(decoding: shown.bytes, as: UTF8.self).trimmingTrailingNewlines),
            let here = ConfigurationFinder.absolute("."),
            let current = Self.relative(here, to: top)
        else {
            return .failure(
                Failure(message: "--against needs a git work tree: the current directory is not in one", status: 1))
        }
        guard !name.hasPrefix("-"),
            let verified = GitProcess.run(
                ["rev-parse", "--verify", "--quiet", "--end-of-options", name + "^{commit}"], limit: 256),
            verified.status == 0
        else {
            return .failure(Failure(message: "--against \(name): no such revision in this repository", status: 64))
        }
        let commit = String(decoding: verified.bytes, as: UTF8.self).trimmingTrailingNewlines
        return .success(GitRevision(name: name, commit: commit, top: top, current: current))
    }

    /// `path` (absolute, or relative to the current directory) relative to the top of the work
    /// tree, as git names it: `""` for the top itself; nil when it leads outside the work tree.
    /// The folders on the way are resolved (`..`, symbolic links), the last name is kept as
    /// written, since a spec may be a link that git keeps as one.
    func treePath(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let root = path.hasPrefix("/") ? "/" : "."
        let physical: String
        if let last = parts.last, last != ".", last != ".." {
            let folder = parts.dropLast().joined(separator: "/")
            guard
                case .success(let resolved) = PhysicalPath.resolve(
                    folder.isEmpty ? root : root + "/" + folder, from: here)
            else { return nil }
            physical = (resolved == "/" ? "" : resolved) + "/" + last
        } else {
            guard case .success(let resolved) = PhysicalPath.resolve(path.isEmpty ? "." : path, from: here) else {
                return nil
            }
            physical = resolved
        }
        return Self.relative(physical, to: top)
    }

    /// ``treePath(of:)-(String)`` of a path whose name need not be UTF-8 (a directory search's
    /// ``SpecReader/Input/nonUTF8File(_:)``: only its last name may not be): that name kept as
    /// its bytes.
    func treePath(of path: FileName) -> FileName? {
        guard let text = treePath(of: path.text) else { return nil }
        let name = path.lastName
        return FileName(Array(text.utf8.dropLast(FileName(name).text.utf8.count)) + name)
    }

    /// A path relative to the top of the work tree as the user sees it, from the current
    /// directory (`../shared/a.form.yaml` from a folder beside it).
    func shownPath(of treePath: String) -> String {
        shownPath(of: FileName(Array(treePath.utf8))).text
    }

    /// ``shownPath(of:)-(String)`` of a path that need not be UTF-8, by its bytes.
    func shownPath(of treePath: FileName) -> FileName {
        if current.isEmpty { return treePath }
        let folder = Array((current + "/").utf8)
        if treePath.bytes.starts(with: folder) { return FileName(treePath.bytes.dropFirst(folder.count)) }
        let up = String(repeating: "../", count: current.split(separator: "/").count)
        return FileName(Array(up.utf8) + treePath.bytes)
    }

    /// The specs (`*.form.yaml`, `*.form.yml`) the commit holds under `treePaths` (relative to
    /// the top, as ``treePath(of:)`` gives them), in code-point order of their names; each name
    /// as the file system has it, which need not be UTF-8.
    func specNames(under treePaths: [String]) -> Result<[FileName], Failure> {
        guard
            let listed = GitProcess.run(
                ["--literal-pathspecs", "ls-tree", "-r", "-z", "--name-only", "--full-tree", commit, "--"]
                    + treePaths.map { $0.isEmpty ? "." : $0 },
                limit: 256 * 1024 * 1024),
            listed.status == 0, !listed.overflowed
        else {
            return .failure(Failure(message: "--against \(name): cannot list the files of the revision", status: 1))
        }
        let names = listed.bytes.split(separator: 0).map { FileName(Array($0)) }
        return .success(
            names.filter { name in SpecReader.specSuffixes.contains { name.text.hasSuffix($0) } }
                .sorted { $0.text < $1.text })
    }

    /// The bytes of the spec at `treePath` (its name as git lists it, which need not be UTF-8) at
    /// the commit, at most `limit` of them; the diagnostic of why they cannot be read.
    func bytes(of treePath: FileName, limit: Int) -> Result<[UInt8], Diagnostic> {
        let name = versionName(of: treePath.text)
        let object = FileName(Array((commit + ":").utf8) + treePath.bytes)
        guard
            let shown = GitProcess.run(
                bytes: [FileName(Array("cat-file".utf8)), FileName(Array("blob".utf8)), object], limit: limit),
            shown.status == 0 || shown.overflowed
        else {
            return .failure(
                Diagnostic(.ioReadFailed, "cannot read '\(name)' with git cat-file", file: name, range: .fileStart))
        }
        guard !shown.overflowed else {
            return .failure(
                Diagnostic(
                    .ioTooLarge, "'\(name)' is larger than the limit of \(limit) bytes; raise --max-file-size",
                    file: name, range: .fileStart))
        }
        return .success(shown.bytes)
    }

    /// What the version of the spec at `treePath` at the revision is called: `REV:path`, the
    /// path as seen from the current directory.
    func versionName(of treePath: String) -> String {
        name + ":" + shownPath(of: treePath)
    }

    /// The current directory, physical.
    private var here: String { top + (current.isEmpty ? "" : "/" + current) }

    /// `path` relative to `folder` when it is `folder` or inside it (`""` for `folder` itself).
    private static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}

extension String {
    /// The text without the line breaks at its end.
    fileprivate var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.last == "\n" || text.last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
