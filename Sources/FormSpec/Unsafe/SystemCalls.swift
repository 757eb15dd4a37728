#if canImport(Glibc)
    import Glibc
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
