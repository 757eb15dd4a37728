import FormSpecYAML

extension DiagnosticID {
    /// `a11y.missing-label`: no `label` and no `accessibilityLabel`, or only empty ones.
    public static let a11yMissingLabel = DiagnosticID("a11y.missing-label", severity: .error)
}

/// `a11y.missing-label`: a control, group or item with neither `label` nor `accessibilityLabel`,
/// or whose label texts are all empty, white space or invisible characters.
///
/// One mistake gets one diagnostic: a control whose `type` is written but unknown is left to
/// `spec.unknown-control-type` (which keys label it depends on its type), and a control or item
/// whose label key is misspelt or named after the component's property (`lable`, `tittle`,
/// `text`) is left to `spec.unknown-key`: that key counts as written (``WrittenKeys``), with a
/// text that could not be read.
enum MissingLabelRule: Rule {
    static let diagnosticFamilies = [DiagnosticFamily("a11y", heading: "accessibility")]
    static let diagnosticIDs: [DiagnosticID] = [.a11yMissingLabel]
    static let explanations = [
        Explanation(
            .a11yMissingLabel, summary: "no `label` and no `accessibilityLabel`, or only empty ones",
            checks: """
                A control, a group or a group item has neither `label` nor `accessibilityLabel` (for a group, `title` counts as a label), \
                or every one it has is empty or holds only white space (line breaks, no-break spaces, …) or invisible characters \
                (zero-width spaces): such a text counts as absent. With no label key the diagnostic points at the control or item; \
                with empty ones, at the first empty text. A label key that is misspelt or named after the component's property \
                (`lable`, `tittle`, Spark's `text`) and a `type` that is not a control type are reported alone, as `spec.unknown-key` \
                and `spec.unknown-control-type`.
                """,
            reason:
                "VoiceOver reads the label or the accessibility label; with neither, or with an empty one, the control is announced as nothing. Spark: \"If you not provide a text, you must set the accessibilityLabel\".",
            triggering: ExampleSpec.form(
                """
                  - 1️⃣type: toggle
                    id: reminders
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: toggle
                        id: reminders
                        label: 1️⃣"  "
                    """),
                ExampleSpec.form(
                    """
                      - type: radioGroup
                        id: cabin
                        title: Cabin
                        items:
                          - {id: economy, label: Economy}
                          - {id: business, label: 1️⃣""}
                    """),
            ],
            passing: ExampleSpec.form(
                """
                  - type: toggle
                    id: reminders
                    accessibilityLabel: Send me reminders
                """))
    ]

    /// Checks one control and its items, of any type: run with the rules about one control.
    static func check(_ control: ControlSyntax, into sink: inout DiagnosticCollector) {
        let definition = control.type?.value.definition
        // A type written but not understood is reported; what labels the control is the type's.
        if definition == nil, control.writtenKeys.named.contains(.type) { return }
        // Without a type, any key that labels some control counts.
        let keys = definition?.labelKeys ?? [.label, .title, .accessibilityLabel]
        let text = { (key: ControlKey) in definition?.labelText(key, of: control) ?? commonLabelText(key, of: control) }
        // Most controls have a label to read: that is told without building the labels.
        if !keys.contains(where: { control.writtenKeys.contains($0) && isReadable(text($0)) }) {
            let labels = keys.map { Label(key: $0.rawValue, written: control.writtenKeys.contains($0), text: text($0)) }
            report(
                labels, of: control.id.map { "the control '\($0.value)'" } ?? "this control", at: control.place,
                into: &sink)
        }
        let items = definition?.labelledItems(of: control) ?? []
        for index in items.indices where !hasReadableLabel(items[index]) {
            let item = items[index]
            let labels = [
                Label(key: GroupItemKey.label.rawValue, written: item.writtenKeys.contains(.label), text: item.label),
                Label(
                    key: GroupItemKey.accessibilityLabel.rawValue,
                    written: item.writtenKeys.contains(.accessibilityLabel),
                    text: item.accessibilityLabel),
            ]
            report(labels, of: item.id.map { "the item '\($0.value)'" } ?? "this item", at: item.place, into: &sink)
        }
    }

    /// One key that may label a control or an item: whether it is written, and its text when
    /// the text could be read (a value of the wrong type, or a key under another name, is
    /// reported already, and counts).
    private struct Label {
        let key: String
        let written: Bool
        let text: Located<String>?

        /// Why it announces nothing although it is written, or nil.
        var blankness: String? { text.flatMap { LabelText.blankness(of: $0.value) } }
    }

    /// Whether a label key written with `text` gives something to announce: a text with a
    /// character to read, or a value that is not text (reported already, so it counts).
    private static func isReadable(_ text: Located<String>?) -> Bool {
        text.map { !LabelText.isBlank($0.value) } ?? true
    }

    /// Whether `item` has a label key written that gives something to announce.
    private static func hasReadableLabel(_ item: GroupItemSyntax) -> Bool {
        (item.writtenKeys.contains(.label) && isReadable(item.label))
            || (item.writtenKeys.contains(.accessibilityLabel) && isReadable(item.accessibilityLabel))
    }

    private static func commonLabelText(_ key: ControlKey, of control: ControlSyntax) -> Located<String>? {
        switch key {
        case .label: return control.label
        case .accessibilityLabel: return control.accessibilityLabel
        default: return nil
        }
    }

    /// Reports `what` when none of `labels` gives it something to announce: at `place` when none
    /// is written, at the first empty text (in the order written) when those written are empty.
    /// Reports the labels of `what` (named only when there is something to report) when none
    /// of those written has a character to read.
    private static func report(
        _ labels: [Label], of what: @autoclosure () -> String, at place: SourcePlace,
        into sink: inout DiagnosticCollector
    ) {
        guard !labels.contains(where: { $0.written && $0.blankness == nil }) else { return }
        let what = what()
        let written = labels.filter(\.written)
        let absent = labels.filter { !$0.written }.map { "'\($0.key)'" }
        let empty = written.compactMap { label in label.text.map { (label: label, place: $0.place) } }.sorted {
            $0.place < $1.place
        }
        guard let first = empty.first else {
            sink.report(
                .a11yMissingLabel,
                "\(what) has no label, so VoiceOver announces nothing; add \(WordList.joined(absent, "or"))",
                at: place)
            return
        }
        let states = empty.map { "'\($0.label.key)' \($0.label.blankness ?? "")" }
        var message = "\(WordList.joined(states, "and")), so VoiceOver announces nothing for \(what); "
        message += empty.count == 1 ? "write its text" : "write the text of one of them"
        if !absent.isEmpty { message += ", or add \(WordList.joined(absent, "or"))" }
        let notes = empty.dropFirst().map { ("'\($0.label.key)' is written here", $0.place) }
        sink.report(.a11yMissingLabel, message, at: first.place, notes: notes)
    }
}
