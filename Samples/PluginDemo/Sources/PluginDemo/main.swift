import FormSpecRuntime
import Foundation

// FormSpecPlugin compiles each spec of this target twice over: into typed Swift, compiled with
// the target (CheckoutForm, NewsletterForm, FeedbackForm, ContactForm: one enum per form, named after
// its id), and into JSON, bundled as a resource named after the spec's path inside the target
// (checkout.form.json, Newsletter_form.form.json, Feedback_form.form.json and contact.form.json,
// from contact.form.yml: the two form.form.yaml of Newsletter/ and Feedback/ do not clash).

/// A control in one line: its type, id and label (if it has one), which every control has
/// (`ControlValue`), whatever its type.
func line(for control: FormControl) -> String {
    "  \(control.type) \(control.id)" + (control.control.label.map { " \"\($0)\"" } ?? "")
}

/// A form's initial answers (`Values.initial`), as JSON: each control's answer under its id.
func answers(_ values: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(values), as: UTF8.self)
}

// The typed constants: no string to mistype, and the compiler checks every use.
for (form, initial) in [
    (CheckoutForm.form, try answers(CheckoutForm.Values.initial)),
    (NewsletterForm.form, try answers(NewsletterForm.Values.initial)),
    (FeedbackForm.form, try answers(FeedbackForm.Values.initial)),
    (ContactForm.form, try answers(ContactForm.Values.initial)),
] {
    print("\(form.id): \(form.title ?? "(untitled)")")
    for control in form.controls {
        print(line(for: control))
    }
    print("  initial answers: \(initial)")
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
