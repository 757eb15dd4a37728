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
        newLine()
        string(key)
        output.append(": ")
    }

    /// Starts an object member whose key is known not to need escaping, given with its
    /// ``JSONKey/bytes``; its value is written next.
    mutating func key(_ key: JSONKey) {
        checkOrder(of: key.name)
        newLine()
        output.append(key.bytes)
    }

    /// In debug builds, checks that `key` comes after the last key of the object.
    private mutating func checkOrder(of key: String) {
        #if DEBUG
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

    mutating func null() { output.append("null") }
    mutating func bool(_ value: Bool) { output.append(value ? "true" : "false") }
    mutating func int(_ value: Int) { output.append(String(value)) }
    mutating func double(_ value: Double) { output.append(JSONNumber.text(of: value)) }

    mutating func string(_ text: String) {
        output.append(UInt8(ascii: "\""))
        var text = text
        let isPlain = text.withUTF8 { bytes in
            guard !bytes.contains(where: JSONStream.needsEscape) else { return false }
            output.append(bytes)
            return true
        }
        if !isPlain { appendEscaped(text) }
        output.append(UInt8(ascii: "\""))
    }

    /// A date as its `YYYY-MM-DD` string.
    mutating func date(_ date: CalendarDate) {
        output.append(UInt8(ascii: "\""))
        output.append(date)
        output.append(UInt8(ascii: "\""))
    }

    mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
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
        if !isEmpty {
            output.append(UInt8(ascii: "\n"))
            indent()
        }
        output.append(bracket)
        isEmpty = false
    }

    private mutating func newLine() {
        if !isEmpty { output.append(UInt8(ascii: ",")) }
        output.flushIfFull()
        output.append(UInt8(ascii: "\n"))
        indent()
        isEmpty = false
    }

    private mutating func indent() {
        output.appendSpaces(2 * depth)
    }

    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func appendEscaped(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output.append(hex.count == 1 ? "\\u000" + hex : "\\u00" + hex)
            default: output.append(String(scalar).utf8)
            }
        }
    }
}

/// A key of the compiler's own, with its text as written: `"name": `, so that writing it is one copy.
struct JSONKey: Sendable {
    let name: String
    let bytes: [UInt8]

    init(_ name: String) {
        self.name = name
        bytes = Array(("\"" + name + "\": ").utf8)
        assert(!name.utf8.contains(where: JSONStream.needsEscape), "a key of the compiler's own needs no escape")
    }
}

extension JSONStream {
    /// Writes `value`, its object keys sorted by code point.
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

    /// Writes an object of members, sorted by code point.
    mutating func object(_ members: [String: JSONValue]) {
        beginObject()
        for member in members.sorted(by: { JSONWriter.codePointOrder($0.key, $1.key) }) {
            key(member.key)
            value(member.value)
        }
        endObject()
    }
}
