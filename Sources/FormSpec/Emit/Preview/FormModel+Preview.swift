/// The text preview, streamed from the model; each control draws its own block (its
/// definition's `preview`).
///
/// The preview is a header block for the form, then one block per control in order, with a
/// blank line between blocks. A block's first line starts at column 0 and names the control's
/// type and id, with `(disabled)` when the control is and `(required)` when it must always be
/// answered (while shown); everything else in the block is indented. Under it, the control's
/// logic in words (``LogicWords``): when it is shown, enabled and required, its message when
/// unanswered, its counts, when each item is enabled.
/// Facts are `key: value` lines; a value that does not fit is wrapped under itself.
///
/// ```
/// form event-signup
///   title: Event sign-up
///   locale: en_US
///   controls: 4
///
/// checkbox accept-terms (required)
///   shown when 'Send me news' is on
///   if unanswered: Please accept the terms
///   [-] I accept the terms (app text)
///   accessibility label: Accept the terms and conditions
///   state: clear · three-state
///   images: custom (template) · on: box-on · off: box-off
///   CLEAR shows the OFF image
///   haptics: off
///   tint: #FF0000FF
///
/// toggle news
///   [on ] Send me news
///
/// radioGroup size (disabled)
///   title: Size
///   axis: vertical · intent: error
///   (•) s: Small (disabled)
///   ( ) m: Medium (disabled)
///
/// calendar trip
///   label: Trip
///   locale: en_US · calendar: gregorian · first weekday: sunday
///   shown: 1 month, 2026-03
///   dates: 2 listed · 1 enabled · 1 selected
///
///   ────────────── 2026 ──────────────
///                 March
///   Sun  Mon  Tue  Wed  Thu  Fri  Sat
///     1    2    3    4    5    6    7
///   …
///
///   legend:  12  disabled · [12] enabled · <12> selected · (12) selected, disabled
/// ```
///
/// - Checkboxes: `[x]` ON, `[ ]` OFF, `[-]` CLEAR, then the label and `(app text)`: RVS_Checkbox
///   draws no text, the app shows the label beside it. Only the facts that matter
///   are listed: `three-state`, the custom image names (or `symbols`), `CLEAR shows the OFF
///   image` (three-state only), `haptics: off`, the tint. Toggles: `[on ]` or `[off]`.
/// - Groups: the label, the title, `axis` and `intent`, then one line per item: `[x]`/`[ ]`
///   (checkbox group) or `(•)`/`( )` (radio group), `id: label`, and `(disabled)` when the item
///   is not effectively enabled.
/// - An accessibility label is shown only when it differs from the label.
/// - Calendars: the locale, calendar system and resolved first weekday, `read-only`, the
///   declared range, the displayed months, the counts of dates, the hidden headers; then every
///   displayed month after a blank line, like `cal(1)`: a year rule before the first month of
///   each year, the month name (Foundation's standalone name in the calendar's locale), the
///   weekday names (short standalone, centred and cut to four columns), and the weeks from the
///   first weekday. Each header only when `headers` shows it; none is invented. Each day is a
///   four-column cell: ` 12 ` disabled, `[12]` enabled, `<12>` selected, `(12)` selected but
///   disabled, explained by the legend under the calendar. A calendar draws at most its first 24
///   months and a preview 240 in all (``MonthBudget``); a line says which are not drawn.
/// - No line passes 80 display columns (wide East Asian characters and emoji count two,
///   combining marks none); no line ends in a space. The spec's text is printed as it is, except
///   that a line break in it starts a new line at the text's indent, and a tab or another
///   control character is escaped (`\t`, `\u{1B}`; see ``PreviewText``).
/// - `ascii: true` replaces our only non-ASCII glyphs: `(•)` by `(*)`, ` · ` by ` | `, the year
///   rule `─` by `-`. The spec's text and the locale's names are printed as they are.
/// - Deterministic: the same model gives the same bytes on every machine; `\n` line ends and
///   exactly one final newline.
extension FormModel {
    /// The form's text preview.
    package func preview(ascii: Bool = false) -> String {
        var output = OutputBuffer()
        writePreview(ascii: ascii, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the form's text preview into `output`, a control at a time (does not call finish()).
    package func writePreview(ascii: Bool, into output: inout OutputBuffer) {
        var writer = PreviewWriter(ascii: ascii)
        swap(&writer.output, &output)
        writer.form(self)
        swap(&writer.output, &output)
    }
}

extension PreviewWriter {
    /// The form's header block, then each control's block after a blank line.
    mutating func form(_ form: FormModel) {
        blockHeader("form", form.id)
        if let title = form.title { fact("title", PreviewText.escaped(title)) }
        fact("locale", form.locale)
        fact("controls", String(form.controls.count))
        // Only a form with logic needs its words (and each control's answers, which they name).
        let logic = form.logic.isEmpty ? nil : LogicWords(form)
        for (position, control) in form.controls.enumerated() {
            blankLine()
            let required = logic?.logic[position]?.required ?? false
            blockHeader(control.type.rawValue, control.id, disabled: !control.enabled, required: required)
            for line in logic?.lines(of: position) ?? [] {
                if let message = line.message { fact(line.text, PreviewText.escaped(message)) } else { flag(line.text) }
            }
            control.type.outputs.preview(of: control, into: &self)
        }
    }
}
