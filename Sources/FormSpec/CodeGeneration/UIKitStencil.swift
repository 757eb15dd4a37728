/// Stencil expressions the `uikit` screen's pieces share: the control's names, and its texts read
/// through `String(localized:)` exactly as ``ControlTexts`` and ``SwiftLocalizedString`` write
/// them (the same keys and comments, built from the ids).
enum UIKitStencil {
    /// The control's property in `FormControls`.
    static let property = SwiftAnswerCode.Name.property.template
    /// The control's answer in `values`.
    static let answer = SwiftAnswerCode.Name.answer.template
    /// The enum of a group's items.
    static let items = SwiftAnswerCode.Name.items.template

    /// The place a text's comment names (`the checkbox 'terms' of the form 'signup'`).
    private static let place = "the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'"
    private static let itemPlace = "the item '{{ item.id }}' of " + place

    /// ` LABEL` (read from the table) or ` nil`, at the end of a line.
    static let label =
        "{% if control.label %} " + localized(".label", "control.label", "The label of " + place + ".")
        + "{% else %} nil{% endif %}"
    /// The control's own accessibility label: only where it is not the label (the condition
    /// ``ownAccessibilityLabel``), after a space, within a line.
    static let accessibilityLabelOfItsOwn = localized(
        ".accessibilityLabel", "control.accessibilityLabel",
        "The accessibility label (what VoiceOver reads) of " + place + ".")
    /// The condition that the control has an accessibility label that is not its label.
    static let ownAccessibilityLabel = "control.accessibilityLabel != control.label"
    /// What VoiceOver reads for the control: its own accessibility label, else its label, else
    /// `nil`, after a space, at the end of a line.
    static let accessibilityLabel =
        "{% if " + ownAccessibilityLabel + " %} " + accessibilityLabelOfItsOwn + "{% elif control.label %} "
        + localized(".label", "control.label", "The label of " + place + ".") + "{% else %} nil{% endif %}"
    /// A group's title or `nil`, after a space, at the end of a line.
    static let title =
        "{% if control.title %} " + localized(".title", "control.title", "The title of " + place + ".")
        + "{% else %} nil{% endif %}"
    /// An item's label, or `""` (an item with none shows no text), after a space, within a line.
    static let itemLabel =
        "{% if item.label %} " + localized(".{{ item.id }}.label", "item.label", "The label of " + itemPlace + ".")
        + "{% else %} \"\"{% endif %}"
    /// An item's own accessibility label (where it is not its label).
    static let itemAccessibilityLabel = localized(
        ".{{ item.id }}.accessibilityLabel", "item.accessibilityLabel",
        "The accessibility label (what VoiceOver reads) of " + itemPlace + ".")

    /// `String(localized:…)` of the text `value` under the control's key ending with `suffix`.
    private static func localized(_ suffix: String, _ value: String, _ comment: String) -> String {
        "String(localized: \"{{ form.id }}.{{ control.id }}\(suffix)\", defaultValue: {{ \(value)|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: \"\(comment)\")"
    }
}
