/// What `formspec compile` emits for a form.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// The normalized JSON.
    case json
    /// The text preview.
    case preview
    /// Swift code: the built-in `swift` output, or what a template renders.
    case swift
    /// The visual preview: a self-contained HTML page.
    case html

    /// What replaces the spec's `.yaml` or `.yml`: `NAME.json`, `NAME.preview.txt`, `NAME.swift`,
    /// `NAME.preview.html`.
    package var fileExtension: String {
        switch self {
        case .json: return "json"
        case .preview: return "preview.txt"
        case .swift: return "swift"
        case .html: return "preview.html"
        }
    }

    /// Streams `form`, compiled from the spec `spec`, in this format into `output`.
    /// `compilation`, the spec's, gives the visual preview its diagnostics and where each control
    /// is written. Throws the diagnostic of a template that fails (`template.render`).
    package func write(
        _ form: FormModel, spec: String, options: CompileOptions, compilation: Compilation? = nil,
        into output: inout OutputBuffer
    ) throws {
        switch self {
        case .html:
            PreviewDraft(
                form, controlRanges: compilation?.controlRanges ?? [], diagnostics: compilation?.diagnostics ?? []
            )
            .writeHTML(spec: spec, into: &output)
        case .json:
            form.writeJSON(into: &output)
        case .preview: form.writePreview(ascii: options.ascii, into: &output)
        case .swift:
            switch options.swiftGeneration {
            case .builtIn(let template):
                template.write(form, spec: spec, options: options, into: &output)
            case .template(_, _, let render): output.append(try render(form, spec, options.stringsTable))
            }
        }
    }
}

/// Turns a template's name (a built-in one) or path into how the Swift is written, reading at most
/// `maxFileSize` bytes and keeping at most `maxDiagnostics` of its warnings (0: all); the report
/// of a template that cannot be used. Stencil's is `CodeTemplate.loader` (FormSpecTemplates).
package typealias TemplateLoader =
    @Sendable (_ template: String, _ maxFileSize: Int, _ maxDiagnostics: Int) -> Result<
        SwiftGeneration, DiagnosticReport
    >

/// How a form's Swift is written: by a built-in template's writer, or by a template that the
/// caller renders (the command line's Stencil templates).
package enum SwiftGeneration: Sendable {
    /// A built-in template, written by FormSpec itself (no template engine): the `swift` output,
    /// a `public enum` per form with a `static let` per control typed with `FormSpecRuntime`, or
    /// that output with a screen of the form (`uikit`, `swiftui`).
    case builtIn(BuiltInTemplate)
    /// A template, the warnings found in it when it was read (`template.undefined`), and how it
    /// renders a form compiled from a spec, whole, with the strings table the screens read their
    /// texts from (a failure, a ``Diagnostic``, writes nothing).
    case template(
        SourceFile, warnings: [Diagnostic],
        render: @Sendable (_ form: FormModel, _ spec: String, _ stringsTable: String) throws -> String)

    /// The template's text, for diagnostics that point into it; nil for the built-in writer.
    package var template: SourceFile? {
        if case .template(let source, _, _) = self { return source }
        return nil
    }

    /// The warnings found in the template when it was read, reported once per run; none for the
    /// built-in writer.
    package var templateWarnings: [Diagnostic] {
        if case .template(_, let warnings, _) = self { return warnings }
        return []
    }
}

extension FormModel {
    /// The built-in Swift of the form, compiled from the spec `spec`.
    package func swift(spec: String) -> String {
        var output = OutputBuffer()
        writeSwift(spec: spec, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the built-in Swift of the form, compiled from the spec `spec`, into `output`.
    package func writeSwift(spec: String, into output: inout OutputBuffer) {
        BuiltInTemplate.swift.write(self, spec: spec, options: CompileOptions(), into: &output)
    }

    /// The form's normalized JSON, rendered whole.
    package func jsonBytes() -> [UInt8] {
        var output = OutputBuffer()
        writeJSON(into: &output)
        return output.bytes
    }

    /// The form's normalized JSON document as a value: what templates are given.
    package var jsonDocument: JSONValue {
        var reader = CanonicalJSONReader(jsonBytes())
        return reader.value(startingWith: reader.next())
    }
}
