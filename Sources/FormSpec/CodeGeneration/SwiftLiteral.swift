/// Swift literals of JSON values as `FormSpecRuntime` types, in the layout of the generated
/// code: what the built-in Swift writer and the templates' `swiftExtensions` filter both write.
public enum SwiftLiteral {
    /// `x-` keys and their values as a `[String: ExtensionValue]` literal, at `indent` levels of
    /// four spaces: `[:]`, or a line per key in code-point order.
    public static func extensions(_ value: JSONValue, indent: Int) -> String {
        var text = ""
        write(value, indent: indent, wrapped: false, into: &text)
        return text
    }

    /// `value` as an `ExtensionValue` (`wrapped`), or an object as a dictionary literal.
    private static func write(_ value: JSONValue, indent: Int, wrapped: Bool, into text: inout String) {
        switch value {
        case .object(let members):
            if wrapped { text += ".object(" }
            if members.isEmpty {
                text += "[:]"
            } else {
                text += "[\n"
                for (key, member) in members {
                    text += indentation(indent + 1) + SwiftNames.stringLiteral(key) + ": "
                    write(member, indent: indent + 1, wrapped: true, into: &text)
                    text += ",\n"
                }
                text += indentation(indent) + "]"
            }
            if wrapped { text += ")" }
        case .array(let elements):
            text += ".array("
            if elements.isEmpty {
                text += "[]"
            } else {
                text += "[\n"
                for element in elements {
                    text += indentation(indent + 1)
                    write(element, indent: indent + 1, wrapped: true, into: &text)
                    text += ",\n"
                }
                text += indentation(indent) + "]"
            }
            text += ")"
        case .null: text += ".null"
        case .bool(let flag): text += ".bool(\(flag))"
        case .int(let number): text += ".integer(\(number))"
        case .double(let number):
            var output = OutputBuffer()
            JSONNumber.append(number, to: &output)
            text += ".number(" + String(decoding: output.bytes, as: UTF8.self) + ")"
        case .string(let string): text += ".string(" + SwiftNames.stringLiteral(string) + ")"
        }
    }

    /// `level` levels of four spaces.
    static func indentation(_ level: Int) -> String {
        String(repeating: "    ", count: level)
    }
}
