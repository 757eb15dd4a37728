import FormSpecYAML

/// Calendar dates (`YYYY-MM-DD`, real days only): `calendar.invalid-date`.
extension SyntaxDecoder {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]

    mutating func date(_ slot: Slot) -> Located<CalendarDate>? {
        if let text = slot.node.stringBytes, let date = CalendarDate(utf8: text) { return slot.located(date) }
        guard let scalar = slot.node.scalar, slot.node.resolved != .null else {
            return mismatch(slot, expected: "a date (YYYY-MM-DD)")
        }
        // Every text that names a day resolves to a string, so it was read above.
        let text = scalar.text
        if let fields = CalendarDate.fields(of: text) {
            report(
                .calendarInvalidDate,
                "\(text) is not a day of the calendar: \(SyntaxDecoder.explainNoSuchDay(fields, yearAsWritten: text.prefix(4)))",
                at: slot.range)
            return nil
        }
        var fixIts: [Diagnostic.FixIt] = []
        var message = "'\(text)' is not a date: write it as YYYY-MM-DD"
        if let padded = SyntaxDecoder.padded(text) {
            message += ", here \(padded)"
            fixIts.append(
                Diagnostic.FixIt(
                    message: "write \(padded)", range: slot.node.usageRange, replacement: padded, isSafe: true))
        }
        report(.calendarInvalidDate, message, at: slot.range, fixIts: fixIts)
        return nil
    }

    /// Why a `YYYY-MM-DD` text names no day ("February 2026 has 28 days").
    private static func explainNoSuchDay(_ date: (year: Int, month: Int, day: Int), yearAsWritten: Substring) -> String
    {
        guard date.year >= 1 else { return "years start at 0001" }
        guard (1...12).contains(date.month) else { return "months run from 01 to 12" }
        return
            "\(monthNames[date.month - 1]) \(yearAsWritten) has \(CalendarDate.days(inMonth: date.month, of: date.year)) days"
    }

    /// `Y-M-D` with numbers of the wrong width, zero-padded into a real `YYYY-MM-DD` day.
    private static func padded(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4,
            parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        let candidate =
            parts[0] + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
        return CalendarDate(candidate)?.description
    }
}
