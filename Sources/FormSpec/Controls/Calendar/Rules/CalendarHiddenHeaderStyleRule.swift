import FormSpecYAML

extension DiagnosticID {
    /// `calendar.hidden-header-style`: a font, colour or height for a hidden header.
    public static let calendarHiddenHeaderStyle = DiagnosticID("calendar.hidden-header-style", severity: .warning)
}

/// `calendar.hidden-header-style`: a font, colour or height for a header that `headers` hides.
enum CalendarHiddenHeaderStyleRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.calendarHiddenHeaderStyle]
    static let explanations = [
        Explanation(
            .calendarHiddenHeaderStyle, summary: "a font, colour or height for a hidden header",
            checks: "A calendar styles a header (font, colour or height) that its `headers` hides.",
            reason:
                "A hidden header is never drawn, so its style has no effect; either the style or the `false` is a mistake.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05]
                    headers: {year: false}
                    fonts:
                      1️⃣yearHeader: {size: 24}
                """),
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05]
                    headers: {year: false}
                    fonts:
                      monthHeader: {size: 24}
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard calendar.headers.values.contains(where: { !$0.value }) else { return }
        let styles: [(name: String, header: CalendarHeader?, keyPlace: SourcePlace)] =
            CalendarFontRole.allCases.compactMap { role in
                calendar.fonts[role].map { ("fonts." + role.rawValue, role.header, $0.keyPlace) }
            }
            + CalendarColorRole.allCases.compactMap { role in
                calendar.colors[role].map { ("colors." + role.rawValue, role.header, $0.keyPlace) }
            }
            + CalendarHeader.allCases.compactMap { header in
                calendar.headerHeights[header].map { ("headerHeights." + header.rawValue, header, $0.keyPlace) }
            }
        for style in styles {
            guard let header = style.header, let shown = calendar.headers[header], !shown.value else { continue }
            sink.report(
                .calendarHiddenHeaderStyle,
                "'\(style.name)' styles the \(header.rawValue) header, which 'headers' hides; it has no effect",
                at: style.keyPlace, notes: [("the \(header.rawValue) header is hidden here", shown.place)])
        }
    }
}
