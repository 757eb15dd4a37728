/// Text being emitted, held in a buffer that is handed to a sink whenever it fills, so that a
/// large document is never held whole in memory. Without a sink, the buffer keeps everything.
public struct OutputBuffer {
    /// Receives each full chunk, then the rest at ``finish()``.
    public typealias Sink = ([UInt8]) -> Void

    /// The bytes not yet handed to the sink (all of them, without a sink).
    public private(set) var bytes: [UInt8] = []
    private let sink: Sink?

    /// The size at which the buffer is handed to the sink.
    static let chunkSize = 1 << 16

    /// A buffer that hands its bytes to `sink` in chunks, or keeps them all when `sink` is nil.
    public init(sink: Sink? = nil) {
        self.sink = sink
        if sink != nil { bytes.reserveCapacity(OutputBuffer.chunkSize + 4096) }
    }

    public mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    public mutating func append(_ other: some Sequence<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Hands the buffer to the sink when it holds a chunk; call it between small pieces of output.
    public mutating func flushIfFull() {
        if bytes.count >= OutputBuffer.chunkSize { flush() }
    }

    /// Hands what is left to the sink.
    public mutating func finish() {
        if !bytes.isEmpty { flush() }
    }

    private mutating func flush() {
        guard let sink else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
