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
        JSONMember("controls") { $1.write(ControlsJSON(form: $0.form)) },
        JSONMember("extensions") { $1.write($0.form.extensions) },
        JSONMember("id") { $1.write($0.form.id) },
        JSONMember("locale") { $1.write($0.form.locale) },
        JSONMember("title") { $1.write($0.form.title) },
    ])
}

/// The form's controls, each with its logic (the form's list of it walked beside them).
private struct ControlsJSON: JSONStreamable {
    let form: FormModel

    /// Writes each control's members, common and of its type, through its definition.
    func write(to stream: inout JSONStream) {
        stream.beginArray()
        var logic = form.logic.startIndex
        for position in form.controls.indices {
            stream.element()
            form.writeJSON(ofControlAt: position, logic: &logic, to: &stream)
        }
        stream.endArray()
    }
}

extension FormModel {
    /// Writes the control at `position` as the document holds it, `logic` the index in the form's
    /// list of logic of the first entry not about an earlier control (moved past this one's).
    fileprivate func writeJSON(ofControlAt position: Int, logic: inout Int, to stream: inout JSONStream) {
        let control = controls[position]
        let hasLogic = logic < self.logic.endIndex && self.logic[logic].control == position
        control.type.definition.writeJSON(of: control, logic: hasLogic ? self.logic[logic] : nil, to: &stream)
        if hasLogic { logic += 1 }
    }

    /// The JSON of each control in turn, as the document holds it, then the form's `extensions`:
    /// what the Swift writer reads back, a piece at a time, so that the document of a large form is
    /// never held whole.
    struct JSONPieces {
        private let form: FormModel
        private var position = 0
        private var logic: Int

        init(of form: FormModel) {
            self.form = form
            logic = form.logic.startIndex
        }

        /// The next control's object, or nil after the last.
        mutating func nextControl() -> [UInt8]? {
            guard position < form.controls.count else { return nil }
            var stream = JSONStream(into: OutputBuffer())
            form.writeJSON(ofControlAt: position, logic: &logic, to: &stream)
            position += 1
            return stream.output.bytes
        }

        /// The form's `extensions` object.
        var formExtensions: [UInt8] {
            var stream = JSONStream(into: OutputBuffer())
            stream.write(form.extensions)
            return stream.output.bytes
        }
    }
}

/// A control as its JSON is written: the common values, its logic and its type's own.
struct ControlJSON<Body: Sendable>: Sendable {
    let control: ControlModel
    /// Its logic; nil when it has none.
    let logic: ControlLogic?
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
            JSONMember("required", schema: Build.boolean("Whether it must be answered whenever it is shown.")) {
                $1.write($0.logic?.required ?? false)
            },
            JSONMember("requiredMessage", schema: Build.nullable(Build.text("The message when it is not answered."))) {
                $1.write($0.logic?.requiredMessage)
            },
            condition("visibleWhen", "It is shown only while this holds.", \.visibleWhen),
            condition("enabledWhen", "It can be answered only while this holds.", \.enabledWhen),
            condition("requiredWhen", "It must be answered while this holds (and it is shown).", \.requiredWhen),
        ]
    }

    /// The member `key` of a condition of the control's logic, canonical, or null.
    private static func condition(
        _ key: StaticString, _ description: String, _ condition: KeyPath<ControlLogic, Condition?> & Sendable
    ) -> JSONMember<ControlJSON> {
        JSONMember(key, schema: SchemaBuilding.nullable(SchemaBuilding.ref("condition", description))) {
            $1.write($0.logic?[keyPath: condition]?.canonical)
        }
    }

    /// The members of a control whose answer is a set (a checkbox group, a calendar): the
    /// fewest and most answers, and their messages.
    static var selectionCounts: [JSONMember<ControlJSON>] {
        typealias Build = SchemaBuilding
        return [
            JSONMember("minSelected", schema: Build.nullable(Build.count("The fewest answers it takes."))) {
                $1.write($0.logic?.minSelected)
            },
            JSONMember("minSelectedMessage", schema: Build.nullable(Build.text("The message when it has fewer."))) {
                $1.write($0.logic?.minSelectedMessage)
            },
            JSONMember("maxSelected", schema: Build.nullable(Build.count("The most answers it takes."))) {
                $1.write($0.logic?.maxSelected)
            },
            JSONMember("maxSelectedMessage", schema: Build.nullable(Build.text("The message when it has more."))) {
                $1.write($0.logic?.maxSelectedMessage)
            },
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
