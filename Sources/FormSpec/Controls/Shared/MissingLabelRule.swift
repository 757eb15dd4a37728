/// `a11y.missing-label`: a control, group or item with neither `label` nor `accessibilityLabel`.
enum MissingLabelRule: FormRule {
    static let explanations = [Explanation(
        .a11yMissingLabel, .error, summary: "no `label` and no `accessibilityLabel`",
        checks: "A control, a group or a group item has neither `label` nor `accessibilityLabel` (for a group, `title` counts as a label).",
        reason: "VoiceOver reads the label or the accessibility label; with neither, the control is announced as nothing.",
        triggering: ExampleSpec.form("""
              - 1️⃣type: toggle
                id: reminders
            """),
        passing: ExampleSpec.form("""
              - type: toggle
                id: reminders
                accessibilityLabel: Send me reminders
            """))]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        for control in form.controls {
            let definition = control.type?.value.definition
            let labelKeys = definition?.labelKeys ?? ControlKey.labelling
            if !labelKeys.contains(where: control.writtenKeys.contains) {
                let what = control.id.map { "the control '\($0.value)'" } ?? "this control"
                let keys = WordList.joined(labelKeys.map { "'\($0.rawValue)'" }, "or")
                sink.report(.a11yMissingLabel, "\(what) has no label, so VoiceOver announces nothing; add \(keys)", at: control.place)
            }
            for item in definition?.labelledItems(of: control) ?? [] where !item.writtenKeys.contains(.label) && !item.writtenKeys.contains(.accessibilityLabel) {
                let what = item.id.map { "the item '\($0.value)'" } ?? "this item"
                sink.report(.a11yMissingLabel, "\(what) has no label, so VoiceOver announces nothing; add 'label' or 'accessibilityLabel'",
                            at: item.place)
            }
        }
    }
}
