/// A condition in the normalized JSON: an object of one test of one control, or of one
/// combination, its keys in code-point order; the outputs write it in its canonical form
/// (``Condition/canonical``).
extension Condition: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        switch self {
        case .all(let conditions):
            stream.key("all")
            stream.write(conditions)
        case .any(let conditions):
            stream.key("any")
            stream.write(conditions)
        case .not(let condition):
            stream.key("not")
            stream.write(condition)
        case .test(let control, .answered(let answered)):
            stream.key("answered")
            stream.bool(answered)
            stream.key("control")
            stream.string(control)
        case .test(let control, let test):
            stream.key("control")
            stream.string(control)
            switch test {
            case .is(let answer):
                stream.key("is")
                stream.string(answer)
            case .isNot(let answer):
                stream.key("isNot")
                stream.string(answer)
            case .includes(let member):
                stream.key("includes")
                stream.string(member)
            case .excludes(let member):
                stream.key("excludes")
                stream.string(member)
            case .answered: break
            }
        }
        stream.endObject()
    }

    /// The output schema's definition `condition`: one test, or one combination of at least two
    /// conditions (`not` of one `all` or `any`), as the canonical form writes them.
    static var outputSchema: JSONValue {
        typealias Build = SchemaBuilding
        let answer = Build.text("An answer's word, an item id or a date.")
        func test(_ key: String, _ value: JSONValue) -> JSONValue {
            Build.strictObject(
                "The control's answer passes the test `\(key)`.",
                properties: ["control": Build.ref("identifier"), key: value])
        }
        func combination(_ key: String, _ description: String) -> JSONValue {
            Build.strictObject(
                description,
                properties: [key: ["type": "array", "minItems": 2, "items": Build.ref("condition")]])
        }
        return [
            "description":
                "A condition on other controls' answers, in canonical form: `all` and `any` hold two conditions or more, none of their own combination; `not` holds an `all` or an `any`.",
            "anyOf": [
                test("is", answer), test("isNot", answer), test("includes", answer), test("excludes", answer),
                test("answered", ["type": "boolean"]),
                combination("all", "Every condition holds."), combination("any", "At least one condition holds."),
                Build.strictObject("The condition does not hold.", properties: ["not": Build.ref("condition")]),
            ],
        ]
    }
}
