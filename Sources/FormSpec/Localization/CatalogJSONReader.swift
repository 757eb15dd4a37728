/// Reads the bytes of a String Catalog as JSON (RFC 8259) in one pass, into the ``CatalogValue``
/// the catalog is made of: no YAML tree in between, so that a catalog of 24 MB costs little more
/// than its values. Whatever JSON does not allow stops the read at its first byte, with what
/// stands there named as a person would write it (a trailing comma, a `#` comment, a string
/// between single quotes or without quotes, a key without quotes, `01` or `+1` or `.5`, a tab or
/// a line break inside a string, YAML's own escapes, anchors and tags): Xcode reads none of these.
///
/// The read keeps a stack of the collections it is in rather than a call per level, and refuses
/// collections nested more than ``maxDepth`` deep, so that a deep file costs no stack (and the
/// values, whose copies and comparisons go down their levels, stay shallow). A byte order mark at
/// the start is allowed. Each value is handed to `visit` as it ends, with where it starts and the
/// names of the members it is in (``Path``), so that a catalog's shape is checked as it is read.
struct CatalogJSONReader {
    /// What is not JSON, and the byte offset where it starts.
    struct Problem: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The deepest nesting of objects and arrays read: a catalog's deepest values (a plural's
    /// string unit inside a substitution) are about ten levels down.
    static let maxDepth = 64

    /// A collection being read: its members or items so far.
    fileprivate struct Frame {
        var isObject: Bool
        var start: Int
        var members: [CatalogValue.Member] = []
        var items: [CatalogValue] = []
        /// The name of the member whose value is being read, in an object.
        var name = ""
        /// The names read, to find one written twice, once there are many.
        var names: Set<String> = []
    }

    /// The names of the members a value is in, outermost first: nil for an array's item.
    struct Path {
        fileprivate let frames: [Frame]

        /// How many collections the value is in.
        var count: Int { frames.count }

