import FormSpecYAML

/// Identifiers (`^[A-Za-z][A-Za-z0-9_.-]*$`, at most 64 characters) and locales.
extension SyntaxDecoder {
    static let maximumIdentifierLength = 64

    /// An identifier; `spec.invalid-id` with a corrected spelling as the fix-it when it breaks the pattern.
    mutating func identifier(_ slot: Slot) -> Located<String>? {
        if let text = slot.node.stringBytes, Identifier.isValid(utf8: text) {
            return slot.located(String(decoding: text, as: UTF8.self))
        }
        guard let scalar = slot.node.scalar, slot.node.resolved != .null else {
            return mismatch(slot, expected: "an identifier")
        }
        if Identifier.isValid(scalar.text) {
            return mismatch(
                slot, expected: "an identifier", fix: "\"\(scalar.text)\"", fixMessage: "quote it to make it text")
        }
        var message =
            "'\(scalar.text)' is not an identifier: an identifier starts with a letter and holds only letters, digits, '_', '.' and '-', at most \(SyntaxDecoder.maximumIdentifierLength) characters"
        var fixIts: [Diagnostic.FixIt] = []
        if let corrected = Identifier.corrected(scalar.text) {
            message += "; did you mean '\(corrected)'?"
            fixIts.append(
                Diagnostic.FixIt(
                    message: "write '\(corrected)'", range: slot.node.usageRange, replacement: corrected, isSafe: false)
            )
        }
        report(.specInvalidID, message, at: slot.range, fixIts: fixIts)
        return nil
    }

    /// What `locale` accepts, as a regular expression for the input schema: a locale, or
    /// `current` (the device's, at run time).
    static let localePattern = "^(current|[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*)$"

    /// The word for the device's locale, which only the app knows at run time.
    static let currentLocale = "current"

    /// A locale such as `en_US`, `de` or `en-GB`, normalized to `_`, or `current`.
    mutating func locale(_ slot: Slot) -> Located<String>? {
        guard let text = string(slot) else { return nil }
        if text.value == SyntaxDecoder.currentLocale { return text }
        guard let locale = SyntaxDecoder.normalizedLocale(text.value) else {
            var message =
                "'\(text.value)' is not a locale: write a language code and an optional region, such as 'en_US', 'fr_FR', 'de' or 'en-GB', or 'current' for the device's"
            // `currnt`, `Current`: the word, misspelt.
            let fix = Suggestion.fixIt(
                replacing: slot.node.usageRange, text.value, among: [SyntaxDecoder.currentLocale], isSafe: true)
            if fix != nil { message += "; did you mean 'current'?" }
            report(.specInvalidValue, message, at: slot.range, fixIts: fix.map { [$0] } ?? [])
            return nil
        }
        return Located(locale, place: text.place, keyPlace: text.keyPlace)
    }

    /// `text` with `_` between its parts when it is a locale (`localePattern`), else nil.
    static func normalizedLocale(_ text: String) -> String? {
        var partCount = 0
        var partLength = 0
        /// Whether the part just read is as long as it may be: 2 or 3 letters for the language,
        /// 2 to 8 letters or digits for each part after it.
        func partFits() -> Bool {
            partCount == 0 ? (2...3).contains(partLength) : (2...8).contains(partLength)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "_"), UInt8(ascii: "-"):
                guard partFits() else { return nil }
                partCount += 1
                partLength = 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                partLength += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where partCount > 0:
                partLength += 1
            default:
                return nil
            }
        }
        guard partFits() else { return nil }
        return text.utf8.contains(UInt8(ascii: "-")) ? String(text.map { $0 == "-" ? "_" : $0 }) : text
    }
}

/// The identifier pattern.
package enum Identifier {
    /// What `isValid` accepts, as a regular expression for the schemas.
    package static let pattern = "^[A-Za-z][A-Za-z0-9_.-]*$"

    package static func isValid(_ text: String) -> Bool {
        isValid(utf8: text.utf8)
    }

    /// Whether the UTF-8 `bytes` are an identifier.
    static func isValid(utf8 bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first), bytes.count <= SyntaxDecoder.maximumIdentifierLength else {
            return false
        }
        return bytes.allSatisfy(isIdentifierByte)
    }

    /// `text` made into an identifier, when that keeps something of it: runs of other characters
    /// become `-`, and what comes before the first letter goes (`accept terms` → `accept-terms`).
    static func corrected(_ text: String) -> String? {
        var result = ""
        for byte in text.utf8.drop(while: { !isLetter($0) }) {
            if isIdentifierByte(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        result = String(result.prefix(SyntaxDecoder.maximumIdentifierLength))
        return isValid(result) ? result : nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
