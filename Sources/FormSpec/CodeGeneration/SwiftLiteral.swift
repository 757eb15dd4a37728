/// Swift literals of JSON values as `FormSpecRuntime` types, in the layout of the generated
/// code: what the built-in Swift writer and the templates' `swiftExtensions` filter both write.
package enum SwiftLiteral {
    /// `x-` keys and their values as a `[String: ExtensionValue]` literal, at `indent` levels of
    /// four spaces: `[:]`, or a line per key in code-point order.
    package static func extensions(_ value: JSONValue, indent: Int) -> String {
        var output = OutputBuffer()
        writeExtensions(value, indent: indent, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams ``extensions(_:indent:)`` into `output`.
    static func writeExtensions(_ value: JSONValue, indent: Int, into output: inout OutputBuffer) {
        write(value, indent: indent, wrapped: false, into: &output)
    }

    /// A number as the JSON writes it: the shortest text that reads back as the same double
    /// (`30`, `0.5`, `1e-7`), which is also a Swift literal.
    package static func number(_ value: Double) -> String {
        var output = OutputBuffer()
        JSONNumber.append(value, to: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// `level` levels of four spaces.
    static func writeIndentation(_ level: Int, into output: inout OutputBuffer) {
        output.append(count: 4 * level) { $0.initialize(repeating: UInt8(ascii: " ")) }
    }

    /// `value` as an `ExtensionValue` (`wrapped`), or an object as a dictionary literal.
    private static func write(_ value: JSONValue, indent: Int, wrapped: Bool, into output: inout OutputBuffer) {
        switch value {
        case .object(let members):
            if wrapped { output.append(".object(" as StaticString) }
            if members.isEmpty {
                output.append("[:]" as StaticString)
            } else {
                output.append("[\n" as StaticString)
                for (key, member) in members {
                    writeIndentation(indent + 1, into: &output)
                    output.append(SwiftNames.stringLiteral(key))
                    output.append(": " as StaticString)
                    write(member, indent: indent + 1, wrapped: true, into: &output)
                    output.append(",\n" as StaticString)
                }
                writeIndentation(indent, into: &output)
                output.append(UInt8(ascii: "]"))
            }
            if wrapped { output.append(UInt8(ascii: ")")) }
        case .array(let elements):
            output.append(".array(" as StaticString)
            if elements.isEmpty {
                output.append("[]" as StaticString)
            } else {
                output.append("[\n" as StaticString)
                for element in elements {
                    writeIndentation(indent + 1, into: &output)
                    write(element, indent: indent + 1, wrapped: true, into: &output)
                    output.append(",\n" as StaticString)
                }
                writeIndentation(indent, into: &output)
                output.append(UInt8(ascii: "]"))
            }
            output.append(UInt8(ascii: ")"))
        case .null: output.append(".null" as StaticString)
        case .bool(let flag): output.append(flag ? ".bool(true)" as StaticString : ".bool(false)")
        case .int(let number):
            output.append(".integer(" as StaticString)
            output.appendDecimal(number)
            output.append(UInt8(ascii: ")"))
        case .double(let number):
            output.append(".number(" as StaticString)
            JSONNumber.append(number, to: &output)
            output.append(UInt8(ascii: ")"))
        case .string(let string):
            output.append(".string(" as StaticString)
            output.append(SwiftNames.stringLiteral(string))
            output.append(UInt8(ascii: ")"))
        }
    }
}
