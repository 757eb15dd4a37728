#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output path leads to, and so how it is written. A symbolic link is followed to its
/// target (a link to nothing yet, to the file it names) and stays a link. A regular file, or
/// nothing yet, is replaced atomically; a character device (`/dev/null`, a terminal) or a FIFO is
/// written through, as `cp` does, since renaming a file over it would destroy it; anything else
/// (a directory, a block device, a socket) is refused.
enum OutputDestination: Equatable {
    /// A regular file, or nothing yet, at this path (a link's target): written into a temporary
    /// file beside it, renamed over it.
    case file(String)
    /// A character device or a FIFO at this path, named `kind` ("a FIFO"): written in place, and
    /// never read, since it cannot give back what was written.
    case stream(String, kind: String)

    /// The most symbolic links followed, as the kernel's own limit (`ELOOP` beyond).
    private static let maxLinks = 40

    /// Where the output `path` leads; the error of a path that leads to a directory or another
    /// kind of file, through a loop of links, or that cannot be looked at.
    static func of(_ path: String) -> Result<OutputDestination, OutputError> {
        var current = path
        for _ in 0...maxLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                return errno == ENOENT ? .success(.file(current)) : .failure(OutputError(path: path, errno: errno))
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return .success(.file(current))
            case S_IFLNK:
                guard let target = linkTarget(current) else { return .failure(OutputError(path: path, errno: errno)) }
                current = target.hasPrefix("/") ? target : folder(of: current) + target
            case S_IFCHR:
                return .success(.stream(current, kind: "a character device"))
            case S_IFIFO:
                return .success(.stream(current, kind: "a FIFO"))
            case S_IFDIR:
                return .failure(OutputError(path: path, errno: EISDIR))
            default:
                let kind = status.st_mode & S_IFMT == S_IFBLK ? "a block device" : "a socket"
                let reason = "it is \(kind); outputs are written to files, character devices and FIFOs only"
                return .failure(OutputError(path: path, reason: reason))
            }
        }
        return .failure(OutputError(path: path, errno: ELOOP))
    }

    /// What the link at `path` holds; nil with `errno` set when it cannot be read.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = SystemCalls.readLink(path, into: &buffer)
        guard count >= 0 else { return nil }
        guard count < buffer.count else {
            errno = ENAMETOOLONG
            return nil
        }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// The folder part of `path`, with its final `/`: where a relative link in it starts from.
    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }
}
