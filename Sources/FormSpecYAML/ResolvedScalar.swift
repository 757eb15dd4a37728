/// A scalar's value under the YAML 1.2 core schema.
///
/// Only `true`/`false` (three spellings each) are booleans, so `yes`, `no`, `on` and `off` are
/// strings; `010` is the integer 10; a quoted or block scalar is always a string; dates stay text.
///
/// Two values are equal as YAML compares scalars: texts by their Unicode scalars (code points),
/// so `é` (U+00E9) and `e` + U+0301 are different strings, though Swift's `String` calls them
/// equal.
package enum ResolvedScalar: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
    /// An integer too large for 64 bits, kept as written so that a check can report it.
    case integerOverflow(String)

    /// Resolves `scalar` by its explicit tag, or by the core schema when it is plain and untagged.
    /// A tagged scalar whose text does not fit its tag resolves as a string (the parser reports it).
    package init(_ scalar: Scalar) {
        switch scalar.tag {
        case .string?, .nonSpecific?:
            self = .string(scalar.text)
        case .null?, .boolean?, .integer?, .float?:
            self = ResolvedScalar.resolve(scalar.text, as: scalar.tag) ?? .string(scalar.text)
        case nil where scalar.style.isPlain:
            self = ResolvedScalar.resolve(scalar.text, as: nil) ?? .string(scalar.text)
        case nil, .sequence?, .mapping?, .merge?:
            self = .string(scalar.text)
        }
    }

    package static func == (lhs: ResolvedScalar, rhs: ResolvedScalar) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.int(let left), .int(let right)): return left == right
        case (.float(let left), .float(let right)): return left == right
        case (.string(let left), .string(let right)), (.integerOverflow(let left), .integerOverflow(let right)):
            return left.hasSameCodePoints(as: right)
        case (.null, _), (.bool, _), (.int, _), (.float, _), (.string, _), (.integerOverflow, _): return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .int(let number):
            hasher.combine(2)
            hasher.combine(number)
        case .float(let number):
            hasher.combine(3)
            hasher.combine(number)
        case .string(let text):
            hasher.combine(4)
            text.hashCodePoints(into: &hasher)
        case .integerOverflow(let text):
            hasher.combine(5)
            text.hashCodePoints(into: &hasher)
        }
    }

    /// A phrase naming the kind of value, for messages ("a boolean", "the text 'yes'").
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .integerOverflow: return "an integer"
        case .float: return "a number"
        case .string: return "a string"
        }
    }

    /// The core-schema value of plain `text`, restricted to `tag`'s type when a tag is given;
    /// nil when the text is a plain string (or does not fit the tag).
    static func resolve(_ text: String, as tag: CoreTag?) -> ResolvedScalar? {
        let bytes = text.utf8
        guard let first = bytes.first else { return tag == nil || tag == .null ? .null : nil }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"),
            UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            switch (nullOrBoolean(bytes), tag) {
            case (.null?, nil), (.null?, .null?): return .null
            case (.bool(let value)?, nil), (.bool(let value)?, .boolean?): return .bool(value)
            default: return nil
            }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if tag == nil || tag == .integer, let integer = integer(text) { return integer }
            if tag == nil || tag == .float, let float = float(text) { return .float(float) }
            return nil
        default:
            return nil
        }
    }

    /// Whether a plain, untagged scalar of `bytes` resolves to a string.
    static func isPlainString(_ bytes: some Collection<UInt8>) -> Bool {
        if case nil = plainValue(bytes) { return true }
        return false
    }

    /// The value of a plain, untagged scalar of `bytes`, or nil when it is a string. Most text is
    /// told by its first byte, or by comparing its bytes with the null and boolean words; a short
    /// decimal integer is read from its bytes; only other text that could be a number is resolved
    /// from a `String`.
    static func plainValue(_ bytes: some Collection<UInt8>) -> ResolvedScalar? {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"),
            UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return nullOrBoolean(bytes)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let value = shortInteger(bytes) { return .int(value) }
            return couldBeNumber(bytes) ? resolve(String(decoding: bytes, as: UTF8.self), as: nil) : nil
        default:
            return nil
        }
    }

    /// The value of `[-+]?[0-9]{1,18}`, the integers most specs write, which cannot overflow;
    /// nil for anything else. (It is what `integer` makes of the same text.)
    private static func shortInteger(_ bytes: some Collection<UInt8>) -> Int? {
        var value = 0
        var digits = 0
        var isNegative = false
        for (position, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 18 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: "-") where position == 0: isNegative = true
            case UInt8(ascii: "+") where position == 0: break
            default: return nil
            }
        }
        guard digits > 0 else { return nil }
        return isNegative ? -value : value
    }

    /// Whether `bytes` hold only what the core schema's numbers are written with (digits, hex
    /// digits, `0x`, `0o`, `.inf`, `.nan`, an exponent), with a sign only first or after the
    /// exponent's `e`: most text that starts with a digit, such as a date, is told from a number
    /// without resolving it.
    private static func couldBeNumber(_ bytes: some Collection<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                UInt8(ascii: "A")...UInt8(ascii: "F"),
                UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "I"),
                UInt8(ascii: "N"),
                UInt8(ascii: "."):
                break
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard previous == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else {
                    return false
                }
            default:
                return false
            }
            previous = byte
        }
        return true
    }

    /// The plain spellings of null and the booleans, with their values.
    private static let nullAndBooleanWords: [(spelling: [UInt8], value: ResolvedScalar)] = [
        ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
    ].map { (Array($0.utf8), $1) }

    /// Null or a boolean when `bytes` spell one exactly, compared by their bytes.
    private static func nullOrBoolean(_ bytes: some Collection<UInt8>) -> ResolvedScalar? {
        let count = bytes.count
        let first = bytes.first
        return nullAndBooleanWords.first {
            $0.spelling.count == count && $0.spelling.first == first && $0.spelling.elementsEqual(bytes)
        }?.value
    }

    private static func integer(_ text: String) -> ResolvedScalar? {
        let bytes = text.utf8
        if bytes.count > 2, bytes.first == UInt8(ascii: "0"), let marker = bytes.dropFirst().first,
            marker == UInt8(ascii: "o") || marker == UInt8(ascii: "x")
        {
            let radix = marker == UInt8(ascii: "o") ? 8 : 16
            guard bytes.dropFirst(2).allSatisfy({ isDigit($0, radix: radix) }) else { return nil }
            return Int(text.dropFirst(2), radix: radix).map(ResolvedScalar.int) ?? .integerOverflow(text)
        }
        let unsigned =
            bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        guard !unsigned.isEmpty, unsigned.allSatisfy({ isDigit($0, radix: 10) }) else { return nil }
        return Int(text).map(ResolvedScalar.int) ?? .integerOverflow(text)
    }

    private static func float(_ text: String) -> Double? {
        let sign = text.utf8.first
        let isSigned = sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
        let body = isSigned ? text.dropFirst() : Substring(text)
        if body.utf8.first == UInt8(ascii: ".") {
            switch body {
            case ".inf", ".Inf", ".INF": return sign == UInt8(ascii: "-") ? -.infinity : .infinity
            case ".nan", ".NaN", ".NAN": return isSigned ? nil : .nan
            default: break
            }
        }
        guard isDecimalFloat(body.utf8) else { return nil }
        return Double(text)
    }

    /// `( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isDecimalFloat(_ bytes: Substring.UTF8View) -> Bool {
        var index = bytes.startIndex
        func digits() -> Int {
            var count = 0
            while index < bytes.endIndex, isDigit(bytes[index], radix: 10) {
                index = bytes.index(after: index)
                count += 1
            }
            return count
        }
        let integerDigits = digits()
        var fractionDigits = 0
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            fractionDigits = digits()
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index = bytes.index(after: index)
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }

    private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"): return true
        case UInt8(ascii: "8"), UInt8(ascii: "9"): return radix >= 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): return radix == 16
        default: return false
        }
    }
}
