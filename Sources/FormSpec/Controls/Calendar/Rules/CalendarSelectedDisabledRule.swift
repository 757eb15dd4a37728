extension DiagnosticID {
    /// `calendar.selected-disabled`: a date is selected but disabled.
    public static let calendarSelectedDisabled = DiagnosticID("calendar.selected-disabled", severity: .info)
}

/// `calendar.selected-disabled`: a date is selected but disabled.
enum CalendarSelectedDisabledRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.calendarSelectedDisabled]
    static let explanations = [
        Explanation(
            .calendarSelectedDisabled, summary: "a date is selected but disabled",
            checks: "A date is `selected: true` and `enabled: false`.",
            reason:
                "This is legal, and useful for past bookings: the day is shown selected but cannot be tapped. The info makes sure it is meant.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates:
                      - {date: 1️⃣2026-11-05, enabled: false, selected: true}
                      - 2026-11-12
                """),
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates:
                      - {date: 2026-11-05, selected: true}
                      - 2026-11-12
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        for entry in calendar.dates where entry.isSelected && !entry.isEnabled {
            sink.report(
                .calendarSelectedDisabled,
                "\(entry.date.value) is selected but disabled: it is shown selected and cannot be tapped",
                at: entry.date.place)
        }
    }
}
