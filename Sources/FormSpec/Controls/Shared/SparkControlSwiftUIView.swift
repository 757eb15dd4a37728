extension ControlDefinition {
    /// One of Spark's single controls in SwiftUI (`SparkToggle`, `SparkRadioButton`,
    /// `SparkCheckbox`, Spark 2.2.2 `Components/*/View/SwiftUI/`): made with its label as a
    /// `String` read through `String(localized:)` (Spark's `init(_ text: String, theme:…)`, which
    /// shows it as given), or without one; bound to the answer (`$values.NAME` and
    /// `bindingSuffix`, a bridge of the support file) as `bindingLabel`; its intent through
    /// `intentModifier` when it has one (`intent` gives it); its own accessibility label; the form's
    /// logic (``SwiftUIScreenWriter/appendField(indent:)``).
    static func sparkControlSwiftUIView(
        component: String, bindingLabel: String, bindingSuffix: String = "", intentModifier: String? = nil,
        intent: @escaping @Sendable (Model) -> SelectionIntent? = { _ in nil }
    ) -> SwiftUIView {
        let summary =
            "`\(component)(_:theme:\(bindingLabel):)`" + (intentModifier.map { " with `.\($0)(_:)`" } ?? "")
        return makeSwiftUIView(summary: summary, usesSpark: true) { model, control, texts, writer in
            writer.append("                ")
            writer.append(component)
            writer.append("(")
            if let label = SwiftUIScreenWriter.shown(texts.label) {
                writer.appendLocalized(label)
                writer.append(", ")
            }
            writer.append("theme: theme, ")
            writer.append(bindingLabel)
            writer.append(": ")
            writer.appendBinding()
            writer.append(bindingSuffix)
            writer.append(")\n")
            if let intentModifier, let intent = intent(model) {
                writer.append("                    .")
                writer.append(intentModifier)
                writer.append("(.")
                writer.append(intent.rawValue)
                writer.append(")\n")
            }
            writer.appendOwnAccessibilityLabel(texts, indent: "                    ")
            writer.appendField(indent: "                    ")
        }
    }
}
