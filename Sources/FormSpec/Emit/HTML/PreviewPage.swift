import FormSpecYAML

/// The visual preview of a form: one self-contained HTML page — inline style and SVG, no font or
/// image fetched — with each control drawn as its component lays it out, schematically, in light
/// and in dark appearance side by side, each with its logic in words, and each diagnostic marked
/// on the control it is about. A form with logic also holds it as data and one inline script that
/// lets a reviewer try it (``PreviewScript``), which the page's Content-Security-Policy allows by
/// its hash; without scripts the page shows every control. Each control's drawing is in its folder
/// (`…HTMLPreview.swift`); this type holds the page and what the drawings share.
///
/// A control is drawn once: its two figures, light and dark, share the same markup, since every
/// system colour is a variable that the appearance's class sets.
struct PreviewPage {
    var writer: HTMLWriter
    /// What the control types keep from one drawing to the next (a calendar's month names, the
    /// months the page may still draw).
    var caches = ControlCaches()
    /// Where a control's markup is written before it goes into its two figures.
    private var scratch = HTMLWriter(into: OutputBuffer())
    /// Markup drawn once and written again wherever the same key asks for it (see ``cached(_:_:)``).
    private var drawn: [String: [UInt8]] = [:]
    /// The attributes of the parts FormSpec writes in English (the header, the main part, the
    /// footer): `lang="en"` on a page in another language.
    private var english: KeyValuePairs<StaticString, String> = [:]

    init() {
        writer = HTMLWriter(into: OutputBuffer())
    }

    /// Writes the whole page of `draft`, compiled from the spec `spec`.
    mutating func write(_ draft: PreviewDraft, spec: String) {
        let title = draft.title ?? draft.id ?? "Form"
        // The page is in the form's language (its translation's, or its locale's) and the words
        // FormSpec adds around the form say they are English.
        let language = draft.language.map(TextDirection.languageTag) ?? TextDirection.languageTag(draft.locale)
        let direction = TextDirection.of(draft.language ?? draft.locale)
        english = TextDirection.isEnglish(language) ? [:] : ["lang": "en"]
        openPage(
            title: "\(title) — FormSpec preview",
            style: PreviewStyle.sheet + (draft.logic == nil ? [] : PreviewStyle.logic),
            language: language, policy: PreviewScript.policy(scripted: draft.logic != nil))
        header(draft, title: title, spec: spec, language: language, direction: direction)
        writer.open("main", english)
        if !draft.formDiagnostics.isEmpty {
            writer.open("section", ["class": "form-diagnostics", "aria-labelledby": "form-diagnostics"])
            writer.element("h2", ["id": "form-diagnostics"], text: "Diagnostics of the form")
            diagnostics(draft.formDiagnostics)
            writer.close("section")
        }
        writer.open("div", ["class": "columns"])
        writer.element("h2", text: "Light appearance")
        writer.element("h2", text: "Dark appearance")
        writer.close("div")
        writer.open("div", ["class": "form", "lang": language, "dir": direction])
        for (index, control) in draft.controls.enumerated() { pair(control, id: String(index + 1)) }
        writer.close("div")
        if draft.controls.isEmpty { writer.element("p", ["class": "note"], text: "No control could be read.") }
        writer.close("main")
        closePage(script: draft.logic)
    }

