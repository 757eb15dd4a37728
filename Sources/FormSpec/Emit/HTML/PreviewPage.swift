import FormSpecYAML

/// The visual preview of a form: one self-contained HTML page — inline style and SVG, no script,
/// no font or image fetched — with the form drawn twice, in light and in dark appearance, each
/// control as its component lays it out, schematically, and each diagnostic marked on the control
/// it is about. Each control's drawing is in its folder (`…HTMLPreview.swift`); this type holds
/// the page and what the drawings share.
struct PreviewPage {
    var writer: HTMLWriter
    /// The appearance being drawn, whose initial prefixes the ids of its elements.
    private(set) var appearance = NamedColor.Appearance.light
    /// The month and weekday names found so far, per locale and calendar system.
    var names = CalendarNameCache()

    init() {
        writer = HTMLWriter(into: OutputBuffer())
    }

    /// Writes the whole page of `draft`, compiled from the spec `spec`.
    mutating func write(_ draft: PreviewDraft, spec: String) {
        let title = draft.title ?? draft.id ?? "Form"
        writer.raw("<!DOCTYPE html>")
        writer.open("html", ["lang": TextDirection.languageTag(draft.locale), "dir": TextDirection.of(draft.locale)])
        writer.open("head")
        writer.empty("meta", ["charset": "utf-8"])
        writer.empty("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        writer.empty("meta", ["name": "generator", "content": "FormSpec \(Compiler.version)"])
        writer.element("title", text: "\(title) — FormSpec preview")
        writer.open("style")
        for line in PreviewStyle.sheet { writer.raw(line) }
        writer.close("style")
        writer.close("head")
        writer.open("body")
        header(draft, title: title, spec: spec)
        writer.open("main")
        if !draft.formDiagnostics.isEmpty {
            writer.open("section", ["class": "form-diagnostics", "aria-labelledby": "form-diagnostics"])
            writer.element("h2", ["id": "form-diagnostics"], text: "Diagnostics of the form")
            diagnostics(draft.formDiagnostics)
            writer.close("section")
        }
        writer.open("div", ["class": "appearances"])
        for appearance in NamedColor.Appearance.allCases {
            self.appearance = appearance
            let name = appearance == .light ? "light" : "dark"
            writer.open("section", ["class": "appearance \(name)", "aria-labelledby": "\(name)-heading"])
            writer.element("h2", ["id": "\(name)-heading"], text: appearance == .light ? "Light appearance" : "Dark appearance")
            for (index, control) in draft.controls.enumerated() { figure(control, number: index + 1) }
            if draft.controls.isEmpty { writer.element("p", ["class": "note"], text: "No control could be read.") }
            writer.close("section")
        }
        writer.close("div")
        writer.close("main")
        writer.open("footer")
        writer.element("p", ["class": "note"], text: PreviewStyle.footnote)
        writer.close("footer")
        writer.close("body")
        writer.close("html")
    }

    private mutating func header(_ draft: PreviewDraft, title: String, spec: String) {
        writer.open("header")
        writer.element("h1", text: title)
        let form = draft.id.map { "the form '\($0)'" } ?? "a form without a valid id"
        writer.element("p", ["class": "note"], text: "A schematic of \(form) (\(spec)), drawn by FormSpec: each control as its component lays it out, in its declared colours and fonts, light and dark side by side. Not the pixels of a device.")
        let all = draft.formDiagnostics + draft.controls.flatMap(\.diagnostics)
        if !all.isEmpty {
            var counts = SeverityCounts()
            for diagnostic in all { counts[diagnostic.severity] += 1 }
            writer.element("p", ["class": "summary"], text: "\(counts.sentence): each is marked on the control it is about.")
        }
        writer.close("header")
    }

    /// One control: its caption, its drawing (or a placeholder), its diagnostics.
    private mutating func figure(_ control: PreviewDraft.Control, number: Int) {
        let worst = control.diagnostics.map(\.severity).min { Self.rank($0) < Self.rank($1) }
        let classes = "control" + (worst.map { " has-\($0.rawValue)" } ?? "") + (control.model?.enabled == false ? " disabled" : "")
        writer.open("figure", ["class": classes, "id": "\(appearance == .light ? "light" : "dark")-\(number)"])
        writer.open("figcaption")
        writer.element("span", ["class": "type"], text: control.type?.rawValue ?? "control")
        writer.element("code", text: control.id ?? "(no id)")
        if control.model?.enabled == false { writer.element("span", ["class": "flag"], text: "disabled") }
        writer.close("figcaption")
        if let model = control.model {
            model.type.definition.html(of: model, into: &self)
        } else {
            writer.element("p", ["class": "placeholder"], text: "Not drawn: this control has errors.")
        }
        if !control.diagnostics.isEmpty { diagnostics(control.diagnostics) }
        writer.close("figure")
    }

    private mutating func diagnostics(_ diagnostics: [Diagnostic]) {
        writer.open("ul", ["class": "diagnostics"])
        for diagnostic in diagnostics {
            writer.open("li", ["class": diagnostic.severity.rawValue])
            writer.element("span", ["class": "where"], text: "\(diagnostic.range.start.line):\(diagnostic.range.start.column)")
            writer.element("span", ["class": "severity"], text: diagnostic.severity.rawValue)
            writer.element("span", ["class": "message"], text: diagnostic.message)
            writer.element("code", text: diagnostic.id.rawValue)
            writer.close("li")
        }
        writer.close("ul")
    }

    private static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    // MARK: What the drawings share

    /// A control's label: its text, and the accessibility label when it says something else.
    mutating func label(of control: ControlModel) {
        if let label = control.label { writer.element("span", ["class": "label"], text: label) }
        if let spoken = control.accessibilityLabel, spoken != control.label {
            writer.element("span", ["class": "spoken"], text: "VoiceOver: \(spoken)")
        }
    }

    /// A line of facts a drawing cannot show: `three states · haptics`.
    mutating func facts(_ facts: [String]) {
        guard !facts.isEmpty else { return }
        writer.element("p", ["class": "facts"], text: facts.joined(separator: " · "))
    }

    /// An inline SVG glyph of `size` CSS pixels on a 24-unit grid, described by `alt`; `draw`
    /// writes its shapes.
    mutating func glyph(alt: String, size: Int = 24, _ draw: (inout HTMLWriter) -> Void) {
        writer.open("svg", ["class": "glyph", "width": "\(size)", "height": "\(size)", "viewBox": "0 0 24 24", "role": "img", "aria-label": alt])
        draw(&writer)
        writer.close("svg")
    }
}

extension SeverityCounts {
    /// `1 error, 2 warnings` (only the severities there are).
    var sentence: String {
        [(errors, "error"), (warnings, "warning"), (infos, "info")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}

extension PreviewDraft {
    /// The visual preview page, as text.
    public func html(spec: String) -> String {
        var output = OutputBuffer()
        writeHTML(spec: spec, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the visual preview page into `output`.
    public func writeHTML(spec: String, into output: inout OutputBuffer) {
        var page = PreviewPage()
        swap(&page.writer.output, &output)
        page.write(self, spec: spec)
        swap(&page.writer.output, &output)
    }
}
