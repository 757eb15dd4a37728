/// What a control type draws in the two previews: its block of the text preview and its figure
/// on the visual preview page (`<Type>Preview.swift`, `<Type>HTMLPreview.swift` in its folder).
protocol ControlPreviews: ControlDefinition {
    /// Draws the control's block of the text preview (after the header line).
    static func preview(_ model: Model, of control: ControlModel, into writer: inout PreviewWriter)
    /// Draws the control on the visual preview page, under its caption.
    static func html(_ model: Model, of control: ControlModel, into page: inout PreviewPage)
    /// The page's style rules its drawing adds to those of the page (`<Type>HTMLStyle.swift`), one
    /// a line; none unless it says so.
    static var htmlStyle: [String] { get }
    /// The answers a control can be given, as the previews name them (``PreviewAnswers``).
    static func previewAnswers(_ model: Model, of control: ControlModel) -> PreviewAnswers

    // MARK: What the previews call (implemented once, below)

    /// Draws `control`'s block of the text preview, after its header and logic.
    static func preview(of control: ControlModel, into writer: inout PreviewWriter)
    /// Draws `control` on the visual preview page.
    static func html(of control: ControlModel, into page: inout PreviewPage)
    /// The answers `control` can be given.
    static func previewAnswers(of control: ControlModel) -> PreviewAnswers
}

extension ControlPreviews {
    static var htmlStyle: [String] { [] }

    static func preview(of control: ControlModel, into writer: inout PreviewWriter) {
        preview(model(in: control.bodyBox), of: control, into: &writer)
    }

    static func html(of control: ControlModel, into page: inout PreviewPage) {
        html(model(in: control.bodyBox), of: control, into: &page)
    }

    static func previewAnswers(of control: ControlModel) -> PreviewAnswers {
        previewAnswers(model(in: control.bodyBox), of: control)
    }
}
