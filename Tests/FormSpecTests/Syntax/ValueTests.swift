import FormSpecTestSupport
import Testing

@testable import FormSpec

/// Dates, colours, identifiers and "did you mean", on their own.
@Suite struct ValueTests {
    /// A date's text written in place is the text put together from padded numbers, whatever the
    /// numbers (those of no real day and years past four digits included).
    @Test func aDateIsWrittenAsItsPaddedNumbers() {
        for year in [0, 1, 9, 10, 99, 100, 999, 1000, 2026, 9999, 10_000, 123_456] {
            for month in [0, 1, 9, 10, 12, 99, 100] {
                for day in [0, 1, 9, 10, 31, 99, 100] {
                    let date = CalendarDate(year: year, month: month, day: day)
                    #expect(date.description == date.paddedDescription)
                }
            }
        }
    }

    @Test(arguments: [
        ("2024-02-29", true), ("2000-02-29", true), ("2028-02-29", true), ("2025-02-29", false), ("2100-02-29", false),
        ("2026-04-30", true), ("2026-04-31", false), ("2026-12-31", true), ("2026-13-01", false), ("2026-00-10", false),
        ("0000-01-01", false), ("0001-01-01", true), ("9999-12-31", true), ("2026-1-5", false),
        ("2026-01-05T00:00", false),
        ("20260105", false), ("2026/01/05", false), ("+026-01-05", false),
    ])
    func calendarDates(text: String, isDay: Bool) {
        #expect((CalendarDate(text) != nil) == isDay)
        if isDay { #expect(CalendarDate(text)?.description == text) }
    }

    @Test func datesCompareAndCountMonthsWithoutATimeZone() throws {
        let first = try #require(CalendarDate("2026-11-30"))
        let second = try #require(CalendarDate("2027-01-01"))
        #expect(first < second)
        #expect(second.monthIndex - first.monthIndex == 2)
    }

    @Test(arguments: [
        ("#fff", "#FFFFFFFF"), ("#0A84FF", "#0A84FFFF"), ("#0a84ff80", "#0A84FF80"), ("systemBlue", "systemBlue"),
        ("systemGray6", "systemGray6"), ("clear", "clear"),
    ])
    func coloursAreCanonical(text: String, canonical: String) {
        #expect(Color(text)?.canonical == canonical)
    }

    @Test(arguments: ["#ff", "#fffff", "#fffffffff", "#GGGGGG", "blue", "SystemBlue", "", "#", "0A84FF"])
    func notColours(text: String) {
        #expect(Color(text) == nil)
    }

    @Test func wcagContrast() throws {
        let white = try #require(Color("white")?.fixedLuminance)
        let black = try #require(Color("black")?.fixedLuminance)
        #expect(Color.contrastRatio(white, black) == 21)
        #expect(Color.contrastRatio(white, white) == 1)
        let gray = try #require(Color("#777777")?.fixedLuminance)
        #expect(abs(Color.contrastRatio(gray, white) - 4.48) < 0.01)
        #expect(Color("systemBlue")?.fixedLuminance == nil)
        #expect(Color("label")?.fixedLuminance == nil)
    }

    @Test(arguments: [
        ("threestate", "threeState"), ("treeState", "threeState"), ("lable", "label"), ("chekbox", "checkbox"),
        ("Checkbox", "checkbox"), ("horizontl", "horizontal"), ("systemblu", "systemBlue"), ("colour", "color"),
    ])
    func suggestionsForCloseWords(typed: String, meant: String) {
        let candidates = ["label", "threeState", "checkbox", "horizontal", "vertical", "systemBlue", "color", "colors"]
        #expect(Suggestion.closest(to: typed, among: candidates) == meant)
    }

    @Test func noSuggestionForFarWords() {
        #expect(Suggestion.closest(to: "banana", among: ["label", "threeState"]) == nil)
        #expect(Suggestion.closest(to: "x", among: ["id", "label"]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "a", count: 10_000), among: ["a"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["a"]) == nil)
    }

    @Test func transpositionsCostOne() {
        #expect(Suggestion.distance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(Suggestion.distance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }

    @Test func aBoundedDistanceIsExactUpToItsBound() {
        var random = SeededGenerator(seed: 11)
        let alphabet = Array("abcab".unicodeScalars)
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let exact = Suggestion.distance(a, b)
            #expect(exact == SuggestionWorkTests.fullDistance(a, b), "\(a) \(b)")
            for limit in 0...4 {
                let bounded = Suggestion.distance(a, b, limit: limit)
                #expect(exact <= limit ? bounded == exact : bounded > limit, "\(a) \(b) within \(limit)")
            }
        }
    }

    @Test(
        arguments: [
            ("accept terms", "accept-terms"), ("2fast", "fast"), ("über-form", "ber-form"), ("a  b!", "a-b"),
            ("123", nil),
            ("ok", "ok"),
        ] as [(String, String?)])
    func identifiersAreCorrected(text: String, corrected: String?) {
        #expect(Identifier.corrected(text) == corrected)
    }

    @Test(
        arguments: [
            ("en_US", "en_US"), ("en-GB", "en_GB"), ("de", "de"), ("zh-Hant_TW", "zh_Hant_TW"), ("en-12", "en_12"),
            ("fil", "fil"), ("e", nil), ("engl", nil), ("en_", nil), ("_US", nil), ("en__US", nil), ("en-U", nil),
            ("en-123456789", nil), ("é", nil), ("12", nil), ("en US", nil), ("", nil),
        ] as [(String, String?)])
    func localesAreNormalized(text: String, locale: String?) {
        #expect(SyntaxDecoder.normalizedLocale(text) == locale)
    }

    @Test func identifierPattern() {
        #expect(Identifier.isValid("event-signup.v2_b"))
        #expect(!Identifier.isValid("-x"))
        #expect(Identifier.isValid(String(repeating: "a", count: 64)))
        #expect(!Identifier.isValid(String(repeating: "a", count: 65)))
        #expect(!Identifier.isValid("é"))
    }
}
