import FormSpecYAML

extension DiagnosticID {
    /// `calendar.invalid-date`: not a `YYYY-MM-DD` date, or no such day.
    public static let calendarInvalidDate = DiagnosticID("calendar.invalid-date", severity: .error)
}

/// The family of the calendar's diagnostics, and the id its decoding reports (``SyntaxDecoder/date(_:)``).
extension CalendarDefinition {
    static let diagnosticFamilies = [DiagnosticFamily("calendar", heading: "calendars (RVS_CalendarInput)")]
    static let diagnosticIDs: [DiagnosticID] = [.calendarInvalidDate]
    static let explanations = [
        Explanation(
            .calendarInvalidDate, summary: "not a `YYYY-MM-DD` date, or no such day",
            checks: "A date is not written `YYYY-MM-DD`, or names no day of the calendar (2026-02-30, 2025-02-29).",
            reason:
                "RVS_CalendarInput would turn an impossible date into another day without a word, and drop its flags.",
            fix: .safe(
                "zero-padding the month and day writes the same date."),
            triggering: ExampleSpec.form(
                "  - type: calendar\n    id: sessions\n    label: Sessions\n    dates: [1️⃣2026-02-30]"),
            passing: ExampleSpec.form(
                "  - type: calendar\n    id: sessions\n    label: Sessions\n    dates: [2028-02-29]"))
    ]
}
