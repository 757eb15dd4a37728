extension DiagnosticID {
    /// `calendar.alpha-out-of-range`: `disabledAlpha` outside 0…1.
    public static let calendarAlphaOutOfRange = DiagnosticID("calendar.alpha-out-of-range", severity: .error)
}

/// `calendar.alpha-out-of-range`: `disabledAlpha` outside 0…1.
enum CalendarAlphaRangeRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.calendarAlphaOutOfRange]
    static let explanations = [
        Explanation(
            .calendarAlphaOutOfRange, summary: "`disabledAlpha` outside 0…1",
            checks: "A calendar's `disabledAlpha` is below 0 or above 1.",
            reason:
                "It is the opacity of disabled days: 0 is invisible, 1 opaque, and anything else is clamped by UIKit.",
            triggering: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05]
                    disabledAlpha: 1️⃣40
                """),
            passing: ExampleSpec.form(
                """
                  - type: calendar
                    id: sessions
                    label: Sessions
                    dates: [2026-11-05]
                    disabledAlpha: 0.4
                """))
    ]

    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let alpha = calendar.disabledAlpha, !(0...1).contains(alpha.value) else { return }
        sink.report(
            .calendarAlphaOutOfRange,
            "'disabledAlpha' is an opacity from 0 (invisible) to 1 (opaque); write a number in 0…1, such as 0.4",
            at: alpha.place)
    }
}
