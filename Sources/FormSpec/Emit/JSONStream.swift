/// Writes canonical JSON (see ``JSONWriter``) as it goes, into an ``OutputBuffer``: a document
/// is streamed member by member and never built in memory first.
///
/// Members must be written in code-point order of their keys; debug builds check that they are.
struct JSONStream {
    var output: OutputBuffer
    private var depth = 0
    /// Whether the container being written has no member or element yet.
    private var isEmpty = true
    #if DEBUG
        /// The last key written in each open object, to check the order.
        private var lastKeys: [String?] = []
    #endif

    init(into output: OutputBuffer) {
        self.output = output
    }

    mutating func beginObject() {
        output.append(UInt8(ascii: "{"))
        open()
        #if DEBUG
            lastKeys.append(nil)
        #endif
    }

    mutating func endObject() {
        close(UInt8(ascii: "}"))
        #if DEBUG
            lastKeys.removeLast()
        #endif
    }

    mutating func beginArray() {
        output.append(UInt8(ascii: "["))
        open()
    }

    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member; its value is written next.
    mutating func key(_ key: String) {
        checkOrder(of: key)
        let isPlain = JSONStream.withUTF8(of: key) { name in
            guard !JSONStream.containsEscape(name) else { return false }
            beginMember(named: name)
            return true
        }
        if !isPlain {
            newLine()
            string(key)
            output.append(": " as StaticString)
        }
    }

