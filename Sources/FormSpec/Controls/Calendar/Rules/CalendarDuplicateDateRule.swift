extension DiagnosticID {
    /// `calendar.duplicate-date`: a date listed twice.
    public static let calendarDuplicateDate = DiagnosticID("calendar.duplicate-date", severity: .error)
}

/// `calendar.duplicate-date`: a date listed twice.
enum CalendarDuplicateDateRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.calendarDuplicateDate]
    static let explanations = [
        Explanation(
            .calendarDuplicateDate, summary: "a date listed twice",
            checks: "A calendar lists the same date twice in `dates`.",
            reason:
                "RVS_CalendarInput keeps one item per day: the first after sorting wins and the other's flags are lost.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates:
                      - 2026-11-05
                      - 1️⃣2026-11-05
                """),
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates:
                      - 2026-11-05
                      - 2026-11-12
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        DuplicateFinder.report(calendar.dates.map(\.date), as: .calendarDuplicateDate, into: &sink) { date in
            "\(date) is listed twice in 'dates'; a calendar has one entry per day"
        }
    }
}
