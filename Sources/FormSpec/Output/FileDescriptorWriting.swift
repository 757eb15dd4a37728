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
            let written = SystemCalls.write(descriptor, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // A device that takes nothing and says no error would be retried for ever.
            if written == 0 { return EIO }
            remaining = remaining.dropFirst(written)
        }
        return nil
    }
}

/// A file descriptor written chunk after chunk that keeps the first failure and writes nothing
/// after it, so that the writer can say at the end whether everything went through: a full
/// disk, a closed pipe or `/dev/full` is an error, never a silently shorter output.
package final class DescriptorWriter: Sendable {
    package let descriptor: Int32
    private let firstFailure = Locked<Int32?>(nil)

    package init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `bytes`, unless an earlier write failed.
    package func write(_ bytes: [UInt8]) {
        firstFailure.withLock { failure in
            guard failure == nil else { return }
            failure = FileDescriptorWriting.writeAll(descriptor, bytes)
        }
    }

    /// Records a failure of something else done with the descriptor (`fchmod`, `close`), unless
    /// one is recorded already.
    package func fail(_ code: Int32) {
        firstFailure.withLock { failure in
            if failure == nil { failure = code }
        }
    }

    /// The `errno` of the first failure; nil while everything went through.
    package var failure: Int32? {
        firstFailure.withLock { $0 }
    }
}