    /// Starts an object member whose key is one of the compiler's own, which needs no escaping
    /// and is text, not one character (`JSONMembers` checks it once); its value is written next.
    /// Its bytes are read in the binary's constant text, without a closure: this is the commonest
    /// call of a compile.
    mutating func key(_ key: StaticString) {
        checkOrder(of: key.description)
        beginMember(named: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// In debug builds, checks that `key` comes after the last key of the object.
    private mutating func checkOrder(of key: @autoclosure () -> String) {
        #if DEBUG
            let key = key()
            if let last = lastKeys[lastKeys.count - 1] {
                assert(JSONWriter.codePointOrder(last, key), "JSON key '\(key)' written after '\(last)'")
            }
            lastKeys[lastKeys.count - 1] = key
        #endif
    }

    /// Starts an array element; its value is written next.
    mutating func element() {
        newLine()
    }

    mutating func null() { output.append("null" as StaticString) }
    mutating func bool(_ value: Bool) { output.append(value ? "true" as StaticString : "false") }
    mutating func int(_ value: Int) { output.appendDecimal(value) }
    mutating func double(_ value: Double) { JSONNumber.append(value, to: &output) }

    /// `text` between quotes, escaped: the runs of bytes that need no escape are copied whole, and
    /// most strings need none.
    mutating func string(_ text: String) {
        JSONStream.withUTF8(of: text) { string(utf8: $0) }
    }

    /// Calls `body` with the UTF-8 bytes of `text`, without copying them when the string is native.
    private static func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    private mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        guard JSONStream.containsEscape(utf8) else { return output.appendQuoted(utf8) }
        output.append(UInt8(ascii: "\""))
        var plainStart = 0
        var index = 0
        while index < utf8.count {
            let length = JSONStream.escapedLength(in: utf8, at: index)
            guard length > 0 else {
                index += 1
                continue
            }
            output.append(UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
            appendEscape(of: utf8[index..<(index + length)])
            index += length
            plainStart = index
        }
        output.append(UnsafeBufferPointer(rebasing: utf8[plainStart...]))
        output.append(UInt8(ascii: "\""))
    }

    /// A date as its `"YYYY-MM-DD"` string.
    mutating func date(_ date: CalendarDate) {
        output.append(count: 12) { text in
            text[0] = UInt8(ascii: "\"")
            OutputBuffer.writeDigits(of: UInt(date.year), to: text, at: 1..<5)
            text[5] = UInt8(ascii: "-")
            OutputBuffer.writeDigits(of: UInt(date.month), to: text, at: 6..<8)
            text[8] = UInt8(ascii: "-")
            OutputBuffer.writeDigits(of: UInt(date.day), to: text, at: 9..<11)
            text[11] = UInt8(ascii: "\"")
        }
    }

    /// A colour as its ``Color/canonical`` string, a hex value written without making the string.
    mutating func color(_ color: Color) {
        guard case .rgba(let red, let green, let blue, let alpha) = color else { return string(color.canonical) }
        output.append(count: 11) { text in
            text[0] = UInt8(ascii: "\"")
            text[1] = UInt8(ascii: "#")
            for (offset, channel) in [red, green, blue, alpha].enumerated() {
                text[2 + 2 * offset] = JSONStream.hexDigit(channel >> 4, uppercase: true)
                text[3 + 2 * offset] = JSONStream.hexDigit(channel & 0xF, uppercase: true)
            }
            text[10] = UInt8(ascii: "\"")
        }
    }

    /// Ends the document with its final newline.
    mutating func endDocument() {
        output.append(UInt8(ascii: "\n"))
    }

    private mutating func open() {
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty { lineBreak(afterComma: false) }
        output.append(bracket)
        isEmpty = false
    }

    private mutating func newLine() {
        output.flushIfFull()
        lineBreak(afterComma: !isEmpty)
        isEmpty = false
    }

    /// Starts a member whose key needs no escaping: the new line and `"name": ` in one append,
    /// as most lines of a document are.
    private mutating func beginMember(named name: UnsafeBufferPointer<UInt8>) {
        output.flushIfFull()
        lineBreak(afterComma: !isEmpty, followedBy: name.count + 4) { text in
            text[0] = UInt8(ascii: "\"")
            _ = text[1...].update(fromContentsOf: name)
            text[name.count + 1] = UInt8(ascii: "\"")
            text[name.count + 2] = UInt8(ascii: ":")
            text[name.count + 3] = UInt8(ascii: " ")
        }
        isEmpty = false
    }

    /// A line break, after a comma when `afterComma`, and the indentation of the current depth,
    /// followed by `count` bytes that `write` fills in: all in one append.
    private mutating func lineBreak(
        afterComma: Bool, followedBy count: Int = 0,
        _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void = { _ in }
    ) {
        let lineBreak = afterComma ? 1 : 0
        let end = lineBreak + 1 + 2 * depth
        output.append(count: end + count) { text in
            if afterComma { text[0] = UInt8(ascii: ",") }
            text[lineBreak] = UInt8(ascii: "\n")
            UnsafeMutableBufferPointer(rebasing: text[(lineBreak + 1)..<end]).initialize(repeating: UInt8(ascii: " "))
            write(UnsafeMutableBufferPointer(rebasing: text[end...]))
        }
    }

    /// Whether any byte of `utf8` ``isEscapeCandidate(_:)``, tested eight bytes at a time: a word
    /// has such a byte when it has one below 0x20 or, xored with `"`, `\` or DEL in every byte, a
    /// zero byte, or, with bit 0x20 set and xored with 0xE2 (so C2 and E2), a zero byte.
    static func containsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let wordCount = utf8.count / 8
        if wordCount > 0, let start = UnsafeRawPointer(utf8.baseAddress) {
            for word in 0..<wordCount {
                let bytes = start.loadUnaligned(fromByteOffset: 8 * word, as: UInt64.self)
                if hasByte(below: 0x20, in: bytes) || hasByte(below: 1, in: bytes ^ 0x2222_2222_2222_2222)
                    || hasByte(below: 1, in: bytes ^ 0x5C5C_5C5C_5C5C_5C5C)
                    || hasByte(below: 1, in: bytes ^ 0x7F7F_7F7F_7F7F_7F7F)
                    || hasByte(below: 1, in: (bytes | 0x2020_2020_2020_2020) ^ 0xE2E2_E2E2_E2E2_E2E2)
                {
                    return true
                }
            }
        }
        return utf8[(8 * wordCount)...].contains(where: isEscapeCandidate)
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80): subtracting `limit` from every
    /// byte sets the high bit of the lowest such byte, which had it clear (the classic zero-byte
    /// test, exact for whether there is one).
    private static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &- ones &* UInt64(limit)) & ~word & (ones &* 0x80) != 0
    }

    /// Whether `byte` may start a character the JSON escapes (``escapedLength(in:at:)``): `"`,
    /// `\`, a C0 control, DEL, or C2 or E2, the lead bytes of the others.
    static func isEscapeCandidate(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
            || byte == 0xE2
    }

    /// The length in bytes of the character at `index` when the JSON escapes it, else 0: what
    /// JSON requires (`"`, `\`, the C0 controls), and what would hide in a reader's view of the
    /// text (the other ``ControlCharacters``: DEL, the C1 controls, the bidirectional controls;
    /// and the line and paragraph separators, U+2028 and U+2029).
    static func escapedLength(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch utf8[index] {
        case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F:
            return 1
        case 0xC2:  // U+0080–U+009F: C2 80–C2 9F
            return index + 1 < utf8.count && utf8[index + 1] < 0xA0 ? 2 : 0
        case 0xE2:  // U+2028–U+202E: E2 80 A8–AE; U+2066–U+2069: E2 81 A6–A9
            guard index + 2 < utf8.count else { return 0 }
            switch (utf8[index + 1], utf8[index + 2]) {
            case (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): return 3
            default: return 0
            }
        default:
            return 0
        }
    }

    /// The escape of the bytes of one character that ``escapedLength(in:at:)`` escapes: a short
    /// one where JSON has it, else `\u` and four lower-case hex digits.
    private mutating func appendEscape(of bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        let lead = bytes[bytes.startIndex]
        switch (bytes.count, lead) {
        case (1, UInt8(ascii: "\"")): output.append("\\\"" as StaticString)
        case (1, UInt8(ascii: "\\")): output.append("\\\\" as StaticString)
        case (1, UInt8(ascii: "\n")): output.append("\\n" as StaticString)
        case (1, UInt8(ascii: "\r")): output.append("\\r" as StaticString)
        case (1, UInt8(ascii: "\t")): output.append("\\t" as StaticString)
        case (1, 0x08): output.append("\\b" as StaticString)
        case (1, 0x0C): output.append("\\f" as StaticString)
        default:
            // The scalar's value from its one, two or three UTF-8 bytes.
            var value = UInt32(lead) & (bytes.count == 1 ? 0x7F : bytes.count == 2 ? 0x1F : 0x0F)
            for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
            output.append("\\u" as StaticString)
            for shift: UInt32 in [12, 8, 4, 0] {
                output.append(JSONStream.hexDigit(UInt8(value >> shift & 0xF), uppercase: false))
            }
        }
    }

    /// The hex digit of a value from 0 to 15.
    private static func hexDigit(_ value: UInt8, uppercase: Bool) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + value - 10
    }
}

extension JSONStream {
    /// Writes `value`, its object keys in code-point order (the order objects keep them in).
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .int(let number): int(number)
        case .double(let number): double(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements {
                self.element()
                self.value(element)
            }
            endArray()
        case .object(let members):
            object(members)
        }
    }

    /// Writes an object, whose members are in code-point order.
    mutating func object(_ members: JSONValue.Object) {
        beginObject()
        for member in members {
            key(member.key)
            value(member.value)
        }
        endObject()
    }
}