        /// The name of the member, in the collection `level` deep (0 is the file's value), that
        /// holds the value; nil when that collection is an array.
        subscript(level: Int) -> String? {
            frames[level].isObject ? frames[level].name : nil
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var stack: [Frame] = []

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The one JSON value `bytes` hold, or the first place where they are not JSON; `visit` is
    /// given each value as it ends, with its start and ``Path``.
    static func read(
        _ bytes: [UInt8], visit: (CatalogValue, _ start: Int, Path) -> Void
    ) -> Result<CatalogValue, Problem> {
        var reader = CatalogJSONReader(bytes)
        return reader.document(visit)
    }

    private mutating func document(_ visit: (CatalogValue, Int, Path) -> Void) -> Result<CatalogValue, Problem> {
        var finished: (value: CatalogValue, start: Int)?
        do {
            finished = try value()
            while true {
                if let (value, start) = finished {
                    visit(value, start, Path(frames: stack))
                    guard !stack.isEmpty else { break }
                    add(value)
                    finished = nil
                }
                finished = try next()
            }
        } catch {
            return .failure(error)
        }
        skipSpace()
        guard peek == nil else { return .failure(unexpected(where: "the end of the file")) }
        return .success(finished?.value ?? .null)
    }

    /// Reads on in the innermost collection: its next member or item, or its end; the value that
    /// ended there, if one did (a collection just opened has not).
    private mutating func next() throws(Problem) -> (CatalogValue, Int)? {
        let last = stack.count - 1
        let isObject = stack[last].isObject
        skipSpace()
        let closing: Unicode.Scalar = isObject ? "}" : "]"
        guard let byte = peek else { throw problem("the end of the file where '\(closing)' should be") }
        if byte == UInt8(ascii: closing) {
            index += 1
            let ended = stack.removeLast()
            return (ended.isObject ? .object(ended.members) : .array(ended.items), ended.start)
        }
        if !stack[last].members.isEmpty || !stack[last].items.isEmpty {
            guard byte == UInt8(ascii: ",") else { throw unexpected(where: "',' or '\(closing)'") }
            let comma = index
            index += 1
            skipSpace()
            if peek == UInt8(ascii: closing) {
                throw Problem(message: "a trailing comma before '\(closing)'", offset: comma)
            }
        }
        if isObject { try name() }
        return try value()
    }

    /// Adds `value` to the innermost collection.
    private mutating func add(_ value: CatalogValue) {
        let last = stack.count - 1
        if stack[last].isObject {
            stack[last].members.append(CatalogValue.Member(stack[last].name, value))
        } else {
            stack[last].items.append(value)
        }
    }

    /// A value, with where it starts; a collection is only opened (nil), its members read by
    /// ``next()``.
    private mutating func value() throws(Problem) -> (CatalogValue, Int)? {
        skipSpace()
        let start = index
        guard let byte = peek else { throw problem("the end of the file where a value should be") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.maxDepth else {
                throw problem("objects and arrays nested more than \(Self.maxDepth) deep, deeper than a catalog goes")
            }
            index += 1
            stack.append(Frame(isObject: byte == UInt8(ascii: "{"), start: start))
            return nil
        case UInt8(ascii: "\""): return (.string(try string()), start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            return (.number(String(decoding: bytes[start..<index], as: UTF8.self)), start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for (word, value) in [("true", CatalogValue.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[index...].starts(with: word.utf8) {
                let end = index + word.utf8.count
                guard end == bytes.count || !Self.isWordByte(bytes[end]) else { break }
                index = end
                return (value, start)
            }
            throw problem("a word that is not between double quotes")
        default: throw unexpected(where: "a value")
        }
    }

    /// A member's name and `:`, kept in the innermost frame; a name written twice is refused.
    private mutating func name() throws(Problem) {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else {
            if let byte = peek, Self.isWordByte(byte) {
                throw problem("a key that is not a string between double quotes")
            }
            throw unexpected(where: "a key between double quotes")
        }
        let start = index
        let name = try string()
        let last = stack.count - 1
        // A few members are compared one by one; past them, their names are put in a set.
        let isRepeated: Bool
        if stack[last].members.count < 8 {
            isRepeated = stack[last].members.contains { $0.name == name }
        } else {
            if stack[last].names.isEmpty { stack[last].names = Set(stack[last].members.map(\.name)) }
            isRepeated = !stack[last].names.insert(name).inserted
        }
        guard !isRepeated else {
            throw Problem(message: "the key \"\(name)\" a second time in the same object", offset: start)
        }
        stack[last].name = name
        skipSpace()
        guard peek == UInt8(ascii: ":") else { throw unexpected(where: "':' after the key") }
        index += 1
    }

    /// A string: no control character as it is, only JSON's escapes, UTF-8 text.
    private mutating func string() throws(Problem) -> String {
        let start = index
        index += 1
        var unescaped: [UInt8]?
        var runStart = index
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                let run = bytes[runStart..<index]
                index += 1
                if var text = unescaped {
                    text += run
                    return try Self.text(text[...], at: start)
                }
                return try Self.text(run, at: start)
            case UInt8(ascii: "\\"):
                unescaped = (unescaped ?? []) + bytes[runStart..<index]
                try escape(into: &unescaped!)
                runStart = index
            case 0..<0x20:
                let name =
                    byte == 0x0A || byte == 0x0D ? "a line break" : "the control character \(Self.codePoint(byte))"
                throw problem("\(name) inside a string (JSON writes it as an escape, such as \\n or \\t)")
            default:
                index += 1
            }
        }
        throw Problem(message: "a string that is not closed", offset: start)
    }

    /// One escape, its bytes appended to `text`: `\u` with a pair of surrogates is one character.
    private mutating func escape(into text: inout [UInt8]) throws(Problem) {
        let escape = index
        index += 1
        guard let letter = peek else { throw Problem(message: "a string that is not closed", offset: escape) }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[letter] {
            text.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u"), var unit = hexQuad() else {
            let written = String(decoding: bytes[escape..<min(index, bytes.count)], as: UTF8.self)
            throw Problem(
                message: "the escape '\(written)' in a string (JSON's are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, "
                    + "\\t and \\u followed by 4 hexadecimal digits)",
                offset: escape)
        }
        if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
            index += 2
            if let low = hexQuad(), (0xDC00..<0xE000).contains(low) {
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = escape + 6
            }
        }
        guard let scalar = Unicode.Scalar(unit) else {
            throw Problem(
                message: "the escape '\(String(decoding: bytes[escape..<escape + 6], as: UTF8.self))', half of a "
                    + "surrogate pair without its other half, which is no character",
                offset: escape)
        }
        text += Array(String(Character(scalar)).utf8)
    }

    /// The 4 hexadecimal digits at the read's place, read; nil when there are not 4.
    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy(Self.isHexDigit) else { return nil }
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        index += 4
        return value
    }

    /// The text of a string's bytes, which must be UTF-8.
    private static func text(_ bytes: ArraySlice<UInt8>, at start: Int) throws(Problem) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Problem(message: "a string whose bytes are not UTF-8 text", offset: start)
        }
        return text
    }

    /// A number: `-`, then `0` or a digit 1-9 and digits, then a fraction and an exponent.
    private mutating func number() throws(Problem) {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, Self.isDigit(first) else {
            throw Problem(message: "a '-' that does not start a number", offset: start)
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            throw Problem(message: "a number with a leading zero", offset: start)
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek, Self.isDigit(digit) else {
                throw Problem(message: "a number without a digit after its '.'", offset: start)
            }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek, Self.isDigit(digit) else {
                throw Problem(message: "a number without a digit in its exponent", offset: start)
            }
            skipDigits()
        }
        if let next = peek, Self.isWordByte(next) || next == UInt8(ascii: ".") {
            throw Problem(message: "a number that JSON does not write", offset: start)
        }
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
