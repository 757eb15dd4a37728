/// The texts of one control a person reads, each with its stable key and its comment for the
/// translator (see ``LocalizedText``): what the screens read through the platform's localization
/// and what a String Catalog holds.
///
/// An accessibility label that is the label (not declared, blank, or declared the same) has no
/// key of its own: VoiceOver reads the label's translation, so ``accessibilityLabel`` is the
/// label's text then.
package struct ControlTexts: Sendable, Equatable {
    /// The texts of one item of a group.
    package struct Item: Sendable, Equatable {
        /// The item's visible label.
        package var label: LocalizedText?
        /// What VoiceOver reads for the item: its own accessibility label, else its label.
        package var accessibilityLabel: LocalizedText?
    }

    /// The control's visible label.
    package var label: LocalizedText?
    /// What VoiceOver reads for the control: its own accessibility label, else its label.
    package var accessibilityLabel: LocalizedText?
    /// A group's title.
    package var title: LocalizedText?
    /// A group's items, in order.
    package var items: [Item] = []

    /// The texts of `control`, a control of the form `formID`.
    package init(of control: ControlModel, inForm formID: String) {
        let place = "the \(control.type.rawValue) '\(control.id)' of the form '\(formID)'"
        let prefix = "\(formID).\(control.id)"
        (label, accessibilityLabel) = Self.labels(
            control.label, control.accessibilityLabel, prefix: prefix, place: place)
        guard let group = control.body as? GroupModel else { return }
        title = group.title.map {
            LocalizedText(key: prefix + ".title", text: $0, comment: "The title of \(place).")
        }
        items = group.items.map { item in
            let (label, accessibilityLabel) = Self.labels(
                item.label, item.accessibilityLabel, prefix: prefix + "." + item.id,
                place: "the item '\(item.id)' of \(place)")
            return Item(label: label, accessibilityLabel: accessibilityLabel)
        }
    }

    /// A label and an accessibility label: the second has a key of its own only when it is not
    /// the label.
    private static func labels(
        _ label: String?, _ accessibilityLabel: String?, prefix: String, place: String
    ) -> (LocalizedText?, LocalizedText?) {
        let labelText = label.map {
            LocalizedText(key: prefix + ".label", text: $0, comment: "The label of \(place).")
        }
        guard let accessibilityLabel, accessibilityLabel != label else { return (labelText, labelText) }
        let comment = "The accessibility label (what VoiceOver reads) of \(place)."
        return (
            labelText,
            LocalizedText(key: prefix + ".accessibilityLabel", text: accessibilityLabel, comment: comment)
        )
    }
}

extension FormModel {
    /// The form's title with its key and comment.
    package var titleText: LocalizedText? {
        title.map { LocalizedText(key: "\(id).title", text: $0, comment: "The title of the form '\(id)'.") }
    }
}
