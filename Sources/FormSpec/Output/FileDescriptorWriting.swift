#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing whole buffers to a file descriptor, for the command line's streams and the
/// compiler's output files.
package enum FileDescriptorWriting {
    /// Writes all of `bytes`, retrying short writes and interruptions; the `errno` of a failure.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            remaining = remaining.dropFirst(written)
        }
        return nil
    }
}
