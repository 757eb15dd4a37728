/// What `formspec compile` emits for a form.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// The normalized JSON.
    case json
    /// The text preview.
    case preview
    /// Swift code: the built-in `swift` output, or what a template renders.
    case swift

    /// What replaces the spec's `.yaml` or `.yml`: `NAME.json`, `NAME.preview.txt`, `NAME.swift`.
    public var fileExtension: String {
        switch self {
        case .json: return "json"
        case .preview: return "preview.txt"
        case .swift: return "swift"
        }
    }

    /// Streams `form`, compiled from the spec `spec`, in this format into `output`. Throws the
    /// diagnostic of a template that fails (`template.render`).
    public func write(_ form: FormModel, spec: String, options: CompileOptions, into output: inout OutputBuffer) throws {
        switch self {
        case .json: form.writeJSON(into: &output)
        case .preview: form.writePreview(ascii: options.ascii, into: &output)
        case .swift: try options.swiftGeneration.write(form, spec, &output)
        }
    }
}

/// How a form's Swift is written: by the built-in `swift` writer, or by a template that the
/// caller renders (the command line's Stencil templates).
public struct SwiftGeneration: Sendable {
    /// Writes the Swift of a form compiled from a spec; throws a ``Diagnostic`` when it cannot.
    public var write: @Sendable (FormModel, String, inout OutputBuffer) throws -> Void
    /// The template's text, for diagnostics that point into it; nil for the built-in writer.
    public var template: SourceFile?

    public init(template: SourceFile?, write: @escaping @Sendable (FormModel, String, inout OutputBuffer) throws -> Void) {
        self.template = template
        self.write = write
    }

    /// The built-in `swift` output: a `public enum` per form with a `static let` per control,
    /// typed with `FormSpecRuntime`.
    public static let builtIn = SwiftGeneration(template: nil) { form, spec, output in
        form.writeSwift(spec: spec, into: &output)
    }
}

extension FormModel {
    /// The built-in Swift of the form, compiled from the spec `spec`.
    public func swift(spec: String) -> String {
        var output = OutputBuffer()
        writeSwift(spec: spec, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the built-in Swift of the form, compiled from the spec `spec`, into `output`.
    public func writeSwift(spec: String, into output: inout OutputBuffer) {
        SwiftFileWriter.write(self, spec: spec, into: &output)
    }
}
