import FormSpecYAML

extension DiagnosticID {
    /// `a11y.low-contrast`: colours whose WCAG contrast is too low.
    public static let a11yLowContrast = DiagnosticID("a11y.low-contrast", severity: .warning)
}

/// `a11y.low-contrast`: a calendar's colours that are too close to read (WCAG 2).
enum LowContrastRule: ControlRule {
    /// A pair of colours drawn one on the other, and the contrast they need.
    private struct Pairing {
        let foreground: CalendarColorRole
        let background: CalendarColorRole
        let minimum: Double
    }

    /// The tint on day backgrounds needs 3:1 (WCAG's non-text contrast); header text 4.5:1.
    private static let pairings = [
        Pairing(foreground: .tint, background: .enabledDayBackground, minimum: 3),
        Pairing(foreground: .yearHeaderText, background: .yearHeaderBackground, minimum: 4.5),
        Pairing(foreground: .monthHeaderText, background: .monthHeaderBackground, minimum: 4.5),
    ]

    static let diagnosticIDs: [DiagnosticID] = [.a11yLowContrast]
    static let explanations = [
        Explanation(
            .a11yLowContrast, summary: "colours whose WCAG contrast is too low",
            checks:
                "A calendar's `tint` against `enabledDayBackground` has a WCAG 2 contrast below 3:1, or a header's text against its background below 4.5:1. Only colours that are the same in light and dark mode are compared: hex values, `white` and `black` (the alpha channel is not taken into account).",
            reason:
                "People with low vision cannot tell a selected day, or read a header, when the colours are too close.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05]
                    colors:
                      tint: 1️⃣"#FFFF00"
                """),
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05]
                    colors:
                      tint: "#0A5FD0"
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        for pairing in pairings {
            if let header = pairing.foreground.header,
                calendar.headers[header]?.value == false
                    || isUnread(header, of: calendar.headers, under: .headers, in: control)
            {
                continue
            }
            // A colour written wrongly, or under another name, is reported already: its default is no verdict.
            if isUnread(pairing.foreground, of: calendar.colors, under: .colors, in: control)
                || isUnread(pairing.background, of: calendar.colors, under: .colors, in: control)
            {
                continue
            }
            let foreground = calendar.colors[pairing.foreground]
            let background = calendar.colors[pairing.background]
            guard let given = foreground ?? background,
                let front = (foreground?.value ?? pairing.foreground.defaultColor).fixedLuminance,
                let back = (background?.value ?? pairing.background.defaultColor).fixedLuminance
            else { continue }
            let ratio = Color.contrastRatio(front, back)
            guard ratio < pairing.minimum else { continue }
            let notes =
                foreground == nil
                ? [] : background.map { [("'\(pairing.background.rawValue)' is given here", $0.place)] } ?? []
            sink.report(
                .a11yLowContrast,
                "'\(pairing.foreground.rawValue)' on '\(pairing.background.rawValue)' has a contrast of \(formatted(ratio)):1; at least \(formatted(pairing.minimum)):1 is needed to be readable",
                at: given.place, notes: notes)
        }
    }

    /// Whether `key` of the mapping `values` (under `parent`) has a value the decoder could not
    /// read: one written wrongly or under another name, maybe outside the mapping (`tintColor`).
    private static func isUnread<Key, Value>(
        _ key: Key, of values: WrittenValues<Key, Value>, under parent: ControlKey,
        in control: ControlSyntax
    ) -> Bool {
        values[key] == nil && (values.writtenKeys.contains(key) || control.writtenKeys.misnamed.contains(parent))
    }

    /// A ratio with two decimals at most: `1.07`, `4.5`, `3`.
    private static func formatted(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        var text = String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 { text += "." + (fraction < 10 ? "0" : "") + String(fraction).trimmingSuffix("0") }
        return text
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
