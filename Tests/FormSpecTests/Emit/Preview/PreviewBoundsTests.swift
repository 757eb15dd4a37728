import Testing

@testable import FormSpec

/// A calendar of a hundred years is one line of spec; drawn whole, a thousand of them made a
/// page of 2.48 GB. Both previews draw the first 24 months of a calendar and 240 in all, and
/// summarise the rest.
@Suite struct PreviewBoundsTests {
    /// A spec of `count` calendars, each one line of 1,200 months with two listed dates.
    static func centuries(_ count: Int) -> SourceFile {
        let lines = (1...count).map {
            "  - {type: calendar, id: calendar-\($0), label: A hundred years of days to pick, dates: [2026-01-01, 2125-12-31]}\n"
        }
        return SourceFile(
            name: "centuries.form.yaml", bytes: Array(("formspec: 1\nid: centuries\ncontrols:\n" + lines.joined()).utf8)
        )
    }

    /// The text preview and the visual page of `source`.
    static func previews(_ source: SourceFile) throws -> (text: String, page: String) {
        let compilation = Compiler().compile(source)
        let form = try #require(compilation.form)
        return (form.preview(), try #require(compilation.previewDraft).html(spec: source.name))
    }

    private func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    @Test func aCalendarDrawsItsFirstTwoYearsAndSaysWhatItLeavesOut() throws {
        let (text, page) = try Self.previews(Self.centuries(1))
        #expect(text.contains("shown: 1200 months, 2026-01 to 2125-12"))
        #expect(count("Sun  Mon  Tue", in: text) == 24)
        #expect(
            text.contains(
                "\n  Not drawn: 1176 more months, from 2028-01 to 2125-12 (1 listed date); a\n  preview draws at most 24 months of a calendar, 240 in all.\n"
            ))
        #expect(count("legend:", in: text) == 1)
        // A page draws each control twice, light and dark.
        #expect(count("<div class=\"days\"", in: page) == 2 * 24)
        #expect(
            count(
                "<p class=\"not-drawn\">Not drawn: 1176 more months, from 2028-01 to 2125-12 (1 listed date); a preview draws at most 24 months of a calendar, 240 in all.</p>",
                in: page) == 2)
    }

    @Test func aPreviewDrawsTwoHundredFortyMonthsInAll() throws {
        let (text, page) = try Self.previews(Self.centuries(11))
        #expect(count("Sun  Mon  Tue", in: text) == 240)
        #expect(count("<div class=\"days\"", in: page) == 2 * 240)
        // The eleventh calendar draws none (and no legend): it is summarised whole.
        let last = try #require(text.components(separatedBy: "calendar calendar-11\n").last)
        #expect(last.contains("Not drawn: 1200 months, from 2026-01 to 2125-12 (2 listed dates);"))
        #expect(!last.contains("legend:"))
        #expect(count("Not drawn: 1200 months", in: page) == 2)
        #expect(count("<p class=\"legend\">", in: page) == 2 * 10)
    }

    /// A thousand one-line calendars of a hundred years, a spec of 107 KB: its previews stay in
    /// proportion to it (drawn whole, the page was 2.48 GB, the text preview hundreds of MB).
    @Test func aThousandCenturiesMakePreviewsInProportionToTheirSpec() throws {
        let source = Self.centuries(1_000)
        let (text, page) = try Self.previews(source)
        #expect(source.bytes.count > 107_000)
        #expect(count("Sun  Mon  Tue", in: text) == 240)
        #expect(text.utf8.count <= 10 * source.bytes.count, "\(text.utf8.count) bytes of text preview")
        #expect(page.utf8.count <= 40 * source.bytes.count, "\(page.utf8.count) bytes of page")
        print(
            "a spec of \(source.bytes.count) bytes: a text preview of \(text.utf8.count), a page of \(page.utf8.count)")
    }
}
