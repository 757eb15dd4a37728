import FormSpecYAML
import Testing

@testable import FormSpec

/// The pieces of the visual preview that the goldens do not show one by one: escaping, the
/// markup drawn once and copied (equal to drawing it each time), where diagnostics go, and the
/// direction of a locale.
@Suite struct VisualPreviewTests {
    private func written(_ write: (inout HTMLWriter) -> Void) -> String {
        var writer = HTMLWriter(into: OutputBuffer())
        write(&writer)
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }

    @Test func textAndAttributesAreEscaped() {
        #expect(
            written { $0.element("p", ["title": "a \"b\" <c>"], text: "Tom & Jerry's <b>") }
                == "<p title=\"a &quot;b&quot; &lt;c&gt;\">Tom &amp; Jerry&#39;s &lt;b&gt;</p>\n")
    }

    @Test func controlAndBidirectionalCharactersAreShownAsEscapesAndNoncharactersReplaced() {
        // Escape, DEL, NEL, the bidirectional controls (as the text preview shows them), and three
        // noncharacters (which a Swift literal cannot hold), in text and in attributes.
        let hidden = [0x1B, 0x7F, 0x85, 0x202E, 0x2066, 0x2069, 0xFDD0, 0xFFFE, 0x10FFFF].map {
            String(Character(Unicode.Scalar($0)!))
        }
        let text = "a" + hidden.joined(separator: "-") + "\tb"
        let shown = #"a\u{1B}-\u{7F}-\u{85}-\u{202E}-\u{2066}-\u{2069}-"# + "\u{FFFD}-\u{FFFD}-\u{FFFD}\tb"
        #expect(written { $0.text(text) } == shown + "\n")
        #expect(written { $0.empty("img", ["alt": text]) } == "<img alt=\"\(shown)\">\n")
        // The marks right-to-left text uses are kept.
        #expect(written { $0.text("\u{5E9}\u{200F}1") } == "\u{5E9}\u{200F}1\n")
        // Non-ASCII text goes the slow way, plain ASCII the fast one: the same result either way.
        #expect(written { $0.text("Zoë & Ünal") } == "Zoë &amp; Ünal\n")
        #expect(written { $0.text("plain text, no escapes") } == "plain text, no escapes\n")
    }

    @Test func dayCellsDrawnOnceEqualDayCellsDrawnEachTime() {
        for state in DayCell.allCases {
            for day in 1...31 {
                let plain = written { CalendarDefinition.dayCell(state, day: day, into: &$0) }
                #expect(CalendarDefinition.dayCells[state.rawValue][day] == Array(plain.utf8))
            }
        }
    }

    @Test func sparkBoxesAndRingsDrawnOnceEqualDrawingEachTime() {
        for (stateIndex, state) in SparkCheckboxState.allCases.enumerated() {
            for (intentIndex, intent) in [SelectionIntent.basic, .error].enumerated() {
                var page = PreviewPage()
                SparkCheckboxDefinition.drawBox(state, intent: intent, into: &page)
                #expect(SparkCheckboxDefinition.boxes[stateIndex][intentIndex] == page.writer.output.bytes)
                var copied = PreviewPage()
                SparkCheckboxDefinition.box(state, intent: intent, into: &copied)
                #expect(copied.writer.output.bytes == page.writer.output.bytes)
            }
        }
        for selected in [false, true] {
            for intent in [SelectionIntent.basic, .error] {
                var drawn = PreviewPage()
                RadioButtonDefinition.drawCircle(selected: selected, intent: intent, into: &drawn)
                var copied = PreviewPage()
                RadioButtonDefinition.circle(selected: selected, intent: intent, into: &copied)
                #expect(copied.writer.output.bytes == drawn.writer.output.bytes)
            }
        }
    }

    @Test func cachedMarkupIsDrawnOnceAndCopiedAfter() {
        var page = PreviewPage()
        var draws = 0
        for _ in 0..<3 {
            page.cached("key") {
                draws += 1
                $0.writer.text("piece")
            }
        }
        page.cached("other key") { $0.writer.text("other") }
        #expect(draws == 1)
        #expect(String(decoding: page.writer.output.bytes, as: UTF8.self) == "piece\npiece\npiece\nother\n")
    }

    @Test func aDiagnosticGoesToTheControlItStartsIn() {
        func range(_ start: Int, _ end: Int) -> SourceRange {
            SourceRange(
                start: SourceLocation(line: 1, column: start + 1, offset: start),
                end: SourceLocation(line: 1, column: end + 1, offset: end))
        }
        let controls = [range(10, 20), range(20, 35), range(40, 50)]
        #expect(PreviewDraft.control(containing: 9, in: controls) == nil)
        #expect(PreviewDraft.control(containing: 10, in: controls) == 0)
        #expect(PreviewDraft.control(containing: 20, in: controls) == 1)
        #expect(PreviewDraft.control(containing: 36, in: controls) == nil)
        #expect(PreviewDraft.control(containing: 49, in: controls) == 2)
        #expect(PreviewDraft.control(containing: 50, in: controls) == nil)
        #expect(PreviewDraft.control(containing: 0, in: []) == nil)
    }

    @Test func numbersInTheStyleAreWrittenAsJSONWritesThem() {
        // `text` takes a shortcut for whole numbers; it must say what `append` says.
        for value in [0, -0.0, 1, 18, 25, 30.0, 0.4, 0.05, 1e-7, 1e21, 123_456_789_012, -3, 0x1p53, 0x1p60] {
            var output = OutputBuffer()
            JSONNumber.append(value, to: &output)
            #expect(JSONNumber.text(value) == String(decoding: output.bytes, as: UTF8.self), "\(value)")
        }
    }

    @Test func rightToLeftLocalesAndLanguageTags() {
        #expect(
            TextDirection.of("he_IL") == "rtl" && TextDirection.of("ar") == "rtl" && TextDirection.of("fa_IR") == "rtl")
        #expect(
            TextDirection.of("en_US") == "ltr" && TextDirection.of("current") == "ltr"
                && TextDirection.of("ja_JP") == "ltr")
        #expect(TextDirection.languageTag("pt_BR") == "pt-BR" && TextDirection.languageTag("current") == "und")
    }

    @Test func weekdayNamesAreShortEnoughForAColumn() {
        let short = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        #expect(
            CalendarNames.weekdayNames([short, ["S", "M", "T", "W", "T", "F", "S"]]) == [
                "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun",
            ])
        let hebrew = ["יום א׳", "יום ב׳", "יום ג׳", "יום ד׳", "יום ה׳", "יום ו׳", "שבת"]
        #expect(CalendarNames.weekdayNames([hebrew, ["א׳", "ב׳", "ג׳", "ד׳", "ה׳", "ו׳", "ש׳"]]).first == "ב׳")
    }
}
