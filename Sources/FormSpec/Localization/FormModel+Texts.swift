extension FormModel {
    /// The form with each text a person reads replaced by what `rewrite` makes of it, given the
    /// text with its key and comment (the messages of its logic among them); visited in the order
    /// of ``LocalizationKeys``. An
    /// accessibility label that is the label has no key of its own (VoiceOver reads the label):
    /// it becomes the label's new text.
    package func rewritingTexts(_ rewrite: (LocalizedText) -> String) -> FormModel {
        var form = self
        form.title = titleText.map(rewrite)
        form.controls = controls.map { control in
            let texts = ControlTexts(of: control, inForm: id)
            let label = texts.label.map(rewrite)
            let accessibilityLabel =
                texts.accessibilityLabel == texts.label ? label : texts.accessibilityLabel.map(rewrite)
            guard var group = control.body as? GroupModel else {
                var rewritten = control
                (rewritten.label, rewritten.accessibilityLabel) = (label, accessibilityLabel)
                return rewritten
            }
            group.title = texts.title.map(rewrite)
            group.items = zip(group.items, texts.items).map { item, itemTexts in
                var rewrittenItem = item
                rewrittenItem.label = itemTexts.label.map(rewrite)
                rewrittenItem.accessibilityLabel =
                    itemTexts.accessibilityLabel == itemTexts.label
                    ? rewrittenItem.label : itemTexts.accessibilityLabel.map(rewrite)
                return rewrittenItem
            }
            return ControlModel(
                type: control.type, id: control.id, label: label, accessibilityLabel: accessibilityLabel,
                enabled: control.enabled, extensions: control.extensions, body: group)
        }
        form.logic = logic.map { logic in
            var rewritten = logic
            let control = controls[logic.control]
            let place = "the \(control.type.rawValue) '\(control.id)' of the form '\(id)'"
            func rewriting(_ message: String?, _ kind: IssueMessage) -> String? {
                message.map {
                    rewrite(
                        LocalizedText(
                            key: "\(id).\(control.id).\(kind.member)", text: $0,
                            comment: "The message shown when \(place) \(kind.when)."))
                }
            }
            rewritten.requiredMessage = rewriting(logic.requiredMessage, .required)
            rewritten.minSelectedMessage = rewriting(logic.minSelectedMessage, .tooFew)
            rewritten.maxSelectedMessage = rewriting(logic.maxSelectedMessage, .tooMany)
            return rewritten
        }
        return form
    }
}
