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
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    public mutating func append(_ other: some Sequence<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Appends a date as `YYYY-MM-DD`.
    public mutating func append(_ date: CalendarDate) {
        appendDigits(date.year, count: 4)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(date.month, count: 2)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(date.day, count: 2)
    }

    /// Appends the last `count` decimal digits of a non-negative `number`, zero-padded.
    private mutating func appendDigits(_ number: Int, count: Int) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends `count` spaces.
    public mutating func appendSpaces(_ count: Int) {
        var left = count
        while left > 0 {
            let run = min(left, OutputBuffer.spaces.count)
            bytes.append(contentsOf: OutputBuffer.spaces[..<run])
            left -= run
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

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
