/// The Stencil of the pieces every control's view shares in the `swiftui` template, the same
/// text as ``SwiftUIScreenWriter`` writes: texts read through `String(localized:)` with the keys
/// and comments ``ControlTexts`` gives them, built from the ids, the control's binding and constant,
/// its own accessibility label and its disabled state.
enum SwiftUIStencil {
    /// Where a control's texts stand, for the translator: ``ControlTexts``'s words.
    private static let place = "the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'"

    /// The text the context holds at `value`, read under `key` with `comment`, as
    /// ``SwiftLocalizedString`` writes it (keys and comments are made of ids: no escaping).
    static func localized(_ value: String, key: String, comment: String) -> String {
        "String(localized: \"" + key + "\", defaultValue: {{ " + value
            + "|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: \"" + comment + "\")"
    }

    /// The control's label.
    static let label = localized(
        "control.label", key: "{{ form.id }}.{{ control.id }}.label", comment: "The label of " + place + ".")

    /// What VoiceOver reads for the control: its own accessibility label, else its label.
    static let accessibilityLabel =
        "{% if control.accessibilityLabel == control.label %}" + label + "{% else %}" + ownAccessibilityLabel
        + "{% endif %}"

    /// The control's own accessibility label.
    private static let ownAccessibilityLabel = localized(
        "control.accessibilityLabel", key: "{{ form.id }}.{{ control.id }}.accessibilityLabel",
        comment: "The accessibility label (what VoiceOver reads) of " + place + ".")

    /// A group's title.
    static let title = localized(
        "control.title", key: "{{ form.id }}.{{ control.id }}.title", comment: "The title of " + place + ".")

    /// The label of `item`, an item of the group `control`.
    static let itemLabel = localized(
        "item.label", key: "{{ form.id }}.{{ control.id }}.{{ item.id }}.label",
        comment: "The label of the item '{{ item.id }}' of " + place + ".")

    /// The own accessibility label of `item`.
    static let itemAccessibilityLabel = localized(
        "item.accessibilityLabel", key: "{{ form.id }}.{{ control.id }}.{{ item.id }}.accessibilityLabel",
        comment: "The accessibility label (what VoiceOver reads) of the item '{{ item.id }}' of " + place + ".")

    /// The control's answer in `values`, as a binding.
    static let binding = "$values.{{ control.id|swiftName }}"

    /// The control's constant in the form's enum.
    static let constant = "{{ form.id|swiftTypeName:\"Form\" }}.{{ control.id|swiftName }}"

    /// The line of the control's own accessibility label, when it has one, indented by `indent`.
    static func ownAccessibilityLabelLine(indent: String) -> String {
        "{% if control.accessibilityLabel != control.label %}\n" + indent + ".accessibilityLabel("
            + ownAccessibilityLabel + ")\n{% endif %}\n"
    }

    /// The line `.disabled(true)` when the control is disabled, indented by `indent`.
    static func disabledLine(indent: String) -> String {
        "{% if not control.enabled %}\n" + indent + ".disabled(true)\n{% endif %}\n"
    }
}
