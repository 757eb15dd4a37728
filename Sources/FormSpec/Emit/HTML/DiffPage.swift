import FormSpecYAML

/// The page of `formspec diff --format html`: one self-contained HTML page, as the visual preview
/// is — inline style and SVG, no script, nothing fetched — that says what changed between two
/// versions of a form. A header names the two files and counts the changes by class; then each
/// change is a section with its class's badge, its lines, and its control drawn before and after
/// side by side, each in light and in dark appearance, drawn by the preview's own code
/// (``PreviewPage/pair(_:id:)``). An added control has only its after, a removed one only its
/// before.
///
/// A report must not amplify its input: the page draws the first ``maxDrawnChanges`` changes
/// and lists the first ``maxLines`` lines of each, and says how many it left out; a calendar draws
/// the months ``MonthBudget`` allows, across the page.
package struct DiffPage {
    /// The changes drawn at most; the others are counted by class.
    package static let maxDrawnChanges = 200
    /// The lines of a change listed at most; the others are counted.
    package static let maxLines = 50

    private var page = PreviewPage()

    /// The page of `changes`, in their order, between the spec files named `old` and `new`;
    /// `counts` are every change found, by class, drawn or not; `problems` are the diagnostics of
    /// the specs that have an error and are not compared (the first ``maxLines`` are listed).
    package static func html(
        _ changes: [DiffPageChange], counts: ChangeCounts, old: String, new: String, problems: [Diagnostic] = []
    ) -> String {
        var output = OutputBuffer()
        write(changes, counts: counts, old: old, new: new, problems: problems, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the page of `changes` into `output`.
    package static func write(
        _ changes: [DiffPageChange], counts: ChangeCounts, old: String, new: String, problems: [Diagnostic] = [],
        into output: inout OutputBuffer
    ) {
        var diff = DiffPage()
        swap(&diff.page.writer.output, &output)
        diff.write(changes, counts: counts, old: old, new: new, problems: problems)
        swap(&diff.page.writer.output, &output)
    }

    private mutating func write(
        _ changes: [DiffPageChange], counts: ChangeCounts, old: String, new: String, problems: [Diagnostic]
    ) {
        let title = "\(old) → \(new)"
        page.openPage(title: "\(title) — FormSpec diff", style: DiffPageStyle.sheet)
        page.writer.open("header")
        page.writer.element("h1", text: title)
        page.writer.element(
            "p", ["class": "note"],
            text:
                "What changed between two versions of a form, drawn by FormSpec: each changed control before and after, as the visual preview draws it, in its declared colours and fonts, light and dark. Not the pixels of a device."
        )
        page.appTextLegend()
        page.writer.element("p", ["class": "summary"], text: Self.summary(of: counts))
        page.writer.close("header")
        page.writer.open("main")
        if !problems.isEmpty { problemsSection(problems) }
        if changes.isEmpty, problems.isEmpty {
            page.writer.element("p", ["class": "note"], text: "No change: both versions make the same form.")
        }
        for (index, change) in changes.prefix(Self.maxDrawnChanges).enumerated() {
            section(change, number: index + 1)
        }
        if changes.count > Self.maxDrawnChanges {
            page.writer.element(
                "p", ["class": "note not-drawn-changes"],
                text:
                    "Not drawn: the changes of \(changes.count - Self.maxDrawnChanges) more controls. The page draws at most \(Self.maxDrawnChanges); the text, markdown and json formats list every change."
            )
        }
        page.writer.close("main")
        page.closePage()
    }

    /// The diagnostics of the specs not compared, each `FILE:LINE:COLUMN: SEVERITY: MESSAGE [ID]`.
    private mutating func problemsSection(_ problems: [Diagnostic]) {
        page.writer.open("section", ["class": "change breaking problems", "aria-labelledby": "problems"])
        page.writer.open("h2", ["id": "problems"])
        page.writer.element("span", ["class": "badge breaking"], text: "errors")
        page.writer.text("Not compared: the specs with an error")
        page.writer.close("h2")
        page.writer.open("ul", ["class": "lines"])
        for diagnostic in problems.prefix(Self.maxLines) {
            let start = diagnostic.range.start
            page.writer.element(
                "li",
                text:
                    "\(diagnostic.file):\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id.rawValue)]"
            )
        }
        if problems.count > Self.maxLines {
            page.writer.element("li", ["class": "more"], text: "and \(problems.count - Self.maxLines) more")
        }
        page.writer.close("ul")
        page.writer.close("section")
    }

    /// One change: its badge and heading, its lines, and its control before and after.
    private mutating func section(_ change: DiffPageChange, number: Int) {
        let kind = change.changeClass.rawValue
        page.writer.open("section", ["class": "change \(kind)", "aria-labelledby": "change-\(number)"])
        page.writer.open("h2", ["id": "change-\(number)"])
        page.writer.element("span", ["class": "badge \(kind)"], text: kind)
        page.writer.text(change.heading)
        page.writer.close("h2")
        if !change.lines.isEmpty {
            page.writer.open("ul", ["class": "lines"])
            for line in change.lines.prefix(Self.maxLines) { page.writer.element("li", text: line) }
            if change.lines.count > Self.maxLines {
                page.writer.element("li", ["class": "more"], text: "and \(change.lines.count - Self.maxLines) more")
            }
            page.writer.close("ul")
        }
        if change.before != nil || change.after != nil {
            page.writer.open("div", ["class": "sides"])
            side(change.before, "before", number: number, missing: "Added: the old version has no such control.")
            side(change.after, "after", number: number, missing: "Removed: the new version has no such control.")
            page.writer.close("div")
        }
        page.writer.close("section")
    }

    /// The control as one version has it, in the form's language and direction, ids
    /// `light-before-N` and `dark-before-N` (or `…-after-N`); without one, `missing` says why.
    private mutating func side(_ side: DiffPageChange.Side?, _ name: String, number: Int, missing: String) {
        page.writer.open("div", ["class": "side \(name)"])
        page.writer.element("h3", text: name == "before" ? "Before" : "After")
        if let side {
            let locale = side.form.locale
            page.writer.open(
                "div", ["class": "form", "lang": TextDirection.languageTag(locale), "dir": TextDirection.of(locale)])
            let control = side.control
            page.pair(
                PreviewDraft.Control(range: .fileStart, model: control, type: control.type, id: control.id),
                id: "\(name)-\(number)")
            page.writer.close("div")
        } else {
            page.writer.element("p", ["class": "note"], text: missing)
        }
        page.writer.close("div")
    }

    /// `3 changes: 1 breaking, 2 behavior, 0 cosmetic.` (every class, in order of weight).
    static func summary(of counts: ChangeCounts) -> String {
        guard counts.total > 0 else { return "No change." }
        let classes = ChangeClass.allCases.map { "\(counts[$0]) \($0.rawValue)" }
        return "\(counts.total) change\(counts.total == 1 ? "" : "s"): " + classes.joined(separator: ", ") + "."
    }
}
