import FormSpec

/// The specs of a git work tree as they are at a revision, for `formspec diff --against REV`.
struct GitRevision {
    /// The revision as given (`main`, `HEAD~1`): what a version's name starts with (`main:path`).
    var name: String
    /// The commit it names, resolved once, so that every spec is read from the same commit.
    var commit: String

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
        guard inside.status == 0, inside.bytes.starts(with: Array("true".utf8)) else {
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
        return .success(GitRevision(name: name, commit: commit))
    }

    /// The specs (`*.form.yaml`, `*.form.yml`) the commit holds under `paths`, relative to the
    /// current directory, in code-point order.
    func specPaths(under paths: [String]) -> Result<[String], Failure> {
        guard
            let listed = GitProcess.run(
                ["ls-tree", "-r", "-z", "--name-only", commit, "--"] + paths, limit: 256 * 1024 * 1024),
            listed.status == 0, !listed.overflowed
        else {
            return .failure(Failure(message: "--against \(name): cannot list the files of the revision", status: 1))
        }
        let names = listed.bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return .success(names.filter { name in SpecReader.specSuffixes.contains { name.hasSuffix($0) } }.sorted())
    }

    /// The bytes of `path` (relative to the current directory) at the commit, at most `limit`
    /// of them; the diagnostic of why they cannot be read.
    func bytes(of path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
        let name = versionName(of: path)
        guard let shown = GitProcess.run(["cat-file", "blob", commit + ":./" + path], limit: limit),
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

    /// What the version of `path` at the revision is called: `REV:path`.
    func versionName(of path: String) -> String {
        name + ":" + path
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
