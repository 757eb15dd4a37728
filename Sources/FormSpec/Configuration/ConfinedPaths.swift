#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Configuration {
    /// The folder tree a configuration file governs: the root of the repository or package that
    /// holds it (the first folder at or above its own that holds `.git` or `Package.swift`, where
    /// the search for the nearest file stops), or, outside any, the file's own folder.
    struct GovernedTree {
        /// The tree's folder, absolute, symbolic links resolved.
        var root: String
        /// Whether it is a repository or package root (else the file's own folder).
        var isRepository: Bool

        /// The tree of a configuration file in the absolute, resolved folder `directory`.
        init(of directory: String) {
            var folder = directory
            while !ConfigurationFinder.isRoot(folder) {
                guard folder != "/" else {
                    (root, isRepository) = (directory, false)
                    return
                }
                folder = ConfigurationFinder.folder(of: folder)
            }
            (root, isRepository) = (folder, true)
        }

        /// Whether the absolute, resolved `path` is the root or under it.
        func holds(_ path: String) -> Bool {
            path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
        }

        var description: String {
            isRepository
                ? "the repository or package this file configures"
                : "the folder of this file, which is in no repository or package"
        }
    }

    /// Refuses the paths of `compile:` that lead out of the file's ``GovernedTree``, so that a
    /// configuration cannot make `formspec compile` read or write elsewhere (the command line
    /// may name any path), and a `template` that is not a file: each is `config.invalid` at its
    /// value, which is then not used. `..` and symbolic links are resolved before deciding.
    ///
    /// - Parameter shown: an absolute path as the user sees it.
    mutating func confinePaths(shown: (String) -> String) {
        let tree = GovernedTree(of: absoluteDirectory)
        var refusals: [Diagnostic] = []
        func check(_ setting: Setting<String>?, _ key: String, option: String, isTemplate: Bool) -> Setting<String>? {
            guard let setting else { return nil }
            let problem: String?
            switch PhysicalPath.resolve(setting.value, from: absoluteDirectory) {
            case .failure(let unfollowed):
                problem =
                    "'\(key)' leads through '\(shown(unfollowed.path))', which cannot be followed: \(unfollowed.reason)"
            case .success(let path) where !tree.holds(path):
                problem =
                    "'\(key)' leads to '\(shown(path))', outside '\(shown(tree.root))', \(tree.description); "
                    + "write a path inside it, or give \(option) on the command line"
            case .success(let path) where isTemplate:
                problem = Self.templateFileProblem(at: path, shown: shown)
            case .success:
                problem = nil
            }
            guard let problem else { return setting }
            refusals.append(Diagnostic(.configInvalid, problem, file: file ?? Self.fileName, range: setting.range))
            return nil
        }
        if let template, Self.namesTemplateFile(template.value) {
            self.template = check(template, "template", option: "--template", isTemplate: true)
        }
        outputDir = check(outputDir, "output-dir", option: "--output-dir", isTemplate: false)
        guard !refusals.isEmpty else { return }
        diagnostics = (diagnostics + refusals).sorted(by: Diagnostic.printOrder)
    }

    /// Why the file at the absolute `path` cannot be a template, if it cannot: it does not
    /// exist, or it is not a regular file (a folder, a device, a FIFO).
    private static func templateFileProblem(at path: String, shown: (String) -> String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return "'template' names '\(shown(path))', which cannot be read: \(String(cString: strerror(errno)))"
        }
        let type = status.st_mode & S_IFMT
        guard type != S_IFREG else { return nil }
        return
            "'template' names '\(shown(path))', which is \(type == S_IFDIR ? "a folder" : "not a regular file"); name a Stencil file"
    }

    /// Whether a `template` value names a file (it has a `/` or a `.`), not a built-in template.
    package static func namesTemplateFile(_ template: String) -> Bool {
        template.contains("/") || template.contains(".")
    }
}
