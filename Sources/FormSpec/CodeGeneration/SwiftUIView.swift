/// What a control type adds to the built-in `swiftui` template: the lines of the view that
/// shows a control of the type in the form's `body`.
package struct SwiftUIView: Sendable {
    /// The view, as the documents show it (`` `SparkToggle(_:theme:isOn:)` ``).
    let summary: String
    /// Whether the view is one of Spark's, drawn with the form's `theme` (and importing Spark).
    let usesSpark: Bool
    /// Whether the control's answer is typed with its items' enum, which the view passes to Spark
    /// as its ids: the enum then conforms to `CustomStringConvertible`, as Spark's ids must.
    var hasItemIDs = false
    /// Writes the view of `control`, whose texts are `texts` (the writer knows its name).
    let write: @Sendable (_ control: ControlModel, _ texts: ControlTexts, _ writer: inout SwiftUIScreenWriter) -> Void
}

extension ControlDefinition {
    /// The piece of the `swiftui` template of this type, whose writer reads the control's model
    /// as this definition's own type.
    static func makeSwiftUIView(
        summary: String, usesSpark: Bool, hasItemIDs: Bool = false,
        write: @escaping @Sendable (Model, ControlModel, ControlTexts, inout SwiftUIScreenWriter) -> Void
    ) -> SwiftUIView {
        SwiftUIView(
            summary: summary, usesSpark: usesSpark, hasItemIDs: hasItemIDs,
            write: { control, texts, writer in write(model(in: control.bodyBox), control, texts, &writer) })
    }
}
