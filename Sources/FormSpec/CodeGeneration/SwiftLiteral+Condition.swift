/// A condition of the normalized JSON as a `FormCondition` literal: what the built-in Swift
/// writer and the templates' `swiftCondition` filter both write.
extension SwiftLiteral {
    /// `value`, a condition's object, as a `FormCondition` literal at `indent` levels of four
    /// spaces: `.test(control: "ticket", .is("student"))`, an `all` or `any` a line per condition;
    /// nil when `value` is no condition.
    package static func condition(_ value: JSONValue, indent: Int) -> String? {
        var output = OutputBuffer()
        guard writeCondition(value, indent: indent, into: &output) else { return nil }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams ``condition(_:indent:)`` into `output`; false when `value` is no condition.
    @discardableResult
    static func writeCondition(_ value: JSONValue, indent: Int, into output: inout OutputBuffer) -> Bool {
        guard case .object(let members) = value else { return false }
        switch (members.count, members["control"]) {
        case (1, nil):
            switch (members.first?.key, members.first?.value) {
            case ("all", .array(let conditions)?): return write(".all", conditions, indent: indent, into: &output)
            case ("any", .array(let conditions)?): return write(".any", conditions, indent: indent, into: &output)
            case ("not", let condition?):
                output.append(".not(" as StaticString)
                guard writeCondition(condition, indent: indent, into: &output) else { return false }
                output.append(UInt8(ascii: ")"))
                return true
            default: return false
            }
        case (2, .string(let control)?):
            guard let (key, answer) = members.first(where: { $0.key != "control" }) else { return false }
            let test: String
            switch (key, answer) {
            case ("is", .string(let word)), ("isNot", .string(let word)), ("includes", .string(let word)),
                ("excludes", .string(let word)):
                test = "." + key + "(" + SwiftNames.stringLiteral(word) + ")"
            case ("answered", .bool(let answered)): test = ".answered(\(answered))"
            default: return false
            }
            output.append(".test(control: " + SwiftNames.stringLiteral(control) + ", " + test + ")")
            return true
        default: return false
        }
    }

    /// `.all([` or `.any([`, a line per condition, and `])`.
    private static func write(
        _ combination: StaticString, _ conditions: [JSONValue], indent: Int, into output: inout OutputBuffer
    ) -> Bool {
        output.append(combination)
        output.append("([\n" as StaticString)
        for condition in conditions {
            writeIndentation(indent + 1, into: &output)
            guard writeCondition(condition, indent: indent + 1, into: &output) else { return false }
            output.append(",\n" as StaticString)
        }
        writeIndentation(indent, into: &output)
        output.append("])" as StaticString)
        return true
    }
}
