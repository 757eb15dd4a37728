/// The normalized JSON, streamed from the model. Each kind of object declares its members once
/// (``JSONMembers``), and they are written in the code-point order of their keys.
extension FormModel {
    /// The version of the output format, `formatVersion` in the document and the version of
    /// `Schemas/formspec-output.schema.json`.
    package static let formatVersion = 1

    /// The form's normalized JSON, canonical (see ``JSONWriter``).
    package func json() -> String {
        var output = OutputBuffer()
        writeJSON(into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the form's normalized JSON into `output`, a control at a time.
    package func writeJSON(into output: inout OutputBuffer) {
        // The stream takes the buffer over (leaving an empty one) so that its bytes are never shared and copied.
        var stream = JSONStream(into: output)
        output = OutputBuffer()
        FormModel.documentMembers.write(self, to: &stream)
        stream.endDocument()
        output = stream.output
    }

    /// The document: the form and the format's version.
    private static let documentMembers = JSONMembers<FormModel>([
        JSONMember("form") { $1.write(FormMembers(form: $0)) },
        JSONMember("formatVersion") { $1.write(FormModel.formatVersion) },
    ])

}

/// The form's own object.
private struct FormMembers: JSONObject {
    let form: FormModel

    static let jsonMembers = JSONMembers<FormMembers>([
        JSONMember("controls") { $1.write($0.form.controls) },
        JSONMember("extensions") { $1.write($0.form.extensions) },
        JSONMember("id") { $1.write($0.form.id) },
        JSONMember("locale") { $1.write($0.form.locale) },
        JSONMember("title") { $1.write($0.form.title) },
    ])
}

extension ControlModel: JSONStreamable {
    /// Writes the control's members, common and of its type, through its definition.
    func write(to stream: inout JSONStream) {
        type.definition.writeJSON(of: self, to: &stream)
    }
}

/// A control as its JSON is written: the common values and its type's own.
struct ControlJSON<Body: Sendable>: Sendable {
    let control: ControlModel
    /// Its type's own values.
    let body: Body

    /// The members every control has, for the ``JSONMembers`` table of the definition of `type`
    /// (whose word is the schema's constant `type`).
    static func common(of type: ControlType) -> [JSONMember<ControlJSON>] {
        typealias Build = SchemaBuilding
        return [
            JSONMember(
                "accessibilityLabel",
                schema: Build.nullable(Build.text("The declared accessibility label, or else the label."))
            ) { $1.write($0.control.accessibilityLabel) },
            JSONMember("enabled", schema: ["type": "boolean"]) { $1.write($0.control.enabled) },
            JSONMember("extensions", schema: Build.ref("extensions")) { $1.write($0.control.extensions) },
            JSONMember("id", schema: Build.ref("identifier")) { $1.write($0.control.id) },
            JSONMember("label", schema: Build.nullable(Build.text("The control's label."))) {
                $1.write($0.control.label)
            },
            JSONMember("type", schema: ["const": .string(type.rawValue)]) { $1.write($0.control.type.rawValue) },
        ]
    }
}

extension ExtensionValues: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        for member in members {
            stream.key(member.key)
            stream.value(member.value)
        }
        stream.endObject()
    }
}
