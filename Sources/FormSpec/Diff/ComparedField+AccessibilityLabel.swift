extension ComparedField {
    /// `accessibilityLabel`, a cosmetic change; not reported when it is the label in both versions
    /// (none declared), since the label's own change says it.
    static func accessibilityLabel(
        label: @escaping @Sendable (Model) -> String?, accessibilityLabel: @escaping @Sendable (Model) -> String?
    ) -> ComparedField {
        ComparedField("accessibilityLabel") { old, new in
            let (before, after) = (accessibilityLabel(old), accessibilityLabel(new))
            guard before != after, before != label(old) || after != label(new) else { return nil }
            return (ChangeText.quoted(before), ChangeText.quoted(after), .cosmetic)
        }
    }
}
