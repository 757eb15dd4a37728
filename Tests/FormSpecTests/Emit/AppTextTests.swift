import Testing

@testable import FormSpec

/// RVS_Checkbox and RVS_CalendarInput draw no label, and Spark's groups no title or label: the
/// app shows those texts beside the component. The previews mark them as the app's own, so that
/// a designer does not take them for the component's; the texts Spark's controls draw (their
/// labels, the groups' items) are not marked.
@Suite struct AppTextTests {
    static let source = SourceFile(
        name: "texts.form.yaml",
        bytes: Array(
            """
            formspec: 1
            id: texts
            controls:
              - {type: checkbox, id: box, label: Box text}
              - {type: toggle, id: switch, label: Switch text}
              - {type: sparkCheckbox, id: spark, label: Spark text}
              - {type: radioButton, id: radio, label: Radio text}
              - {type: checkboxGroup, id: group, label: Group label, title: Group title, items: [{id: a, label: Item text}]}
              - {type: calendar, id: trip, label: Calendar text, dates: [2026-03-02]}

            """.utf8))

    @Test func thePageFramesTheTextsTheComponentsDoNotDraw() throws {
        let compilation = Compiler().compile(Self.source)
        let page = try #require(compilation.previewDraft).html(spec: Self.source.name)
        for text in ["Box text", "Group label", "Group title", "Calendar text"] {
            let framed =
                "<span class=\"app-text\">\n<span class=\"\(text == "Group title" ? "title" : "label")\">\(text)</span>\n"
                + "<span class=\"tag\">app text</span>\n</span>\n"
            #expect(page.components(separatedBy: framed).count - 1 == 2, "\(text), in light and dark")
        }
        for text in ["Switch text", "Spark text", "Radio text", "Item text"] {
            #expect(page.components(separatedBy: "<span class=\"label\">\(text)</span>\n<").count - 1 == 2, "\(text)")
            #expect(!page.contains("<span class=\"app-text\">\n<span class=\"label\">\(text)"), "\(text)")
        }
        // The header explains the mark, with a sample of it.
        #expect(
            page.contains(
                "<p class=\"note\">\n<span class=\"app-text\">\n<span class=\"sample\">Text</span>\n<span class=\"tag\">app text</span>\n"
                    + "</span>\nmarks text the component does not draw: the app shows it beside the component (the label of an RVS_Checkbox or"
            ))
    }

    @Test func theTextPreviewSaysACheckboxLabelIsTheAppsText() throws {
        let preview = try #require(Compiler().compile(Self.source).form).preview()
        #expect(preview.contains("\n  [ ] Box text (app text)\n"))
        #expect(preview.contains("\n  [off] Switch text\n"))
        #expect(preview.contains("\n  [ ] Spark text\n"))
    }
}
