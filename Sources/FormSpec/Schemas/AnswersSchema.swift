/// The JSON Schema (draft 2020-12) of the answers to one form, as its generated `Values` encodes
/// them, which `formspec schema --answers SPEC` prints: an object with every control's id and no
/// other key, each answer of its control's shape (``AnswerJSON``), and what the form's logic
/// demands to be submitted.
///
/// The logic is the one `Values` decides: a control's demands (`required`, `requiredWhen`,
/// `minSelected`, `maxSelected`) apply only while it is shown, each as an `if`/`then`; a test on a
/// hidden control sees no answer (`is`, `includes` and `answered: true` fail, their opposites
/// hold). A hidden control's answer keeps its shape (`Values` reads every answer) and nothing
/// more. Nothing is asked of a disabled control or item: it keeps its answer. Each control shown
/// only under a condition has a definition `ID.visible`, each control a condition tests with
/// `answered`, `ID.answered`; a condition refers to them, so that a chain of conditions makes a
/// schema the size of the conditions written, never more.
package enum AnswersSchema {
    private typealias Build = SchemaBuilding

    /// The schema of the answers to `form`, to be written with ``JSONWriter``.
    package static func document(of form: FormModel) -> JSONValue {
        Builder(form).document
    }

    /// The pieces of one form's schema.
    private struct Builder {
        let form: FormModel
        /// Each control's answer in JSON, by id.
        let answers: [String: AnswerJSON]
        /// The controls' logic, by id.
        let logic: [String: ControlLogic]

        init(_ form: FormModel) {
            self.form = form
            answers = Dictionary(form.controls.map { ($0.id, $0.answerJSON) }) { first, _ in first }
            logic = Dictionary(form.logic.map { (form.controls[$0.control].id, $0) }) { first, _ in first }
        }

        var document: JSONValue {
            var document: [String: JSONValue] = [
                "$schema": .string(Build.draft),
                "title": .string("Answers to the form '\(form.id)'"),
                "description": .string(
                    "The answers the generated `Values` encodes, each under its control's id, that the form "
                        + "accepts: each of its control's shape, and what the form's logic demands of the controls "
                        + "shown."),
                "type": "object",
                "additionalProperties": false,
                "required": .array(form.controls.map(\.id).sorted(by: JSONWriter.codePointOrder).map(JSONValue.string)),
                "properties": .object(
                    JSONValue.Object(
                        keepingFirstOf: form.controls.map { control in
                            let answer = control.answerJSON
                            return (
                                key: control.id,
                                value: answer.schema("The \(control.type.rawValue) '\(control.id)': \(answer.meaning).")
                            )
                        })),
            ]
            let demands = form.logic.flatMap(demands)
            if !demands.isEmpty { document["allOf"] = .array(demands) }
            let definitions = self.definitions
            if !definitions.isEmpty { document["$defs"] = .object(JSONValue.Object(keepingFirstOf: definitions)) }
            return .object(JSONValue.Object(document))
        }

        /// `ID.visible` for each control shown under a condition, `ID.answered` for each control
        /// a `visibleWhen` or `requiredWhen` tests with `answered`.
        private var definitions: [(key: String, value: JSONValue)] {
            var tested: Set<String> = []
            for control in form.logic {
                // `enabledWhen` demands nothing: only these conditions are in the schema.
                for condition in [control.visibleWhen, control.requiredWhen] {
                    if let condition { Self.insertControls(testedForAnswer: condition, into: &tested) }
                }
            }
            var definitions: [(key: String, value: JSONValue)] = []
            for control in form.controls {
                if let visibleWhen = logic[control.id]?.visibleWhen {
                    definitions.append(
                        (
                            key: Self.visible(control.id),
                            value: described(
                                "Holds when '\(control.id)' is shown.", schema(of: visibleWhen.canonical))
                        ))
                }
                if tested.contains(control.id) {
                    definitions.append(
                        (
                            key: Self.answered(control.id),
                            value: described(
                                "Holds when '\(control.id)' is shown and answered as `required` demands.",
                                shown(control.id, answered(control.id)))
                        ))
                }
            }
            return definitions
        }

        /// What `control` demands while shown, each an `if`/`then` (or the `then` alone when
        /// it always applies): its answer as `required` demands it, its number of items or dates.
        private func demands(of control: ControlLogic) -> [JSONValue] {
            let id = form.controls[control.control].id
            let visible = control.visibleWhen.map { _ in Build.ref(Self.visible(id)) }
            var demands: [JSONValue] = []
            if control.required || control.requiredWhen != nil {
                let when =
                    control.required ? visible : all([visible, control.requiredWhen.map { schema(of: $0.canonical) }])
                demands.append(
                    demand(
                        "'\(id)' is required" + (control.required ? "" : " when its `requiredWhen` holds")
                            + (visible == nil ? "" : ", while shown") + ".",
                        when: when, then: answered(id)))
            }
            var counts: [String: JSONValue] = [:]
            if let minimum = control.minSelected { counts["minItems"] = .int(minimum) }
            if let maximum = control.maxSelected { counts["maxItems"] = .int(maximum) }
            if !counts.isEmpty {
                let count = [
                    control.minSelected.map { "at least \($0)" }, control.maxSelected.map { "at most \($0)" },
                ].compactMap { $0 }.joined(separator: " and ")
                demands.append(
                    demand(
                        "'\(id)' holds \(count) items or dates" + (visible == nil ? "." : ", while shown."),
                        when: visible, then: ["properties": [id: .object(JSONValue.Object(counts))]]))
            }
            return demands
        }

        /// `then`, described, under `if: when` (or always, without `when`).
        private func demand(_ description: String, when: JSONValue?, then: JSONValue) -> JSONValue {
            guard let when else { return described(description, then) }
            return ["description": .string(description), "if": when, "then": then]
        }

        /// The schema of a canonical condition over the answers: a test of a control refers to its
        /// visibility, since a hidden control has no answer.
        private func schema(of condition: Condition) -> JSONValue {
            switch condition {
            case .test(let id, let test):
                let answer = answers[id]
                switch test {
                case .is(let word): return shown(id, property(id, answer?.being(word) ?? false))
                case .includes(let member): return shown(id, property(id, answer?.including(member) ?? false))
                case .answered(true): return Build.ref(Self.answered(id))
                case .isNot(let word): return ["not": schema(of: .test(control: id, .is(word)))]
                case .excludes(let member): return ["not": schema(of: .test(control: id, .includes(member)))]
                case .answered(false): return ["not": schema(of: .test(control: id, .answered(true)))]
                }
            case .all(let conditions): return ["allOf": .array(conditions.map(schema))]
            case .any(let conditions): return ["anyOf": .array(conditions.map(schema))]
            case .not(let condition): return ["not": schema(of: condition)]
            }
        }

        /// `answer` of control `id`, when it is shown: `answer` alone for a control always shown.
        private func shown(_ id: String, _ answer: JSONValue) -> JSONValue {
            logic[id]?.visibleWhen == nil ? answer : ["allOf": [Build.ref(Self.visible(id)), answer]]
        }

        /// The answers whose `id` is answered as `required` demands (whether shown or not).
        private func answered(_ id: String) -> JSONValue {
            property(id, answers[id]?.answered ?? false)
        }

        /// The answers whose `id` is `schema`.
        private func property(_ id: String, _ schema: JSONValue) -> JSONValue {
            ["properties": .object(JSONValue.Object(keepingFirstOf: [(key: id, value: schema)]))]
        }

        /// Every one of `schemas` (those that are there); nil for none.
        private func all(_ schemas: [JSONValue?]) -> JSONValue? {
            let schemas = schemas.compactMap { $0 }
            return schemas.count > 1 ? ["allOf": .array(schemas)] : schemas.first
        }

        /// `schema` with `description` among its keys.
        private func described(_ description: String, _ schema: JSONValue) -> JSONValue {
            guard case .object(var object) = schema else {
                return ["description": .string(description), "allOf": [schema]]
            }
            object["description"] = .string(description)
            return .object(object)
        }

        /// Inserts into `controls` the ids `condition` tests with `answered`.
        private static func insertControls(testedForAnswer condition: Condition, into controls: inout Set<String>) {
            switch condition {
            case .test(let id, .answered): controls.insert(id)
            case .test: break
            case .all(let conditions), .any(let conditions):
                for condition in conditions { insertControls(testedForAnswer: condition, into: &controls) }
            case .not(let condition): insertControls(testedForAnswer: condition, into: &controls)
            }
        }

        static func visible(_ id: String) -> String { id + ".visible" }
        static func answered(_ id: String) -> String { id + ".answered" }
    }
}
