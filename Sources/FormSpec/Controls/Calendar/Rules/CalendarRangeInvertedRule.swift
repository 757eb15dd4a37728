import FormSpecYAML

extension DiagnosticID {
    /// `calendar.range-inverted`: `range.start` after `range.end`.
    public static let calendarRangeInverted = DiagnosticID("calendar.range-inverted", severity: .error)
}

/// `calendar.range-inverted`: `range.start` after `range.end`.
enum CalendarRangeInvertedRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.calendarRangeInverted]
    static let explanations = [
        Explanation(
            .calendarRangeInverted, summary: "`range.start` after `range.end`",
            checks: "A calendar's `range.start` is after its `range.end`.",
            reason: "An inverted range displays nothing it was meant to; the two dates are probably swapped.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    range: {start: 1️⃣2026-12-31, end: 2026-11-01}
                    dates: [2026-11-05]
                """),
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    range: {start: 2026-11-01, end: 2026-12-31}
                    dates: [2026-11-05]
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let range = calendar.range?.value, range.start.value > range.end.value else { return }
        sink.report(
            .calendarRangeInverted,
            "'range' starts on \(range.start.value), after it ends on \(range.end.value); swap the two dates",
            at: range.start.place, notes: [("the range ends here", range.end.place)])
    }
}
