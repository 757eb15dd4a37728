import FormSpecYAML

/// `codegen.duplicate-form`: two forms whose Swift is generated in one run (one `compile`, or the
/// specs of one target of the build plugin) and that give one Swift type (``SwiftNames/form(_:)``),
/// which the Swift compiler would report as redeclarations in the generated files. Checked once
/// every spec of the run is compiled, over the forms in input order, so the report is the same
/// whatever the number of jobs.
enum DuplicateFormRule {
    /// A form whose Swift is to be generated: its spec, its id and where the id is written.
    struct Form: Sendable {
        var file: String
        var id: String
        var range: SourceRange
    }

    /// A diagnostic for each of `forms` whose Swift type another one has too, at its id, with a
    /// note at the first other one; nil for the others. One hash lookup per form.
    static func diagnostics(of forms: [Form?]) -> [Diagnostic?] {
        let names = forms.map { $0.map { SwiftNames.form($0.id) } }
        var formsNamed: [String: [Int]] = [:]
        for (index, name) in names.enumerated() {
            if let name { formsNamed[name, default: []].append(index) }
        }
        return forms.indices.map { index in
            guard let form = forms[index], let name = names[index], let sharing = formsNamed[name], sharing.count > 1,
                let otherIndex = sharing.first(where: { $0 != index }), let other = forms[otherIndex]
            else { return nil }
            return diagnostic(form, other, name: name, more: sharing.count - 2)
        }
    }

    /// The diagnostic at `form`'s id: its Swift type `name` is `other`'s too, and `more` forms' besides.
    private static func diagnostic(_ form: Form, _ other: Form, name: String, more: Int) -> Diagnostic {
        let place = "'\(other.file)' (line \(other.range.start.line))" + (more > 0 ? " and \(more) more" : "")
        let message =
            form.id == other.id
            ? "the form '\(form.id)' has the id of the form of \(place): both would be the Swift type '\(name)'; give each form an id of its own"
            : "the form '\(form.id)' and the form '\(other.id)' of \(place): their Swift names are both '\(name)'; rename one of them"
        return Diagnostic(
            .codegenDuplicateForm, message, file: form.file, range: form.range,
            notes: [
                .init(
                    message: "the form '\(other.id)' of '\(other.file)' is here", file: other.file, range: other.range)
            ])
    }
}
