/// Finds the first byte that makes a file unreadable as YAML: invalid UTF-8, a NUL or another
/// character libyaml refuses, or a byte order mark after the start of the file.
enum UTF8Validation {
    /// What is wrong at a byte offset.
    struct Finding {
        var offset: Int
        var message: String
    }

    /// The first problem in `bytes`, or nil when the whole file is acceptable. On the way it
    /// appends the offset of each line's start after the first to `lineStarts` (see `SourceLines`)
    /// and the offset of each character of more than one byte to `multiByteStarts` (see
    /// `MarkConverter`).
    static func firstProblem(in bytes: [UInt8], lineStarts: inout [UInt32], multiByteStarts: inout [UInt32]) -> Finding?
    {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                index = endOfPrintableASCII(in: buffer, from: index)
                guard index < count else { break }
                let lead = buffer[index]
                // The end of a line, the commonest byte that is not printable.
                if lead == 0x0A {
                    index += 1
                    lineStarts.append(UInt32(index))
                    continue
                }
                let length = sequenceLength(leadByte: lead)
                guard length > 0, index + length <= count else {
                    return Finding(offset: index, message: invalidByteMessage(lead, truncated: length > 0))
                }
                guard let scalar = decode(buffer, at: index, length: length) else {
                    return Finding(offset: index, message: invalidByteMessage(lead, truncated: false))
                }
                if let message = disallowedMessage(scalar, at: index) {
                    return Finding(offset: index, message: message)
                }
                if length > 1 { multiByteStarts.append(UInt32(index)) }
                index += length
                // Line breaks as libyaml counts them: \n, \r not before \n, U+0085, U+2028, U+2029.
                switch scalar {
                case 0x0D where index < count && buffer[index] == 0x0A: break
                case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: lineStarts.append(UInt32(index))
                default: break
                }
            }
            return nil
        }
    }

    /// The first offset from `index` on that is not printable ASCII (0x20 to 0x7E), or the end.
    /// Eight bytes at a time while they are all printable, which is most of a file.
    private static func endOfPrintableASCII(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            let high: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= buffer.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // A byte below 0x20, or 0x7F or above, sets its high bit in one of these.
                let below = (word &- 0x2020_2020_2020_2020) & ~word
                let above = word &+ 0x0101_0101_0101_0101
                guard (below | above | word) & high == 0 else { break }
                index += 8
            }
        }
        while index < buffer.count, buffer[index] >= 0x20, buffer[index] < 0x7F { index += 1 }
        return index
    }

    /// The length of the UTF-8 sequence a lead byte announces, or 0 for a byte that cannot lead.
    static func sequenceLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 0
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32? {
        let lead = UInt32(bytes[index])
        guard length > 1 else { return lead }
        var value = lead & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return value
    }

    private static func invalidByteMessage(_ byte: UInt8, truncated: Bool) -> String {
        let hex = "0x" + String(byte, radix: 16, uppercase: true)
        return truncated
            ? "the file is not valid UTF-8: the sequence starting with byte \(hex) is cut short; save the file as UTF-8"
            : "the file is not valid UTF-8: byte \(hex) cannot appear here; save the file as UTF-8"
    }

    /// libyaml accepts tab, line breaks, printable ASCII, U+0085 and the printable ranges above.
    private static func disallowedMessage(_ scalar: UInt32, at index: Int) -> String? {
        switch scalar {
        case 0x00:
            return "the file contains a NUL byte; YAML text cannot contain NUL"
        case 0xFEFF:
            return index == 0 ? nil : "a byte order mark (U+FEFF) may only stand at the very start of the file"
        case 0x09, 0x0A, 0x0D, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            return nil
        default:
            let code = String(scalar, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            return
                "the control character U+\(padded) is not allowed in YAML; write it as an escape in a double-quoted string"
        }
    }
}
