extension ControlModel {
    /// The keys every control has, as `formspec diff` compares them: the texts are cosmetic,
    /// whether it is enabled is behavior. Its id and type, its own values and its `x-` keys are
    /// compared apart (``FormComparison``).
    static let comparedFields: [ComparedField<ControlModel>] = [
        ComparedField("label", .cosmetic, \.label, text: ChangeText.quoted),
        .accessibilityLabel(label: \.label, accessibilityLabel: \.accessibilityLabel),
        ComparedField("enabled", .behavior, \.enabled, text: ChangeText.flag),
    ]
}
