import Testing

@testable import FormSpec

@Suite struct PreviewLayoutTests {
    /// A form with every control, long text, CJK text, emoji and control characters.
    static let stressSpec = """
        formspec: 1
        id: stress
        title: "\(String(repeating: "A very long title ", count: 10))"
        locale: ja_JP
        controls:
          - type: checkbox
            id: \(String(repeating: "x", count: 64))
            enabled: false
            label: "\(String(repeating: "word ", count: 60))"
            accessibilityLabel: "\(String(repeating: "日本語のラベル", count: 20))"
            images: {on: "\(String(repeating: "on-image-", count: 12))", off: off}
          - type: toggle
            id: t
            label: "tab\\there, line one\\nline two\\r\\nescape \\u001B[31m 😀👍🏽🇫🇷 \(String(repeating: "ｶﾀｶﾅ漢字", count: 12))"
          - type: radioGroup
            id: \(String(repeating: "r", count: 64))
            enabled: false
            title: "\(String(repeating: "長い題名", count: 30))"
            items:
              - {id: \(String(repeating: "i", count: 64)), label: "\(String(repeating: "한국어 ", count: 30))"}
          - type: calendar
            id: c
            label: "\(String(repeating: "x", count: 200))"
            dates: [2026-01-01, {date: 2026-12-31, selected: true}]
        """

    @Test func keepsEveryLineWithin80Columns() throws {
        let form = try #require(PreviewFixtures.form(Self.stressSpec))
        for ascii in [false, true] {
            for line in form.preview(ascii: ascii).split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(DisplayWidth.of(String(line)) <= 80, "\(line)")
                #expect(!line.hasSuffix(" "), "\(line)")
            }
        }
    }

    @Test func wrapsLongLabelsWithAHangingIndent() {
        let label = (1...60).map { "word\($0)" }.joined(separator: " ")
        let blocks = PreviewFixtures.blocks("  - {type: toggle, id: t, label: \"\(label)\"}\n")
        #expect(
            blocks == """
                toggle t
                  [off] word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11
                        word12 word13 word14 word15 word16 word17 word18 word19 word20 word21
                        word22 word23 word24 word25 word26 word27 word28 word29 word30 word31
                        word32 word33 word34 word35 word36 word37 word38 word39 word40 word41
                        word42 word43 word44 word45 word46 word47 word48 word49 word50 word51
                        word52 word53 word54 word55 word56 word57 word58 word59 word60

                """)
    }

    @Test func wrapsWideTextByItsColumnsAndCutsLongWords() {
        let blocks = PreviewFixtures.blocks(
            """
              - type: checkboxGroup
                id: g
                title: "\(String(repeating: "漢字", count: 25))"
                items: [{id: a, label: "\(String(repeating: "x", count: 100))"}]
            """)
        #expect(
            blocks == """
                checkboxGroup g
                  title: 漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢
                         字漢字漢字漢字漢字漢字漢字漢字
                  axis: vertical · intent: basic
                  [ ] a: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
                      xxxxxxxxxxxxxxxxxxxxxxxxxxxxx

                """)
    }

    @Test func keepsControlCharactersFromBreakingTheLayout() {
        let blocks = PreviewFixtures.blocks(
            """
              - {type: toggle, id: t, label: "one\\ttab\\nline two\\r\\nline three\\u001B[0m \\u202Eevil"}
            """)
        #expect(
            blocks == """
                toggle t
                  [off] one\\ttab
                        line two
                        line three\\u{1B}[0m \\u{202E}evil

                """)
    }

    @Test func asciiModeWritesOnlyASCIIOutsideTheSpecText() throws {
        let form = try #require(
            PreviewFixtures.form(
                """
                formspec: 1
                id: f
                controls:
                  - {type: radioGroup, id: r, title: T, selected: a, items: [{id: a, label: A}, {id: b, label: B}]}
                  - {type: checkbox, id: c, label: C, threeState: true, state: clear}
                  - {type: calendar, id: k, label: K, dates: [2026-12-31, {date: 2027-01-01, selected: true}]}
                """))
        let ascii = form.preview(ascii: true)
        #expect(ascii.utf8.allSatisfy { $0 < 0x80 })
        #expect(ascii.contains("  (*) a: A\n  ( ) b: B\n"))
        #expect(ascii.contains("  state: clear | three-state\n"))
        #expect(ascii.contains("  -------------- 2027 --------------\n"))
        #expect(ascii.contains("  legend:  12  disabled | [12] enabled | <12> selected | (12) selected, disabled\n"))
        let unicode = form.preview()
        #expect(unicode.contains("  (•) a: A\n"))
        #expect(unicode.contains("  ────────────── 2027 ──────────────\n"))
    }

    @Test func asciiModePrintsTheSpecTextAndTheLocaleNamesAsTheyAre() throws {
        let form = try #require(
            PreviewFixtures.form(
                """
                formspec: 1
                id: f
                title: Déjà vu 日本
                locale: fr_FR
                controls:
                  - {type: calendar, id: k, label: K, dates: [2026-02-02]}
                """))
        let ascii = form.preview(ascii: true)
        #expect(ascii.contains("  title: Déjà vu 日本\n"))
        #expect(ascii.contains("février\n"))
        #expect(ascii.contains("  lun. mar. mer. jeu. ven. sam. dim.\n"))
    }

    @Test func endsWithExactlyOneNewline() throws {
        let form = try #require(PreviewFixtures.form(Self.stressSpec))
        for ascii in [false, true] {
            let preview = form.preview(ascii: ascii)
            #expect(preview.hasSuffix("\n") && !preview.hasSuffix("\n\n"))
            #expect(!preview.contains("\r"))
        }
    }

    @Test func streamsTheSameBytesInChunks() throws {
        var yaml = "formspec: 1\nid: big\ncontrols:\n"
        for index in 0..<300 {
            yaml +=
                "  - {type: calendar, id: c\(index), label: C, locale: fr_FR, dates: [2026-01-0\(index % 9 + 1), 2026-12-31]}\n"
        }
        let form = try #require(PreviewFixtures.form(yaml))
        var chunks: [[UInt8]] = []
        var output = OutputBuffer { chunks.append($0) }
        form.writePreview(ascii: false, into: &output)
        output.finish()
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0.count >= OutputBuffer.chunkSize })
        #expect(chunks.flatMap { $0 } == Array(form.preview().utf8))
    }
}
