/// What `formspec compile` emits for a form.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// The normalized JSON.
    case json
    /// The text preview.
    case preview

    /// What replaces the spec's `.yaml` or `.yml`: `NAME.json`, `NAME.preview.txt`.
    public var fileExtension: String {
        switch self {
        case .json: return "json"
        case .preview: return "preview.txt"
        }
    }

    /// Streams `form` in this format into `output`; `ascii` draws the preview in ASCII only.
    public func write(_ form: FormModel, ascii: Bool, into output: inout OutputBuffer) {
        switch self {
        case .json: form.writeJSON(into: &output)
        case .preview: form.writePreview(ascii: ascii, into: &output)
        }
    }
}
