import Foundation
import Testing

@testable import FormSpec

/// The diff page (`formspec diff --format html`) from a hand-made list of changes between the two
/// versions of `Goldens/diff-page`: its bytes, its drawings (the preview's own), its escaping and
/// its bounds. The browser test (Tests/Browser) loads the golden page.
@Suite struct DiffPageTests {
    /// The model of the spec `Goldens/diff-page/NAME`, which compiles without errors.
    static func form(_ name: String) throws -> FormModel {
        let url = goldensDirectory.appendingPathComponent("diff-page/\(name)")
        let source = SourceFile(name: name, bytes: Array(try Data(contentsOf: url)))
        return try #require(Compiler().compile(source).form)
    }

    /// The control `id` of `form`, with the form.
    static func side(_ form: FormModel, _ id: String) throws -> DiffPageChange.Side {
        DiffPageChange.Side(form: form, control: try #require(form.controls.first { $0.id == id }))
    }

    /// The changes from `old.form.yaml` to `new.form.yaml`, one of each kind: removed, changed in
    /// behaviour, changed in looks, added, and a change of the form itself (no control).
    static func changes() throws -> [DiffPageChange] {
        let (old, new) = (try form("old.form.yaml"), try form("new.form.yaml"))
        return [
            DiffPageChange(
                heading: "visit", changeClass: .breaking, lines: ["calendar removed"], before: try side(old, "visit"),
                after: nil),
            DiffPageChange(
                heading: "newsletter", changeClass: .behavior, lines: ["state: off → on"],
                before: try side(old, "newsletter"), after: try side(new, "newsletter")),
            DiffPageChange(
                heading: "topics", changeClass: .behavior, lines: ["checkboxGroup added"], before: nil,
                after: try side(new, "topics")),
            DiffPageChange(
                heading: "terms", changeClass: .cosmetic,
                lines: [
                    "label: I accept the terms → I accept the terms and conditions", "tint: systemBlue → systemGreen",
                ],
                before: try side(old, "terms"), after: try side(new, "terms")),
            DiffPageChange(
                heading: "the form", changeClass: .cosmetic, lines: ["title: Sign up → Join us"], before: nil,
                after: nil),
        ]
    }

    /// The counts of a diff that found the changes `sections` list: each line one change of its
    /// section's class.
    static func counts(of sections: [DiffPageChange]) -> ChangeCounts {
        sections.reduce(into: ChangeCounts()) { $0[$1.changeClass] += $1.lines.count }
    }

    private func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    /// The markup between `start` and the first `</figure>` after it.
    private func figure(_ start: String, in page: String) throws -> Substring {
        let opening = try #require(page.range(of: start))
        let end = try #require(page.range(of: "</figure>", range: opening.upperBound..<page.endIndex))
        return page[opening.upperBound..<end.lowerBound]
    }

    @Test func thePageOfAFewChangesIsItsGolden() throws {
        let page = DiffPage.html(
            try Self.changes(), counts: Self.counts(of: try Self.changes()), old: "old.form.yaml", new: "new.form.yaml")
        assertGolden(page, path: "diff-page/expected.html")
    }

    @Test func eachSideIsDrawnInBothAppearancesAsThePreviewDrawsIt() throws {
        let changes = try Self.changes()
        let page = DiffPage.html(changes, counts: Self.counts(of: changes), old: "old.form.yaml", new: "new.form.yaml")
        #expect(page.contains("<p class=\"summary\">6 changes: 1 breaking, 2 behavior, 3 cosmetic.</p>"))
        // Removed: before only; added: after only; changed: both; the form's own change: neither.
        for id in ["before-1", "before-2", "after-2", "after-3", "before-4", "after-4"] {
            #expect(count("<figure class=\"control light\" id=\"light-\(id)\">", in: page) == 1, "\(id)")
            #expect(count("<figure class=\"control dark\" id=\"dark-\(id)\">", in: page) == 1, "\(id)")
        }
        #expect(!page.contains("id=\"light-after-1\"") && !page.contains("id=\"light-before-3\""))
        #expect(!page.contains("before-5\"") && !page.contains("after-5\""))
        #expect(page.contains("Added: the old version has no such control.") && page.contains("Removed: the new"))
        // A side's figure is the preview's figure of the same control, to the byte.
        let preview = try #require(
            Compiler().compile(
                SourceFile(
                    name: "new.form.yaml",
                    bytes: Array(
                        try Data(contentsOf: goldensDirectory.appendingPathComponent("diff-page/new.form.yaml"))))
            ).previewDraft
        ).html(spec: "new.form.yaml")
        for (number, id) in [(1, "after-2"), (2, "after-4"), (3, "after-3")] {
            for appearance in ["light", "dark"] {
                #expect(
                    try figure("id=\"\(appearance)-\(id)\">", in: page)
                        == figure("id=\"\(appearance)-\(number)\">", in: preview))
            }
        }
    }

    @Test func theSameChangesGiveTheSameBytes() throws {
        let changes = try Self.changes()
        #expect(
            DiffPage.html(changes, counts: Self.counts(of: changes), old: "a", new: "b")
                == DiffPage.html(changes, counts: Self.counts(of: changes), old: "a", new: "b"))
        var streamed = OutputBuffer()
        DiffPage.write(changes, counts: Self.counts(of: changes), old: "a", new: "b", into: &streamed)
        #expect(
            String(decoding: streamed.bytes, as: UTF8.self)
                == DiffPage.html(changes, counts: Self.counts(of: changes), old: "a", new: "b"))
    }

    @Test func noChangeSaysSo() {
        let page = DiffPage.html([], counts: Self.counts(of: []), old: "a.form.yaml", new: "b.form.yaml")
        #expect(page.contains("<p class=\"summary\">No change.</p>"))
        #expect(page.contains("No change: both versions make the same form."))
        #expect(!page.contains("<section class=\"change"))
    }

    @Test func hostileTextIsEscapedEverywhere() throws {
        let hostile = "</style><script>alert('x')</script>\u{202E}"
        let spec = """
            formspec: 1
            id: hostile
            controls:
              - type: toggle
                id: t
                label: "\(hostile)"
            """
        let form = try #require(Compiler().compile(SourceFile(name: "h.yaml", bytes: Array(spec.utf8))).form)
        let side = DiffPageChange.Side(form: form, control: form.controls[0])
        let change = DiffPageChange(
            heading: hostile, changeClass: .cosmetic, lines: [hostile], before: side, after: side)
        let page = DiffPage.html([change], counts: Self.counts(of: [change]), old: hostile, new: hostile)
        #expect(!page.contains("<script"))
        #expect(count("</style>", in: page) == 1)
        #expect(!page.contains("\u{202E}"))
        #expect(page.contains("&lt;/style&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;\\u{202E}"))
    }

    @Test func aHundredThousandChangesDrawTwoHundredAndCountTheRest() throws {
        let new = try Self.form("new.form.yaml")
        let side = try Self.side(new, "newsletter")
        let classes = ChangeClass.allCases
        let changes = (0..<100_000).map { index in
            DiffPageChange(
                heading: "newsletter-\(index)", changeClass: classes[index % 3], lines: ["state: off → on"],
                before: side, after: side)
        }
        let page = DiffPage.html(changes, counts: Self.counts(of: changes), old: "old.form.yaml", new: "new.form.yaml")
        #expect(count("<section class=\"change ", in: page) == DiffPage.maxDrawnChanges)
        #expect(
            page.contains("<p class=\"summary\">100000 changes: 33334 breaking, 33333 behavior, 33333 cosmetic.</p>"))
        #expect(
            page.contains(
                "Not drawn: the changes of 99800 more controls. The page draws at most 200;"
            ))
        #expect(page.utf8.count < 2_000_000)
    }

    @Test func aChangeListsItsFirstFiftyLines() {
        let lines = (1...100_000).map { "item \($0): label changed" }
        let change = DiffPageChange(heading: "group", changeClass: .cosmetic, lines: lines, before: nil, after: nil)
        let page = DiffPage.html([change], counts: Self.counts(of: [change]), old: "a", new: "b")
        #expect(count("label changed</li>", in: page) == DiffPage.maxLines)
        #expect(page.contains("<li class=\"more\">and 99950 more</li>"))
    }
}
