/// Writes JSON canonically: the same value always gives the same bytes, on every platform.
///
/// - Object keys are sorted by Unicode code point (not by `String`'s `<`), so `"Z"` comes before
///   `"a"` and `"é"` after both.
/// - Two spaces of indentation per level, one member or element per line, `"key": value` with one
///   space after the colon, `\n` line ends and a final newline. Empty containers are `{}` and `[]`.
/// - Integers are decimal digits. Doubles are the shortest decimal that reads back as the same
///   double, laid out as ECMAScript and RFC 8785 (JCS) do: `30`, `-0.5`, `0.30000000000000004`,
///   `1e-7`, `1e+21`. A non-finite double, which JSON cannot express, is written as `null`.
/// - Strings escape only what JSON requires: `"`, `\` and the control characters below U+0020
///   (`\n`, `\r`, `\t`, `\b`, `\f`, the others as `\u001f`). `/` and non-ASCII are written as they are.
public enum JSONWriter {
    /// The canonical text of `value`, ending with a newline.
    public static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output)
        return output
    }

    /// Appends the canonical text of `value`, ending with a newline, to `output`.
    public static func write(_ value: JSONValue, into output: inout String) {
        append(value, depth: 0, to: &output)
        output += "\n"
    }

    private static func append(_ value: JSONValue, depth: Int, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += JSONNumber.text(of: number)
        case .string(let text): appendString(text, to: &output)
        case .array(let elements): appendArray(elements, depth: depth, to: &output)
        case .object(let members): appendObject(members, depth: depth, to: &output)
        }
    }

    private static func appendArray(_ elements: [JSONValue], depth: Int, to output: inout String) {
        guard !elements.isEmpty else {
            output += "[]"
            return
        }
        output += "["
        for (index, element) in elements.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            appendIndent(depth + 1, to: &output)
            append(element, depth: depth + 1, to: &output)
        }
        output += "\n"
        appendIndent(depth, to: &output)
        output += "]"
    }

    private static func appendObject(_ members: [String: JSONValue], depth: Int, to output: inout String) {
        guard !members.isEmpty else {
            output += "{}"
            return
        }
        output += "{"
        let sorted = members.sorted { codePointOrder($0.key, $1.key) }
        for (index, member) in sorted.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            appendIndent(depth + 1, to: &output)
            appendString(member.key, to: &output)
            output += ": "
            append(member.value, depth: depth + 1, to: &output)
        }
        output += "\n"
        appendIndent(depth, to: &output)
        output += "}"
    }

    /// Whether `lhs` sorts before `rhs` by Unicode code point. UTF-8 preserves code point order,
    /// so comparing the bytes gives the same order as comparing the scalars, without decoding.
    static func codePointOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func appendIndent(_ depth: Int, to output: inout String) {
        for _ in 0..<depth { output += "  " }
    }

    private static func appendString(_ text: String, to output: inout String) {
        output += "\""
        if text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            appendEscaped(text, to: &output)
        } else {
            output += text
        }
        output += "\""
    }

    private static func appendEscaped(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += hex.count == 1 ? "\\u000" + hex : "\\u00" + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
