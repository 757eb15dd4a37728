import Foundation

/// The parts of the normalized JSON that this demo prints (the whole shape is in
/// Schemas/formspec-output.schema.json).
struct CompiledForm: Decodable {
    struct Form: Decodable {
        let id: String
        let title: String?
        let controls: [Control]
    }

    struct Control: Decodable {
        let type: String
        let id: String
        let label: String?
        let title: String?
        /// A checkbox's or a toggle's state: `on`, `off` or `clear`.
        let state: String?
        /// A radio group's selected item id, or a checkbox group's ids.
        let selected: Selection?
    }

    enum Selection: Decodable {
        case one(String)
        case many([String])

        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let id = try? value.decode(String.self) {
                self = .one(id)
            } else {
                self = .many(try value.decode([String].self))
            }
        }
    }

    let form: Form
}

/// The form FormSpecPlugin compiled into the resource `NAME.json` of this target.
func compiledForm(_ name: String) throws -> CompiledForm.Form {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
        fatalError("\(name).json is not in the bundle: is FormSpecPlugin applied to this target?")
    }
    return try JSONDecoder().decode(CompiledForm.self, from: Data(contentsOf: url)).form
}

// Each output is named after its spec's path inside the target: checkout.form.yaml becomes
// checkout.form.json, and the two form.form.yaml of Newsletter/ and Feedback/ become
// Newsletter_form.form.json and Feedback_form.form.json.
for name in ["checkout.form", "Newsletter_form.form", "Feedback_form.form"] {
    let form = try compiledForm(name)
    print("\(name).json: \(form.id): \(form.title ?? "(untitled)")")
    for control in form.controls {
        let value: String
        switch control.selected {
        case .one(let id): value = "selected \(id)"
        case .many(let ids): value = "selected [\(ids.joined(separator: ", "))]"
        case nil: value = control.state ?? "nothing selected"
        }
        print("  \(control.type) \(control.id) \"\(control.label ?? control.title ?? "")\": \(value)")
    }
}
