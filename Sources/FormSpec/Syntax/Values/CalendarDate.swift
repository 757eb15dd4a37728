/// A day of the proleptic Gregorian calendar as written, `YYYY-MM-DD`, with no time and no time
/// zone: `2026-03-01` is that day everywhere.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The date `text` names, or nil when it is not `YYYY-MM-DD` (year 0001 to 9999) or names no
    /// real day (`2026-02-30`, `2025-02-29`).
    package init?(_ text: String) {
        var text = text
        guard let date = text.withUTF8(CalendarDate.init(utf8:)) else { return nil }
        self = date
    }

    /// The date the UTF-8 `bytes` name, as `init(_:)` reads text.
    init?(utf8 bytes: UTF8Bytes) {
        guard let (year, month, day) = CalendarDate.fields(of: bytes),
            year >= 1, (1...12).contains(month), (1...CalendarDate.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The shape `init` reads, as a regular expression for the schemas (it does not know month lengths).
    static let pattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    /// A date known to be valid.
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The numbers of a text of the shape `YYYY-MM-DD`, whether or not they name a day.
    static func fields(of text: String) -> (year: Int, month: Int, day: Int)? {
        var text = text
        return text.withUTF8(fields(of:))
    }

    private static func fields(of bytes: UTF8Bytes) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10])
        else { return nil }
        return (year, month, day)
    }

    /// The number of days of `month` in `year`, leap years included.
    package static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The month count since year 0: consecutive months differ by one.
    package var monthIndex: Int { year * 12 + month - 1 }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`: ten bytes written in place for a year of four digits (every date a spec can
    /// name), else `paddedDescription`.
    public var description: String {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            return paddedDescription
        }
        return String(unsafeUninitializedCapacity: 10) { buffer in
            let zero = UInt8(ascii: "0")
            buffer[0] = zero + UInt8(year / 1000)
            buffer[1] = zero + UInt8(year / 100 % 10)
            buffer[2] = zero + UInt8(year / 10 % 10)
            buffer[3] = zero + UInt8(year % 10)
            buffer[4] = UInt8(ascii: "-")
            buffer[5] = zero + UInt8(month / 10)
            buffer[6] = zero + UInt8(month % 10)
            buffer[7] = UInt8(ascii: "-")
            buffer[8] = zero + UInt8(day / 10)
            buffer[9] = zero + UInt8(day % 10)
            return 10
        }
    }

    /// `YYYY-MM-DD` put together from padded numbers: the plain path of ``description``, which the
    /// tests compare it with.
    var paddedDescription: String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    private func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func number(_ digits: UTF8Bytes.SubSequence) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
