extension DiagnosticID {
    /// `calendar.date-outside-range`: a date outside `range`.
    public static let calendarDateOutsideRange = DiagnosticID("calendar.date-outside-range", severity: .warning)
}

/// `calendar.date-outside-range`: a date outside `range`.
enum CalendarDateOutsideRangeRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.calendarDateOutsideRange]
    static let explanations = [
        Explanation(
            .calendarDateOutsideRange, summary: "a date outside `range`",
            checks: "A date of `dates` lies outside the calendar's `range`.",
            reason:
                "`range` only widens the displayed months: a date outside it still widens them further, which is rarely what `range` was written for.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    range: {start: 2026-11-01, end: 2026-11-30}
                    dates: [2026-11-05, 1️⃣2026-12-03]
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: calendar
                        id: sessions
                        label: Sessions
                        range:
                          start: 2026-11-01
                          end: 2026-12-31
                        dates:
                          - {date: 1️⃣2026-10-28, selected: true}
                          - 2026-11-12
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    range: {start: 2026-11-01, end: 2026-12-31}
                    dates: [2026-11-05, 2026-12-03]
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let range = calendar.range, range.value.start.value <= range.value.end.value else { return }
        let bounds = range.value.start.value...range.value.end.value
        for entry in calendar.dates where !bounds.contains(entry.date.value) {
            sink.report(
                .calendarDateOutsideRange,
                "\(entry.date.value) is outside 'range' (\(bounds.lowerBound) to \(bounds.upperBound)); it still widens the displayed months",
                at: entry.date.place, notes: [("the range is given here", range.keyPlace)])
        }
    }
}
