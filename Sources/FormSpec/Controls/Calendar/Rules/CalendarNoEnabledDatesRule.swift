extension DiagnosticID {
    /// `calendar.no-enabled-dates`: no date is enabled.
    public static let calendarNoEnabledDates = DiagnosticID("calendar.no-enabled-dates", severity: .warning)
}

/// `calendar.no-enabled-dates`: no date is enabled.
enum CalendarNoEnabledDatesRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.calendarNoEnabledDates]
    static let explanations = [
        Explanation(
            .calendarNoEnabledDates, summary: "no date is enabled",
            checks: "Every date of a calendar has `enabled: false`.",
            reason: "Only enabled days can be tapped: with none, the calendar is display-only.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    1️⃣dates:
                      - {date: 2026-11-05, enabled: false}
                """),
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates:
                      - {date: 2026-11-05, enabled: false}
                      - 2026-11-12
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let key = calendar.datesKeyRange, !calendar.dates.isEmpty, !calendar.dates.contains(where: \.isEnabled)
        else { return }
        sink.report(
            .calendarNoEnabledDates,
            "no date of this calendar is enabled, so nothing can be tapped; it is display-only",
            at: key)
    }
}
