/// Text being emitted, held in a buffer that is handed to a sink whenever it fills, so that a
/// large document is never held whole in memory. Without a sink, the buffer keeps everything.
///
/// The buffer's storage is allocated ahead (it grows by doubling) and written through a pointer,
/// so that appending a few bytes is a copy and a count, the whole cost of a JSON document's
/// many small pieces.
package struct OutputBuffer {
    /// Receives each full chunk, then the rest at ``finish()``.
    package typealias Sink = ([UInt8]) -> Void

    /// The bytes written, then room for more.
    private var storage: [UInt8]
    /// How many bytes of `storage` are written.
    private var count = 0
    private let sink: Sink?

    /// The size at which the buffer is handed to the sink.
    static let chunkSize = 1 << 16

    /// A buffer that hands its bytes to `sink` in chunks, or keeps them all when `sink` is nil.
    package init(sink: Sink? = nil) {
        self.sink = sink
        storage = [UInt8](repeating: 0, count: sink == nil ? 256 : OutputBuffer.chunkSize + 4096)
    }

    /// The bytes not yet handed to the sink (all of them, without a sink).
    package var bytes: [UInt8] {
        Array(storage[..<count])
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends text known when the program is compiled (a key of the compiler's own).
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    package mutating func append(_ byte: UInt8) {
        append(count: 1) { $0[0] = byte }
    }

    package mutating func append(_ other: some Sequence<UInt8>) {
        if other.withContiguousStorageIfAvailable({ append($0) }) == nil {
            append(Array(other))
        }
    }

    mutating func append(_ other: UnsafeBufferPointer<UInt8>) {
        append(count: other.count) { _ = $0.update(fromContentsOf: other) }
    }

    /// Appends `text` between quotes, in one piece: a JSON string that needs no escaping.
    mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>) {
        append(count: text.count + 2) { quoted in
            quoted[0] = UInt8(ascii: "\"")
            _ = quoted[1...].update(fromContentsOf: text)
            quoted[text.count + 1] = UInt8(ascii: "\"")
        }
    }

    /// Appends the decimal digits of `value`, after a `-` when it is negative, without making a string.
    mutating func appendDecimal(_ value: Int) {
        let signCount = value < 0 ? 1 : 0
        append(count: signCount + OutputBuffer.digitCount(of: value.magnitude)) { text in
            if signCount == 1 { text[0] = UInt8(ascii: "-") }
            OutputBuffer.writeDigits(of: value.magnitude, to: text, at: signCount..<text.count)
        }
    }

    /// Writes the last decimal digits of `number` at `positions`, zero-padded.
    static func writeDigits(of number: UInt, to text: UnsafeMutableBufferPointer<UInt8>, at positions: Range<Int>) {
        var rest = number
        for index in positions.reversed() {
            text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }

    /// How many decimal digits `number` has (one for zero).
    private static func digitCount(of number: UInt) -> Int {
        var count = 1
        var rest = number / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// Appends `newCount` bytes that `write` puts in the buffer it is given, of that size.
    mutating func append(count newCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let end = count + newCount
        if end > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(end, 2 * storage.count) - storage.count))
        }
        storage.withUnsafeMutableBufferPointer {
            write(UnsafeMutableBufferPointer(start: $0.baseAddress! + count, count: newCount))
        }
        count = end
    }

    /// Appends the bytes `other` holds (it has no sink), without copying them out of it first.
    mutating func append(contentsOf other: OutputBuffer) {
        other.storage.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[..<other.count])) }
    }

    /// Forgets the bytes written, keeping the storage for the next ones (a buffer without a sink
    /// reused for pieces of output).
    mutating func removeAll() {
        count = 0
    }

    /// Hands the buffer to the sink when it holds a chunk; call it between small pieces of output.
    package mutating func flushIfFull() {
        if count >= OutputBuffer.chunkSize { flush() }
    }

    /// Hands what is left to the sink.
    package mutating func finish() {
        if count > 0 { flush() }
    }

    /// Hands the storage itself to the sink, cut to the bytes written, then makes room again:
    /// in the same storage, unless the sink kept it.
    private mutating func flush() {
        guard let sink else { return }
        let room = storage.count - count
        storage.removeLast(room)
        sink(storage)
        storage.append(contentsOf: repeatElement(0, count: room))
        count = 0
    }
}
