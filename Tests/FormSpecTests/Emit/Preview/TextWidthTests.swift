import Testing

@testable import FormSpec

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("abc", 3), ("", 0), ("日本語", 6), ("한국어", 6), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("、。", 4),
        ("e\u{301}", 1), ("é", 1), ("😀", 2), ("👍🏽", 2), ("❤️", 2), ("🇫🇷", 2), ("👨‍👩‍👧", 2),
        ("\u{200B}", 0), ("a\u{20DD}", 1), ("Ωμέγα", 5), ("•─·", 3), ("Привет", 6), ("が", 2),
        ("か\u{3099}", 2), ("日本😀é", 7), ("\u{1100}\u{1161}", 2), ("\u{1FAFF}\u{20000}", 4),
    ])
    func measuresDisplayColumns(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func searchesSortedDisjointRanges() {
        let ranges = DisplayWidth.wideRanges
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        #expect(!DisplayWidth.isWide(0x10FF) && DisplayWidth.isWide(0x1100) && !DisplayWidth.isWide(0x1160))
        #expect(DisplayWidth.isWide(0x4E00) && DisplayWidth.isWide(0x3FFFD) && !DisplayWidth.isWide(0x3FFFE))
    }

    @Test func escapesControlCharacters() {
        #expect(PreviewText.escaped("plain text, é 日本") == "plain text, é 日本")
        #expect(PreviewText.escaped("a\tb") == "a\\tb")
        #expect(PreviewText.escaped("one\ntwo\r\nthree\rfour\u{2028}five") == "one\ntwo\nthree\nfour\nfive")
        #expect(PreviewText.escaped("\u{1B}[31m\u{0}\u{7F}\u{85}") == "\\u{1B}[31m\\u{00}\\u{7F}\\u{85}")
        #expect(PreviewText.escaped("abc\u{202E}fed\u{2066}") == "abc\\u{202E}fed\\u{2066}")
    }

    @Test func cutsAndCentresNames() {
        #expect(TextCut.centred("Mon", in: 4) == "Mon ")
        #expect(TextCut.centred("So", in: 4) == " So ")
        #expect(TextCut.centred("日", in: 4) == " 日 ")
        #expect(TextCut.centred("mercredi", in: 4) == "merc")
        #expect(TextCut.centred("周日周", in: 4) == "周日")
        #expect(TextCut.centred("日本", in: 3) == "日 ")
    }
}
