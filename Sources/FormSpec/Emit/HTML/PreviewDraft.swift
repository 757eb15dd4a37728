import FormSpecYAML

/// A form as the visual preview draws it: its controls in order, each with the diagnostics about
/// it and its logic in words, and the logic for the page's script. A spec without errors is drawn
/// whole; of a spec with errors, each control without an error is drawn (without its logic), and
/// each one with errors is a placeholder that names them.
package struct PreviewDraft: Sendable {
    /// One control: drawn from its model, or, without one, a placeholder.
    package struct Control: Sendable {
        /// Where the control is written.
        package var range: SourceRange
        /// Nil for a control with errors.
        package var model: ControlModel?
        /// What the spec says of a control without a model, for its placeholder.
        package var type: ControlType?
        package var id: String?
        /// The diagnostics whose range starts in the control, in print order.
        package var diagnostics: [Diagnostic] = []
        /// Whether it must always be answered while shown (`required: true`).
        var required = false
        /// Its logic in words (``LogicWords/lines(of:)``).
        var logic: [LogicWords.Line] = []
    }

    /// The form's id; nil when the spec has none that could be read.
    package var id: String?
    package var title: String?
    package var locale: String
    /// The language the texts are in when it is not the locale's (a translation, `preview
    /// --language fr`), as the String Catalog names it; nil: the locale's.
    package var language: String?
    package var controls: [Control]
    /// The diagnostics about no control: the form's own, and the parse's outside the controls.
    package var formDiagnostics: [Diagnostic] = []
    /// The form's logic, for the page's script to follow; nil when the form has none, or when the
    /// spec has errors (its logic is then not known to be sound).
    var logic: LogicScriptData?

    /// The draft of a form without errors: every control drawn. `controlRanges` are where its
    /// controls are written (``Compilation/controlRanges``); without them, every diagnostic is the
    /// form's.
    package init(_ form: FormModel, controlRanges: [SourceRange], diagnostics: [Diagnostic]) {
        id = form.id
        title = form.title
        locale = form.locale
        let ranges =
            controlRanges.count == form.controls.count
            ? controlRanges : Array(repeating: .fileStart, count: form.controls.count)
        controls = zip(form.controls, ranges).map { Control(range: $1, model: $0, type: $0.type, id: $0.id) }
        if !form.logic.isEmpty {
            let words = LogicWords(form)
            for position in controls.indices {
                controls[position].required = words.logic[position]?.required ?? false
                controls[position].logic = words.lines(of: position)
            }
            logic = LogicScriptData(form, words: words)
        }
        assign(diagnostics)
    }

    init(id: String?, title: String?, locale: String, controls: [Control], diagnostics: [Diagnostic]) {
        self.id = id
        self.title = title
        self.locale = locale
        self.controls = controls
        assign(diagnostics)
    }

    /// Gives each diagnostic to the control its range starts in, or to the form.
    private mutating func assign(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            if let index = Self.control(containing: diagnostic.range.start.offset, in: controls.map(\.range)) {
                controls[index].diagnostics.append(diagnostic)
            } else {
                formDiagnostics.append(diagnostic)
            }
        }
    }

    /// The index of the range that holds `offset`, among ranges in source order that do not overlap.
    static func control(containing offset: Int, in ranges: [SourceRange]) -> Int? {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].end.offset <= offset { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count, ranges[low].start.offset <= offset, offset < ranges[low].end.offset else {
            return nil
        }
        return low
    }
}

extension FormNormalizer {
    /// The draft of a spec with errors: each control without an error normalized alone, the
    /// others left as placeholders.
    mutating func draft(_ syntax: FormSyntax, controlRanges: [SourceRange], diagnostics: [Diagnostic]) -> PreviewDraft {
        let locale = syntax.locale?.value ?? FormModel.defaultLocale
        setFormLocale(locale)
        let errors = diagnostics.filter { $0.severity == .error }.map(\.range.start.offset)
        var withErrors = Set<Int>()
        for offset in errors {
            if let index = PreviewDraft.control(containing: offset, in: controlRanges) { withErrors.insert(index) }
        }
        let controls = zip(syntax.controls, controlRanges).enumerated().map { index, pair in
            let (control, range) = pair
            let model = withErrors.contains(index) ? nil : self.control(control)
            return PreviewDraft.Control(range: range, model: model, type: control.type?.value, id: control.id?.value)
        }
        return PreviewDraft(
            id: syntax.id?.value, title: syntax.title?.value, locale: locale, controls: controls,
            diagnostics: diagnostics)
    }
}
