extension FormModel {
    /// The form with each text a person reads replaced by what `rewrite` makes of it, given the
    /// text with its key and comment; visited in the order of ``LocalizationKeys``. An
    /// accessibility label that is the label has no key of its own (VoiceOver reads the label):
    /// it becomes the label's new text.
    package func rewritingTexts(_ rewrite: (LocalizedText) -> String) -> FormModel {
        var form = self
        let formPlace = "the form '\(id)'"
        form.title = title.map {
            rewrite(LocalizedText(key: "\(id).title", text: $0, comment: "The title of \(formPlace)."))
        }
        form.controls = controls.map { control in
            let place = "the \(control.type.rawValue) '\(control.id)' of \(formPlace)"
            let prefix = "\(id).\(control.id)"
            var rewritten = control
            (rewritten.label, rewritten.accessibilityLabel) = Self.rewriting(
                control.label, control.accessibilityLabel, prefix: prefix, place: place, rewrite)
            guard var group = control.body as? GroupModel else { return rewritten }
            group.title = group.title.map {
                rewrite(LocalizedText(key: prefix + ".title", text: $0, comment: "The title of \(place)."))
            }
            group.items = group.items.map { item in
                var rewrittenItem = item
                (rewrittenItem.label, rewrittenItem.accessibilityLabel) = Self.rewriting(
                    item.label, item.accessibilityLabel, prefix: prefix + "." + item.id,
                    place: "the item '\(item.id)' of \(place)", rewrite)
                return rewrittenItem
            }
            return ControlModel(
                type: control.type, id: control.id, label: rewritten.label,
                accessibilityLabel: rewritten.accessibilityLabel, enabled: control.enabled,
                extensions: control.extensions, body: group)
        }
        return form
    }

    /// A label and an accessibility label rewritten: the second has a key of its own only when it
    /// is not the label.
    private static func rewriting(
        _ label: String?, _ accessibilityLabel: String?, prefix: String, place: String,
        _ rewrite: (LocalizedText) -> String
    ) -> (String?, String?) {
        let newLabel = label.map {
            rewrite(LocalizedText(key: prefix + ".label", text: $0, comment: "The label of \(place)."))
        }
        guard let accessibilityLabel, accessibilityLabel != label else { return (newLabel, newLabel) }
        let comment = "The accessibility label (what VoiceOver reads) of \(place)."
        return (
            newLabel,
            rewrite(LocalizedText(key: prefix + ".accessibilityLabel", text: accessibilityLabel, comment: comment))
        )
    }
}
