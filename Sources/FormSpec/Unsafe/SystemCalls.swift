#if canImport(Glibc)
    import Glibc
    import CExtendedAttributes
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls that read into or write from a buffer of ours, over arrays: each returns
/// what the call returns (a count, or -1 with `errno` set), and retrying is the caller's.
package enum SystemCalls {
    /// Reads what `descriptor` has, up to the room in `buffer` after `offset`, into it there.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8], at offset: Int = 0) -> Int {
        buffer.withUnsafeMutableBytes { room in
            #if canImport(Glibc)
                Glibc.read(descriptor, room.baseAddress.map { $0 + offset }, room.count - offset)
            #else
                Darwin.read(descriptor, room.baseAddress.map { $0 + offset }, room.count - offset)
            #endif
        }
    }

    /// Writes what it can of `bytes` to `descriptor`.
    package static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { bytes in
            #if canImport(Glibc)
                Glibc.write(descriptor, bytes.baseAddress, bytes.count)
            #else
                Darwin.write(descriptor, bytes.baseAddress, bytes.count)
            #endif
        }
    }

    /// Reads what `descriptor` has at `offset` (`pread`), up to the room in `buffer`, into it.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8], fromOffset offset: Int) -> Int {
        buffer.withUnsafeMutableBytes { room in pread(descriptor, room.baseAddress, room.count, off_t(offset)) }
    }

    /// Copies every extended attribute of the file open as `source` to the one open as
    /// `destination`: whether all of them could be (true for a file that has none, or a system
    /// without them).
    static func copyExtendedAttributes(from source: Int32, to destination: Int32) -> Bool {
        #if os(Linux)
            let size = flistxattr(source, nil, 0)
            if size < 0 { return errno == ENOTSUP }
            guard size > 0 else { return true }
            var names = [CChar](repeating: 0, count: size)
            let listed = names.withUnsafeMutableBufferPointer { flistxattr(source, $0.baseAddress, size) }
            guard listed >= 0 else { return false }
            for name in names.prefix(listed).split(separator: 0).map({ Array($0) + [0] }) {
                let length = fgetxattr(source, name, nil, 0)
                guard length >= 0 else { return false }
                var value = [UInt8](repeating: 0, count: length)
                let read = value.withUnsafeMutableBytes { fgetxattr(source, name, $0.baseAddress, length) }
                guard read >= 0 else { return false }
                // One the new file has already (an SELinux label the folder gives) is not set again:
                // a process may not be allowed to set it.
                var present = [UInt8](repeating: 0, count: read)
                let has = present.withUnsafeMutableBytes { fgetxattr(destination, name, $0.baseAddress, read) }
                if has == read, present == Array(value.prefix(read)) { continue }
                let written = value.withUnsafeBytes { fsetxattr(destination, name, $0.baseAddress, read, 0) }
                guard written == 0 else { return false }
            }
            return true
        #else
            return true
        #endif
    }

    /// Reads the target of the symbolic link at `path` into `buffer` (not terminated).
    static func readLink(_ path: String, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
    }

    /// Creates and opens a new file named after `template`, a C string ending in `XXXXXX`, which
    /// it replaces with the name's random part (`mkstemp`): the descriptor.
    static func makeTemporaryFile(named template: inout [CChar]) -> Int32 {
        template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    }

    /// The bytes of the name of a directory entry that `readdir` returned.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
    }
}
