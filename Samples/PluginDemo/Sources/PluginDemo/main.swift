import FormSpecRuntime
import Foundation

// FormSpecPlugin compiles each spec of this target twice over: into typed Swift, compiled with
// the target (CheckoutForm, NewsletterForm, FeedbackForm, ContactForm: one enum per form, named after
// its id), and into JSON, bundled as a resource named after the spec's path inside the target
// (checkout.form.json, Newsletter_form.form.json, Feedback_form.form.json and contact.form.json,
// from contact.form.yml: the two form.form.yaml of Newsletter/ and Feedback/ do not clash).

/// What a control says, in one line: its type, id, label and initial value.
func line(for control: FormControl) -> String {
    let value: String
    let text: String?
    switch control {
    case .checkbox(let checkbox): (text, value) = (checkbox.label, checkbox.state.rawValue)
    case .toggle(let toggle): (text, value) = (toggle.label, toggle.state.rawValue)
    case .radioGroup(let group):
        (text, value) = (group.title ?? group.label, group.selected.map { "selected \($0)" } ?? "nothing selected")
    case .checkboxGroup(let group):
        (text, value) = (group.title ?? group.label, "selected [\(group.selected.joined(separator: ", "))]")
    case .sparkCheckbox(let checkbox): (text, value) = (checkbox.label, checkbox.state.rawValue)
    case .radioButton(let button): (text, value) = (button.label, button.selected ? "selected" : "not selected")
    case .calendar(let calendar):
        (text, value) = (calendar.label, "\(calendar.dates.filter(\.selected).count) dates selected")
    }
    return "  \(control.type) \(control.id) \"\(text ?? "")\": \(value)"
}

// The typed constants: no string to mistype, and the compiler checks every use.
for form in [CheckoutForm.form, NewsletterForm.form, FeedbackForm.form, ContactForm.form] {
    print("\(form.id): \(form.title ?? "(untitled)")")
    for control in form.controls {
        print(line(for: control))
    }
}
print(
    "gift wrap starts \(CheckoutForm.giftWrap.state.rawValue); delivery offers \(CheckoutForm.DeliveryItem.allCases.map(\.rawValue))"
)

// The bundled JSON, decoded with FormSpecRuntime, holds the very same values.
for (resource, form) in [
    ("checkout.form", CheckoutForm.form), ("Newsletter_form.form", NewsletterForm.form),
    ("Feedback_form.form", FeedbackForm.form), ("contact.form", ContactForm.form),
] {
    guard let url = Bundle.module.url(forResource: resource, withExtension: "json") else {
        fatalError("\(resource).json is not in the bundle: is FormSpecPlugin applied to this target?")
    }
    let document = try JSONDecoder().decode(FormDocument.self, from: Data(contentsOf: url))
    print(
        "\(resource).json: \(document.form.id), \(document.form == form ? "equal to" : "DIFFERENT FROM") the generated constants"
    )
}
