/// The texts of a form a person reads, each with its key (see ``LocalizedText``): the form's
/// `title`, then for each control in order its `label`, its group `title` and its
/// `accessibilityLabel`, then each item's `label` and `accessibilityLabel`.
///
/// An accessibility label that is the label (not declared, blank, or declared the same) has no
/// key of its own: VoiceOver reads the label's translation.
package struct LocalizationKeys: Sendable {
    /// The texts, in the order above.
    package private(set) var texts: [LocalizedText] = []

    /// The texts of `form`.
    package init(_ form: FormModel) {
        let formPlace = "the form '\(form.id)'"
        if let title = form.title { add([form.id, "title"], title, "The title of \(formPlace).") }
        for control in form.controls {
            let controlPlace = "the \(control.type.rawValue) '\(control.id)' of \(formPlace)"
            let prefix = [form.id, control.id]
            add(prefix + ["label"], control.label, "The label of \(controlPlace).")
            let group = control.body as? GroupModel
            add(prefix + ["title"], group?.title, "The title of \(controlPlace).")
            addAccessibilityLabel(prefix, control.accessibilityLabel, label: control.label, place: controlPlace)
            for item in group?.items ?? [] {
                let itemPlace = "the item '\(item.id)' of \(controlPlace)"
                add(prefix + [item.id, "label"], item.label, "The label of \(itemPlace).")
                addAccessibilityLabel(prefix + [item.id], item.accessibilityLabel, label: item.label, place: itemPlace)
            }
        }
    }

    private mutating func addAccessibilityLabel(_ prefix: [String], _ text: String?, label: String?, place: String) {
        guard text != label else { return }
        add(prefix + ["accessibilityLabel"], text, "The accessibility label (what VoiceOver reads) of \(place).")
    }

    private mutating func add(_ components: [String], _ text: String?, _ comment: String) {
        guard let text else { return }
        texts.append(LocalizedText(key: components.joined(separator: "."), text: text, comment: comment))
    }
}
