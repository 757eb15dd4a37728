/// `a11y.missing-label`: a control, group or item with neither `label` nor `accessibilityLabel`.
enum MissingLabelRule: FormRule {
    static let explanations = [Explanation(
        .a11yMissingLabel,
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

    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink) {
        for control in form.controls {
            var group: GroupSyntax?
            switch control.kind {
            case .checkboxGroup(let syntax)?, .radioGroup(let syntax)?: group = syntax
            default: break
            }
            let written = control.writtenKeys
            if !written.contains(.label), !written.contains(.accessibilityLabel), group == nil || !written.contains(.title) {
                let what = control.id.map { "the control '\($0.value)'" } ?? "this control"
                let keys = group == nil ? "'label' or 'accessibilityLabel'" : "'label', 'title' or 'accessibilityLabel'"
                sink.report(.a11yMissingLabel, "\(what) has no label, so VoiceOver announces nothing; add \(keys)", at: control.place)
            }
            for item in group?.items ?? [] where !item.writtenKeys.contains(.label) && !item.writtenKeys.contains(.accessibilityLabel) {
                let what = item.id.map { "the item '\($0.value)'" } ?? "this item"
                sink.report(.a11yMissingLabel, "\(what) has no label, so VoiceOver announces nothing; add 'label' or 'accessibilityLabel'",
                            at: item.place)
            }
        }
    }
}
