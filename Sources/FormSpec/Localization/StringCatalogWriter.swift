/// Writes JSON as Xcode writes a String Catalog (Foundation's pretty-printed JSON): two spaces
/// of indentation, `"name" : value`, an empty object or array as its brackets around an empty
/// line, `/` escaped as `\/`, other characters below U+0020 as `\n`, `\t`, … or `\u001f`, and no
/// line break after the last brace. Members are written in the order the value holds them.
package enum StringCatalogWriter {
    /// Writes `value`.
    package static func write(_ value: CatalogValue, into output: inout OutputBuffer) {
        write(value, depth: 0, into: &output)
    }

    private static func write(_ value: CatalogValue, depth: Int, into output: inout OutputBuffer) {
        switch value {
        case .string(let text): writeString(text, into: &output)
        case .number(let text): output.append(text)
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .null: output.append("null")
        case .array(let items):
            writeContainer("[", "]", items, depth: depth, into: &output) { item, output in
                write(item, depth: depth + 1, into: &output)
            }
        case .object(let members):
            writeContainer("{", "}", members, depth: depth, into: &output) { member, output in
                writeString(member.name, into: &output)
                output.append(" : ")
                write(member.value, depth: depth + 1, into: &output)
            }
        }
    }

    private static func writeContainer<Element>(
        _ open: String, _ close: String, _ elements: [Element], depth: Int, into output: inout OutputBuffer,
        _ writeElement: (Element, inout OutputBuffer) -> Void
    ) {
        output.append(open + "\n")
        if elements.isEmpty { output.append("\n") }
        let indentation = String(repeating: "  ", count: depth + 1)
        for (index, element) in elements.enumerated() {
            output.append(indentation)
            writeElement(element, &output)
            output.append(index < elements.count - 1 ? ",\n" : "\n")
        }
        output.append(String(repeating: "  ", count: depth) + close)
    }

    private static func writeString(_ text: String, into output: inout OutputBuffer) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append("\\\"")
            case UInt8(ascii: "\\"): output.append("\\\\")
            case UInt8(ascii: "/"): output.append("\\/")
            case 0x0A: output.append("\\n")
            case 0x0D: output.append("\\r")
            case 0x09: output.append("\\t")
            case 0x08: output.append("\\b")
            case 0x0C: output.append("\\f")
            case ..<0x20:
                let hex = String(byte, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
