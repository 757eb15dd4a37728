#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares streamed content with a file's bytes, a chunk at a time, so that an output is
/// replaced only when it changes.
final class FileComparison {
    private let descriptor: Int32
    /// Whether the content is known to differ from the file.
    private(set) var differs: Bool

    /// A comparison with the file open at `descriptor`; with none (a negative one), the content differs.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        differs = descriptor < 0
    }

    func compare(_ chunk: [UInt8]) {
        guard !differs else { return }
        differs = read(chunk.count) != chunk
    }

    /// Whether the file has nothing after the content compared so far.
    func isAtEnd() -> Bool {
        read(1).isEmpty
    }

    /// Up to `count` bytes of the file, fewer only at its end or on an error.
    private func read(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = SystemCalls.read(descriptor, into: &bytes, at: filled)
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        bytes.removeLast(count - filled)
        return bytes
    }
}
