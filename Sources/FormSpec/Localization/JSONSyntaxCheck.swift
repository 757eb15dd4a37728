/// Where the bytes of a String Catalog stop being JSON (RFC 8259), and what stands there. The
/// catalog is read with the parse stage of specs (JSON is YAML 1.2), which accepts more than JSON:
/// a trailing comma, a `#` comment, a string between single quotes or without quotes, a key
/// without quotes, `01` or `+1` or `.5`, a tab or a line break inside a string, YAML's own escapes
/// (`\x41`, `\e`), anchors, aliases and tags, block collections. Xcode reads none of these, and
/// `formspec strings` would write them back as JSON without a word: so the bytes the parse read
/// without a problem are checked against JSON's own grammar too.
///
/// The check walks the bytes once, with a stack of the collections it is in rather than a call
/// per level, so that a deep file costs no stack. A byte order mark at the start is allowed, as
/// the parse allows it.
struct JSONSyntaxCheck {
    /// What is not JSON, and the byte offset where it starts.
    struct Problem: Equatable {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The collections the walk is in, innermost last: true for an object.
    private var inObject: [Bool] = []
    /// Whether the innermost collection was just opened: its first member, or its end, comes next.
    private var justOpened = false

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The first place where `bytes` are not one JSON value, nil when they are.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var check = JSONSyntaxCheck(bytes)
        return check.document()
    }

    private mutating func document() -> Problem? {
        if let problem = value() { return problem }
        while let isObject = inObject.last {
            skipSpace()
            let closing: Unicode.Scalar = isObject ? "}" : "]"
            guard let byte = peek else { return problem("the end of the file where '\(closing)' should be") }
            if byte == UInt8(ascii: closing) {
                index += 1
                inObject.removeLast()
                justOpened = false
                continue
            }
            if justOpened {
                justOpened = false
            } else {
                guard byte == UInt8(ascii: ",") else { return unexpected(where: "',' or '\(closing)'") }
                let comma = index
                index += 1
                skipSpace()
                if peek == UInt8(ascii: closing) {
                    return Problem(message: "a trailing comma before '\(closing)'", offset: comma)
                }
            }
            if let problem = isObject ? member() : value() { return problem }
        }
        skipSpace()
        guard peek == nil else { return unexpected(where: "the end of the file") }
        return nil
    }

    /// A value; a collection is only opened, its members read by ``document()``.
    private mutating func value() -> Problem? {
        skipSpace()
        guard let byte = peek else { return problem("the end of the file where a value should be") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            index += 1
            inObject.append(byte == UInt8(ascii: "{"))
            justOpened = true
            return nil
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                let end = index + word.utf8.count
                guard end == bytes.count || !Self.isWordByte(bytes[end]) else { break }
                index = end
                return nil
            }
            return problem("a word that is not between double quotes")
        default: return unexpected(where: "a value")
        }
    }

    /// A member of an object: its key, `:` and its value.
    private mutating func member() -> Problem? {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else {
            if let byte = peek, Self.isWordByte(byte) {
                return problem("a key that is not a string between double quotes")
            }
            return unexpected(where: "a key between double quotes")
        }
        if let problem = string() { return problem }
        skipSpace()
        guard peek == UInt8(ascii: ":") else { return unexpected(where: "':' after the key") }
        index += 1
        return value()
    }

    /// A string: no control character as it is, only JSON's escapes.
    private mutating func string() -> Problem? {
        let start = index
        index += 1
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                let escape = index
                index += 1
                guard let letter = peek else { break }
                index += 1
                switch letter {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u")
                where bytes[index...].prefix(4).count == 4
                    && bytes[index...].prefix(4).allSatisfy(Self.isHexDigit):
                    index += 4
                    continue
                default:
                    let written = String(decoding: bytes[escape..<min(index, bytes.count)], as: UTF8.self)
                    return Problem(
                        message: "the escape '\(written)' in a string (JSON's are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, "
                            + "\\t and \\u followed by 4 hexadecimal digits)",
                        offset: escape)
                }
            case 0..<0x20:
                let name =
                    byte == 0x0A || byte == 0x0D ? "a line break" : "the control character \(Self.codePoint(byte))"
                return problem("\(name) inside a string (JSON writes it as an escape, such as \\n or \\t)")
            default:
                index += 1
            }
        }
        return Problem(message: "a string that is not closed", offset: start)
    }

    /// A number: `-`, then `0` or a digit 1-9 and digits, then a fraction and an exponent.
    private mutating func number() -> Problem? {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, Self.isDigit(first) else {
            return Problem(message: "a '-' that does not start a number", offset: start)
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            return Problem(message: "a number with a leading zero", offset: start)
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek, Self.isDigit(digit) else {
                return Problem(message: "a number without a digit after its '.'", offset: start)
            }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek, Self.isDigit(digit) else {
                return Problem(message: "a number without a digit in its exponent", offset: start)
            }
            skipDigits()
        }
        if let next = peek, Self.isWordByte(next) || next == UInt8(ascii: ".") {
            return Problem(message: "a number that JSON does not write", offset: start)
        }
        return nil
    }

    // MARK: Reading

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { index += 1 }
    }

    private func problem(_ message: String) -> Problem {
        Problem(message: message, offset: index)
    }

    /// What stands at the walk's place where `expected` should be: what YAML or a JSON dialect
    /// would read there, named, or the character.
    private func unexpected(where expected: String) -> Problem {
        guard let byte = peek else { return problem("the end of the file where \(expected) should be") }
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        switch byte {
        case UInt8(ascii: "#"): return problem("a comment")
        case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"): return problem("a comment")
        case UInt8(ascii: "'"): return problem("a string between single quotes")
        case UInt8(ascii: "&"): return problem("a YAML anchor")
        case UInt8(ascii: "*"): return problem("a YAML alias")
        case UInt8(ascii: "!"): return problem("a YAML tag")
        case UInt8(ascii: "+"), UInt8(ascii: "."): return problem("a number that JSON does not write")
        case _ where Self.isWordByte(byte): return problem("a word that is not between double quotes")
        default:
            let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars
                .first
            let shown =
                scalar.map { $0.value < 0x20 || $0.value == 0x7F ? Self.codePoint(byte) : "'\($0)'" } ?? "a byte"
            return problem("\(shown) where \(expected) should be")
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    /// A letter, a digit, `_` or a byte of a character beyond ASCII: part of a word.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// `U+0009`.
    private static func codePoint(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
