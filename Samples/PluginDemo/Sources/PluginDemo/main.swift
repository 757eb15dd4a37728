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

// FormSpecPlugin compiled checkout.form.yaml into checkout.form.json, a resource of this target.
guard let url = Bundle.module.url(forResource: "checkout.form", withExtension: "json") else {
    fatalError("checkout.form.json is not in the bundle: is FormSpecPlugin applied to this target?")
}
let form = try JSONDecoder().decode(CompiledForm.self, from: Data(contentsOf: url)).form

print("\(form.id): \(form.title ?? "(untitled)")")
for control in form.controls {
    let value: String
    switch control.selected {
    case .one(let id): value = "selected \(id)"
    case .many(let ids): value = "selected [\(ids.joined(separator: ", "))]"
    case nil: value = control.state ?? "nothing selected"
    }
    print("  \(control.type) \(control.id) \"\(control.label ?? control.title ?? "")\": \(value)")
}
