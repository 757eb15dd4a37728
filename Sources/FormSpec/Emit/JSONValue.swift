import FormSpecYAML

/// A JSON document in memory, written canonically by `JSONWriter`.
///
/// Objects are ``JSONValue/Object``s, kept in the order the writer writes them, so building one never
/// decides the order of the output. Keys, and strings, are compared by their Unicode scalars
/// (code points), as the output spells them: two keys that differ only in Unicode normalization
/// (`é` as U+00E9 and as `e` + U+0301) are two keys, and two such strings are not equal.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// A double, written as its shortest round-trip decimal (`30`, `0.4`, `1e-7`); a non-finite
    /// value, which JSON cannot express, is written as `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(Object)

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.int(let left), .int(let right)): return left == right
        case (.double(let left), .double(let right)): return left == right
        case (.string(let left), .string(let right)): return left.hasSameCodePoints(as: right)
        case (.array(let left), .array(let right)): return left == right
        case (.object(let left), .object(let right)): return left == right
        case (.null, _), (.bool, _), (.int, _), (.double, _), (.string, _), (.array, _), (.object, _): return false
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object; like a dictionary literal, a key given twice (the same code points) is a
    /// programming error.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Object(uniqueMembers: elements))
    }
}
