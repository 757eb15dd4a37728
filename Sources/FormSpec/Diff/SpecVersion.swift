import FormSpecYAML

/// One version of a spec, compiled without errors, as a comparison reads it: its form and where
/// its controls and its id are written.
package struct SpecVersion: Sendable {
    /// The spec's name as given (a path, or `REV:path` for a version in git).
    package var name: String
    /// The file the spec is in: its name, or, for a version in git, its path in the work tree
    /// (`Forms/a.form.yaml` for `HEAD:Forms/a.form.yaml`), where an annotation can be placed.
    package var path: String
    package var form: FormModel
    /// Where each control of `form` is written, in its order (``Compilation/controlRanges``).
    package var controlRanges: [SourceRange]
    /// Where the form's `id` is written.
    package var idRange: SourceRange?
    /// The spec's text, in which a change is located at its key (``ChangePlaces``); empty when it
    /// is not known (each change is then at its control).
    package var bytes: [UInt8]

    package init(
        name: String, path: String? = nil, form: FormModel, controlRanges: [SourceRange], idRange: SourceRange?,
        bytes: [UInt8] = []
    ) {
        self.name = name
        self.path = path ?? name
        self.form = form
        self.controlRanges = controlRanges
        self.idRange = idRange
        self.bytes = bytes
    }

    /// Where control `index` is written; the file's start when the ranges are not known.
    func range(ofControl index: Int) -> SourceRange {
        index < controlRanges.count ? controlRanges[index] : .fileStart
    }
}
