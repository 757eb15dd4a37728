#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a path leads on the file system.
package enum PhysicalPath {
    /// A part of a path that exists but cannot be followed: a symbolic link that leads nowhere
    /// or in a loop, a file taken for a folder.
    package struct Unfollowed: Error {
        package var path: String
        package var reason: String
    }

    /// The absolute path `path` leads to from the absolute, resolved folder `base`, with `..`
    /// and symbolic links resolved: each part that exists resolved as the system does, the parts
    /// that do not exist yet (an output folder to be created) taken as written.
    package static func resolve(_ path: String, from base: String) -> Result<String, Unfollowed> {
        var current = path.hasPrefix("/") ? "/" : base
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                current = ConfigurationFinder.folder(of: current)
                continue
            }
            let next = (current == "/" ? "" : current) + "/" + part
            if let resolved = ConfigurationFinder.absolute(next) {
                current = resolved
                continue
            }
            let code = errno
            var status = stat()
            guard code == ENOENT, lstat(next, &status) != 0 else {
                return .failure(
                    Unfollowed(
                        path: next,
                        reason: code == ENOENT ? "it is a symbolic link to nothing" : String(cString: strerror(code))))
            }
            current = next
        }
        return .success(current)
    }
}
