extension DiagnosticID {
    /// `calendar.span-too-large`: more than 1200 displayed months.
    public static let calendarSpanTooLarge = DiagnosticID("calendar.span-too-large", severity: .error)
}

/// `calendar.span-too-large`: more than 1200 displayed months.
enum CalendarSpanRule: ControlRule {
    /// The most months a calendar may display: a hundred years.
    static let maximumMonths = 1200

    static let diagnosticIDs: [DiagnosticID] = [.calendarSpanTooLarge]
    static let explanations = [
        Explanation(
            .calendarSpanTooLarge, summary: "more than 1200 displayed months",
            checks:
                "A calendar would display more than \(maximumMonths) months (from the earliest to the latest of `dates` and `range`).",
            reason:
                "RVS_CalendarInput creates every day of every displayed month; a century of months is a typo in a year, and would exhaust the app.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05, 1️⃣3026-11-12]
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: calendar
                        id: sessions
                        label: Sessions
                        range:
                          start: 2026-09-01
                          end: 1️⃣2126-12-31
                        dates: [2026-11-05, 2026-11-12]
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05, 2026-11-12]
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        let bounds = calendar.dates.map(\.date) + (calendar.range.map { [$0.value.start, $0.value.end] } ?? [])
        guard let first = bounds.min(by: { $0.value < $1.value }), let last = bounds.max(by: { $0.value < $1.value })
        else { return }
        let months = last.value.monthIndex - first.value.monthIndex + 1
        guard months > maximumMonths else { return }
        sink.report(
            .calendarSpanTooLarge,
            "the calendar would display \(months) months, from \(first.value) to \(last.value); at most \(maximumMonths) are allowed",
            at: last.place, notes: [("the earliest date is here", first.place)])
    }
}
