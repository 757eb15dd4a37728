/// The canonical text of a double: the shortest decimal that reads back as the same double, in
/// the layout of ECMAScript's Number-to-String, which RFC 8785 (JCS) adopts for JSON.
enum JSONNumber {
    /// `30`, `-0.5`, `0.30000000000000004`, `1e-7`, `1e+21`; `null` for a non-finite value.
    static func text(of value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.magnitude < 0x1p53, isIntegral(value) {
            return String(Int64(value))
        }
        let (digits, pointPosition) = shortestDigits(of: value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + layout(digits: digits, pointPosition: pointPosition)
    }

    /// Whether a finite `value` has no fraction: its significand has no more bits after the
    /// binary point than its exponent shifts out. (Checked on the bits: `rounded()` would need
    /// the C math library, which not every product links.)
    private static func isIntegral(_ value: Double) -> Bool {
        value == 0 || value.exponent >= value.significandWidth
    }

    /// The significant decimal digits of a positive finite `value` (no leading or trailing
    /// zeros) and where the decimal point goes: the value is `0.DIGITS × 10^pointPosition`.
    /// Swift's `description` already prints the shortest round-trip digits; this reads them back.
    private static func shortestDigits(of value: Double) -> (digits: [Character], pointPosition: Int) {
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        var digits: [Character] = []
        var integerDigitCount: Int?
        for character in parts[0] {
            if character == "." {
                integerDigitCount = digits.count
            } else {
                digits.append(character)
            }
        }
        var pointPosition = (integerDigitCount ?? digits.count) + exponent
        let leadingZeros = digits.prefix { $0 == "0" }.count
        digits.removeFirst(leadingZeros)
        pointPosition -= leadingZeros
        while digits.last == "0" { digits.removeLast() }
        return (digits, pointPosition)
    }

    /// ECMAScript's layout: plain digits while the point is within 21 places of the first digit
    /// and no more than 6 zeros follow the point, otherwise `d.ddde±x`.
    private static func layout(digits: [Character], pointPosition: Int) -> String {
        let count = digits.count
        if count <= pointPosition, pointPosition <= 21 {
            return String(digits) + String(repeating: "0", count: pointPosition - count)
        }
        if 0 < pointPosition, pointPosition <= 21 {
            return String(digits[..<pointPosition]) + "." + String(digits[pointPosition...])
        }
        if -6 < pointPosition, pointPosition <= 0 {
            return "0." + String(repeating: "0", count: -pointPosition) + String(digits)
        }
        let exponent = pointPosition - 1
        let mantissa = count == 1 ? String(digits) : String(digits[0]) + "." + String(digits[1...])
        return mantissa + (exponent < 0 ? "e-" : "e+") + String(exponent.magnitude)
    }
}
