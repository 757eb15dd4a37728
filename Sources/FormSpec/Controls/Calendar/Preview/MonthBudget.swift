/// How many months of its calendars a preview draws: the first ``perCalendar`` months of each
/// calendar, and ``perPreview`` in all. A month's grid is large beside the line of spec that
/// declares it (a calendar of a hundred years is one line, and a page draws it twice, light and
/// dark), so a preview drawn whole could be thousands of times its spec; bounded, it stays in
/// proportion. The months not drawn are summarised (``notDrawn(of:drawn:)``). The text preview
/// and the visual one draw the same months.
struct MonthBudget: ControlCache {
    /// The most months drawn of one calendar: two years.
    static let perCalendar = 24
    /// The most months drawn in one preview.
    static let perPreview = 240

    /// The months the preview may still draw.
    private(set) var left = perPreview

    /// How many of `calendar`'s months to draw, from its first, taken from what is left.
    mutating func take(for calendar: CalendarModel) -> Int {
        let drawn = min(calendar.displayRange.months, Self.perCalendar, left)
        left -= drawn
        return drawn
    }

    /// What the preview says of the months of `calendar` after the first `drawn`, or nil when it
    /// draws them all: `Not drawn: 1176 more months, from 2028-01 to 2125-12 (3 listed dates); a
    /// preview draws at most 24 months of a calendar, 240 in all.`
    static func notDrawn(of calendar: CalendarModel, drawn: Int) -> String? {
        let range = calendar.displayRange
        let rest = range.months - drawn
        guard rest > 0 else { return nil }
        let firstIndex = range.start.monthIndex + drawn
        let first = CalendarDate(year: firstIndex / 12, month: firstIndex % 12 + 1, day: 1).description.prefix(7)
        let last = range.end.description.prefix(7)
        let months =
            (drawn > 0 ? "\(rest) more " : "\(rest) ")
            + (rest == 1 ? "month, \(first)" : "months, from \(first) to \(last)")
        let dates = calendar.dates.count { $0.date.monthIndex >= firstIndex }
        return
            "Not drawn: \(months) (\(dates) listed date\(dates == 1 ? "" : "s")); a preview draws at most \(perCalendar) months"
            + " of a calendar, \(perPreview) in all."
    }
}
