#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What makes two paths one file: the device and the inode they lead to, links followed. A run
/// never writes an output over one of its own inputs, however the two paths are spelt.
package struct FileIdentity: Hashable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    /// The file `path` leads to; nil when there is none.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The files the inputs that are files lead to.
    package static func of(_ inputs: [SpecReader.Input]) -> [FileIdentity: String] {
        var files: [FileIdentity: String] = [:]
        for case .file(let path) in inputs {
            if let identity = FileIdentity(path: path), files[identity] == nil { files[identity] = path }
        }
        return files
    }
}