    /// The page up to its `<body>`: a page in `language` (English unless said), laid out left to
    /// right, titled `title`, with the style sheet `style` (``PreviewStyle/sheet`` and what a page
    /// adds to it) and, when given, the Content-Security-Policy `policy`.
    mutating func openPage(title: String, style: [String], language: String = "en", policy: String? = nil) {
        writer.raw("<!DOCTYPE html>")
        writer.open("html", ["lang": language, "dir": "ltr"])
        writer.open("head")
        writer.empty("meta", ["charset": "utf-8"])
        if let policy { writer.empty("meta", ["http-equiv": "Content-Security-Policy", "content": policy]) }
        writer.empty("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        writer.empty("meta", ["name": "generator", "content": "FormSpec \(Compiler.version)"])
        writer.element("title", text: title)
        writer.open("style")
        for line in style { writer.raw(line) }
        writer.close("style")
        writer.close("head")
        writer.open("body")
    }

    /// The page's footnote about what the drawings are, the form's logic and the script that
    /// follows it when there is `script` data, and the end of the page.
    mutating func closePage(script: LogicScriptData? = nil) {
        writer.open("footer", english)
        writer.element("p", ["class": "note"], text: PreviewStyle.footnote)
        writer.close("footer")
        if let script {
            writer.open("script", ["type": "application/json", "id": "formspec-logic"])
            writer.append(markup: script.json)
            writer.raw("")
            writer.close("script")
            writer.output.append("<script>" as StaticString)
            writer.output.append(PreviewScript.source)
            writer.raw("</script>")
        }
        writer.close("body")
        writer.close("html")
    }

    private mutating func header(
        _ draft: PreviewDraft, title: String, spec: String, language: String, direction: String
    ) {
        writer.open("header", english)
        writer.element("h1", ["lang": language, "dir": direction], text: title)
        let form = draft.id.map { "the form '\($0)'" } ?? "a form without a valid id"
        writer.element(
            "p", ["class": "note"],
            text:
                "A schematic of \(form) (\(spec)), drawn by FormSpec: each control as its component lays it out, in its declared colours and fonts, light and dark side by side. Not the pixels of a device."
        )
        appTextLegend()
        let all = draft.formDiagnostics + draft.controls.flatMap(\.diagnostics)
        if !all.isEmpty {
            var counts = SeverityCounts()
            for diagnostic in all { counts[diagnostic.severity] += 1 }
            writer.element(
                "p", ["class": "summary"], text: "\(counts.sentence): each is marked on the control it is about.")
        }
        writer.close("header")
    }

    /// The header's note that explains the frame around the app's own text, with a sample of it.
    mutating func appTextLegend() {
        writer.open("p", ["class": "note"])
        appText("Text", class: "sample")
        writer.text(PreviewStyle.appTextLegend)
        writer.close("p")
    }

    /// One control in its two appearances, as every page draws a control: a figure each, ids
    /// `light-ID` and `dark-ID` (`id` unique in the page), around the same caption, drawing (or
    /// placeholder) and diagnostics.
    mutating func pair(_ control: PreviewDraft.Control, id: String) {
        let worst = Severity.allCases.first { severity in control.diagnostics.contains { $0.severity == severity } }
        let marks = (worst.map { " has-\($0.rawValue)" } ?? "") + (control.model?.enabled == false ? " disabled" : "")
        scratch.output.removeAll()
        swap(&writer, &scratch)
        figureBody(control)
        swap(&writer, &scratch)
        writer.open(
            "section", ["class": "pair", "aria-label": "\(control.type?.rawValue ?? "control") \(control.id ?? "")"])
        for appearance in ["light", "dark"] {
            writer.open("figure", ["class": "control \(appearance)\(marks)", "id": "\(appearance)-\(id)"])
            writer.append(markupOf: scratch)
            writer.close("figure")
        }
        writer.close("section")
    }

    /// A control's caption, drawing (or placeholder) and diagnostics.
    private mutating func figureBody(_ control: PreviewDraft.Control) {
        writer.open("figcaption")
        writer.element("span", ["class": "type"], text: control.type?.rawValue ?? "control")
        writer.element("code", text: control.id ?? "(no id)")
        if control.model?.enabled == false { writer.element("span", ["class": "flag"], text: "disabled") }
        if control.required { writer.element("span", ["class": "flag required"], text: "required") }
        writer.close("figcaption")
        if !control.logic.isEmpty {
            writer.open("ul", english.isEmpty ? ["class": "logic"] : ["class": "logic", "lang": "en"])
            for line in control.logic {
                writer.element("li", text: line.message.map { "\(line.text): \($0)" } ?? line.text)
            }
            writer.close("ul")
        }
        if let model = control.model {
            model.type.outputs.html(of: model, into: &self)
        } else {
            writer.element("p", ["class": "placeholder"], text: "Not drawn: this control has errors.")
        }
        if !control.diagnostics.isEmpty { diagnostics(control.diagnostics) }
    }

    private mutating func diagnostics(_ diagnostics: [Diagnostic]) {
        writer.open("ul", ["class": "diagnostics"])
        for diagnostic in diagnostics {
            writer.open("li", ["class": diagnostic.severity.rawValue])
            writer.element(
                "span", ["class": "where"], text: "\(diagnostic.range.start.line):\(diagnostic.range.start.column)")
            writer.element("span", ["class": "severity"], text: diagnostic.severity.rawValue)
            writer.element("span", ["class": "message"], text: diagnostic.message)
            writer.element("code", text: diagnostic.id.rawValue)
            writer.close("li")
        }
        writer.close("ul")
    }

    // MARK: What the drawings share

    /// Who draws a text on the device.
    enum TextOwner {
        /// The component draws it (a Spark toggle's label).
        case component
        /// The app does, beside the component, which draws none (an RVS_Checkbox's label).
        case app
    }

    /// A control's label, drawn by `owner`, and the accessibility label when it says something else.
    mutating func label(of control: ControlModel, drawnBy owner: TextOwner) {
        if let label = control.label {
            switch owner {
            case .component: writer.element("span", ["class": "label"], text: label)
            case .app: appText(label, class: "label")
            }
        }
        if let spoken = control.accessibilityLabel, spoken != control.label {
            writer.element("span", ["class": "spoken"], text: "VoiceOver: \(spoken)")
        }
    }

    /// Text the component does not draw, which the app shows beside it: in a dashed frame with an
    /// `app text` tag, so that a designer does not take it for the component's (the page's
    /// header explains the mark). `textClass` styles the text.
    mutating func appText(_ text: String, class textClass: String) {
        writer.open("span", ["class": "app-text"])
        writer.element("span", ["class": textClass], text: text)
        writer.element("span", ["class": "tag"], text: "app text")
        writer.close("span")
    }

    /// A line of facts a drawing cannot show: `three states · haptics`.
    mutating func facts(_ facts: [String]) {
        guard !facts.isEmpty else { return }
        writer.element("p", ["class": "facts"], text: facts.joined(separator: " · "))
    }

    /// What `draw` writes, drawn the first time `key` is asked for and copied after: for a piece of
    /// markup that many controls of a form share (`key` must say all that `draw` depends on).
    mutating func cached(_ key: String, _ draw: (inout PreviewPage) -> Void) {
        if let markup = drawn[key] {
            writer.append(markup: markup)
            return
        }
        var piece = HTMLWriter(into: OutputBuffer())
        swap(&writer, &piece)
        draw(&self)
        swap(&writer, &piece)
        let markup = piece.output.bytes
        drawn[key] = markup
        writer.append(markup: markup)
    }

    /// An inline SVG glyph of `size` CSS pixels on a 24-unit grid, described by `alt`; `draw`
    /// writes its shapes.
    mutating func glyph(alt: String, size: Int = 24, _ draw: (inout HTMLWriter) -> Void) {
        writer.open(
            "svg",
            [
                "class": "glyph", "width": "\(size)", "height": "\(size)", "viewBox": "0 0 24 24", "role": "img",
                "aria-label": alt,
            ])
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
    package func html(spec: String) -> String {
        var output = OutputBuffer()
        writeHTML(spec: spec, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the visual preview page into `output`.
    package func writeHTML(spec: String, into output: inout OutputBuffer) {
        var page = PreviewPage()
        swap(&page.writer.output, &output)
        page.write(self, spec: spec)
        swap(&page.writer.output, &output)
    }
}
