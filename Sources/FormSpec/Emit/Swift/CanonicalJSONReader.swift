/// Reads back JSON that ``JSONStream`` wrote, token by token, for the Swift writer: the bytes
/// are the compiler's own canonical JSON, so a token the reader does not expect is a bug of the
/// compiler, not of a spec.
struct CanonicalJSONReader {
    /// A value's first token, or the end of a container.
    enum Token: Equatable {
        case beginObject, endObject, beginArray, endArray
        /// Where a string's bytes between its quotes are, still escaped, and whether it holds an
        /// escape. (Positions, not a slice: a slice would retain the bytes at every token.)
        case string(Range<Int>, escaped: Bool)
        /// Where a number's text is, and whether it is written as an integer.
        case number(Range<Int>, isInteger: Bool)
        case bool(Bool)
        case null
    }

    /// The JSON.
    let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next token, skipping white space, `,` and `:`.
    mutating func next() -> Token {
        while position < bytes.count, Self.isSeparator(bytes[position]) {
            position += 1
        }
        let start = position
        position += 1
        switch bytes[start] {
        case UInt8(ascii: "{"): return .beginObject
        case UInt8(ascii: "}"): return .endObject
        case UInt8(ascii: "["): return .beginArray
        case UInt8(ascii: "]"): return .endArray
        case UInt8(ascii: "t"):
            position += 3
            return .bool(true)
        case UInt8(ascii: "f"):
            position += 4
            return .bool(false)
        case UInt8(ascii: "n"):
            position += 3
            return .null
        case UInt8(ascii: "\""):
            var escaped = false
            while bytes[position] != UInt8(ascii: "\"") {
                if bytes[position] == UInt8(ascii: "\\") {
                    escaped = true
                    position += 1
                }
                position += 1
            }
            position += 1
            return .string((start + 1)..<(position - 1), escaped: escaped)
        default:
            var isInteger = true
            while position < bytes.count, !CanonicalJSONReader.endsNumber(bytes[position]) {
                let byte = bytes[position]
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    isInteger = false
                }
                position += 1
            }
            return .number(start..<position, isInteger: isInteger)
        }
    }

    /// Whether the next token ends an object: whether an object just begun is empty.
    func peekEndsObject() -> Bool {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
            index += 1
        }
        return index < bytes.count && bytes[index] == UInt8(ascii: "}")
    }

    /// The next member's key as its bytes between quotes, or nil at the end of the object: for
    /// the compiler's own keys, which need no escape.
    mutating func keyBytes() -> Range<Int>? {
        guard case .string(let key, _) = next() else { return nil }
        return key
    }

    /// The text of a string token's bytes: unescaped when it holds an escape.
    func text(_ range: Range<Int>, escaped: Bool) -> String {
        escaped ? Self.unescaped(bytes[range]) : String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `bytes[range]` are `other`'s bytes.
    func bytes(_ range: Range<Int>, equal other: [UInt8]) -> Bool {
        ByteComparison.equal(bytes[range], other)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: ":")
    }

    /// The next member's key, or nil at the end of the object.
    mutating func key() -> String? {
        guard case .string(let key, let escaped) = next() else { return nil }
        return text(key, escaped: escaped)
    }

    /// The whole value that starts with `token`, read into memory.
    mutating func value(startingWith token: Token) -> JSONValue {
        switch token {
        case .beginObject:
            var members: [(key: String, value: JSONValue)] = []
            while let key = key() { members.append((key, value(startingWith: next()))) }
            return .object(JSONValue.Object(keepingFirstOf: members))
        case .beginArray:
            var elements: [JSONValue] = []
            var element = next()
            while element != .endArray {
                elements.append(value(startingWith: element))
                element = next()
            }
            return .array(elements)
        case .string(let range, let escaped):
            return .string(text(range, escaped: escaped))
        case .number(let range, let isInteger):
            let written = String(decoding: bytes[range], as: UTF8.self)
            return isInteger
                ? Int(written).map(JSONValue.int) ?? .double(Double(written) ?? 0) : .double(Double(written) ?? 0)
        case .bool(let flag): return .bool(flag)
        case .null, .endObject, .endArray: return .null
        }
    }

    private static func endsNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ")
            || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    /// The text of a JSON string's escaped bytes.
    static func unescaped(_ escaped: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        var index = escaped.startIndex
        func flush() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll()
        }
        func hex(at start: Int) -> UInt32 {
            UInt32(String(decoding: escaped[start..<(start + 4)], as: UTF8.self), radix: 16) ?? 0xFFFD
        }
        while index < escaped.endIndex {
            let byte = escaped[index]
            guard byte == UInt8(ascii: "\\") else {
                plain.append(byte)
                index += 1
                continue
            }
            flush()
            let kind = escaped[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "u"):
                var value = hex(at: index)
                index += 4
                if (0xD800..<0xDC00).contains(value), index + 6 <= escaped.endIndex,
                    escaped[index] == UInt8(ascii: "\\")
                {
                    value = 0x10000 + ((value - 0xD800) << 10) + (hex(at: index + 2) - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(kind))
            }
        }
        flush()
        return String(scalars)
    }
}
