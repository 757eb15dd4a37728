/// The canonical text of a double: the shortest decimal that reads back as the same double, in
/// the layout of ECMAScript's Number-to-String, which RFC 8785 (JCS) adopts for JSON.
enum JSONNumber {
    /// The number as JSON writes it (``append(_:to:)``): `30`, `0.4`, `1e-7`.
    static func text(_ value: Double) -> String {
        if value.magnitude < 0x1p53, isIntegral(value) { return String(Int(value)) }
        var output = OutputBuffer()
        append(value, to: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Appends `30`, `-0.5`, `0.30000000000000004`, `1e-7`, `1e+21`; `null` for a non-finite value.
    static func append(_ value: Double, to output: inout OutputBuffer) {
        guard value.isFinite else { return output.append("null" as StaticString) }
        if value.magnitude < 0x1p53, isIntegral(value) {
            return output.appendDecimal(Int(value))
        }
        if value < 0 { output.append(UInt8(ascii: "-")) }
        let (digits, pointPosition) = shortestDigits(of: value.magnitude)
        appendLayout(digits: digits, pointPosition: pointPosition, to: &output)
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
    private static func shortestDigits(of value: Double) -> (digits: ArraySlice<UInt8>, pointPosition: Int) {
        let text = Array(value.description.utf8)
        let exponentStart = text.firstIndex(of: UInt8(ascii: "e"))
        let exponent = exponentStart.map { Int(String(decoding: text[($0 + 1)...], as: UTF8.self)) ?? 0 } ?? 0
        let mantissa = text[..<(exponentStart ?? text.endIndex)]
        var digits = ArraySlice(mantissa.filter { $0 != UInt8(ascii: ".") })
        let integerDigitCount = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? digits.count
        let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
        digits.removeFirst(leadingZeros)
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return (digits, integerDigitCount + exponent - leadingZeros)
    }

    /// ECMAScript's layout: plain digits while the point is within 21 places of the first digit
    /// and no more than 6 zeros follow the point, otherwise `d.ddde±x`.
    private static func appendLayout(digits: ArraySlice<UInt8>, pointPosition: Int, to output: inout OutputBuffer) {
        let count = digits.count
        if count <= pointPosition, pointPosition <= 21 {
            output.append(digits)
            output.append(repeatElement(UInt8(ascii: "0"), count: pointPosition - count))
        } else if 0 < pointPosition, pointPosition <= 21 {
            output.append(digits.prefix(pointPosition))
            output.append(UInt8(ascii: "."))
            output.append(digits.dropFirst(pointPosition))
        } else if -6 < pointPosition, pointPosition <= 0 {
            output.append("0." as StaticString)
            output.append(repeatElement(UInt8(ascii: "0"), count: -pointPosition))
            output.append(digits)
        } else {
            let exponent = pointPosition - 1
            output.append(digits.prefix(1))
            if count > 1 {
                output.append(UInt8(ascii: "."))
                output.append(digits.dropFirst())
            }
            output.append(exponent < 0 ? "e-" as StaticString : "e+")
            output.appendDecimal(abs(exponent))
        }
    }
}
