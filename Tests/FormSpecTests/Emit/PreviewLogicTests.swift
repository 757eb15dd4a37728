import Foundation
import Testing

@testable import FormSpec

/// The previews' logic: the words of a condition (canonical, labels for ids, parentheses only
/// around a combination inside another), the marks and lines of the text preview, and the page's
/// data and script — its hash in the Content-Security-Policy, its data block that no text of the
/// spec can end.
@Suite struct PreviewLogicTests {
    static func form(_ controls: String) throws -> FormModel {
        let source = SourceFile(
            name: "logic.form.yaml", bytes: Array("formspec: 1\nid: logic\ncontrols:\n\(controls)".utf8))
        let compilation = Compiler().compile(source)
        return try #require(compilation.form, "\(compilation.diagnostics.map(\.message))")
    }

    static let controls = """
          - {type: radioGroup, id: ticket, title: Ticket, items: [{id: regular, label: Regular}, {id: student, label: Student}]}
          - {type: toggle, id: news, accessibilityLabel: News}
          - {type: checkboxGroup, id: diet, label: Diet, items: [{id: vegan, label: Vegan}, {id: halal, accessibilityLabel: Halal}]}
          - {type: checkbox, id: card, label: "Student\\ncard", required: true, visibleWhen: {control: ticket, is: student}}

        """

    /// A long label is cut in a condition's words, so that a spec naming it in thousands of
    /// conditions gets a preview of about its own size, not hundreds of times it.
    @Test func aLongLabelIsCutInTheWordsSoThePreviewStaysTheSpecsSize() throws {
        let label = String(repeating: "Long label ", count: 1000)
        var controls =
            "  - {type: radioGroup, id: base, title: \"\(label)\", items: [{id: a, label: \"\(label)\"}, {id: b, label: B}]}\n"
        for index in 0..<300 {
            controls +=
                "  - {type: toggle, id: t\(index), label: T, visibleWhen: {any: [{control: base, is: a}, {control: base, is: b}]}}\n"
        }
        let form = try Self.form(controls)
        let words = LogicWords(form)
        let cut = String(repeating: "Long label ", count: 6).prefix(LogicWords.nameWidth - 1) + "…"
        #expect(words.words(.test(control: "base", .is("a"))) == "'\(cut)' is \(cut)")
        let spec = controls.utf8.count
        #expect(form.preview().utf8.count < 2 * spec)
    }

    @Test func aConditionIsWrittenInWordsInItsCanonicalForm() throws {
        let words = LogicWords(try Self.form(Self.controls))
        let ticket = Condition.test(control: "ticket", .is("student"))
        let news = Condition.test(control: "news", .is("on"))
        let vegan = Condition.test(control: "diet", .includes("vegan"))
        let halal = Condition.test(control: "diet", .includes("halal"))
        #expect(words.words(ticket) == "'Ticket' is Student")
        // Ids where there is no label: the toggle's, the item's; a label's line break is a space.
        #expect(words.words(.not(news)) == "'news' is not on")
        #expect(words.words(.not(halal)) == "'Diet' does not include halal")
        #expect(words.words(.test(control: "card", .answered(true))) == "'Student card' is answered")
        #expect(words.words(.not(.test(control: "card", .answered(true)))) == "'Student card' is not answered")
        #expect(words.words(.test(control: "diet", .excludes("vegan"))) == "'Diet' does not include Vegan")
        #expect(words.words(.not(.not(ticket))) == "'Ticket' is Student")
        // all, any, not; an all in an all spliced, a combination in another in parentheses.
        #expect(
            words.words(.all([ticket, .all([news, vegan])]))
                == "'Ticket' is Student and 'news' is on and 'Diet' includes Vegan")
        #expect(
            words.words(.any([ticket, .all([news, .not(.any([vegan, halal]))])]))
                == "'Ticket' is Student or ('news' is on and not ('Diet' includes Vegan or 'Diet' includes halal))")
        #expect(words.words(.not(.all([ticket, news]))) == "not ('Ticket' is Student and 'news' is on)")
        #expect(words.words(.all([ticket])) == "'Ticket' is Student")
        // A control the form does not have is named by its id.
        #expect(words.words(.test(control: "gone", .is("on"))) == "'gone' is on")
    }

    @Test func theTextPreviewMarksRequiredControlsAndListsTheirLogic() throws {
        let preview = try Self.form(
            Self.controls + """
                  - type: checkboxGroup
                    id: extras
                    label: Extras
                    minSelected: 1
                    maxSelected: 2
                    maxSelectedMessage: Two at most
                    enabledWhen: {control: news, is: on}
                    requiredWhen: {any: [{control: ticket, is: regular}, {control: news, is: off}]}
                    requiredMessage: Pick an extra
                    items:
                      - {id: a, label: A, enabledWhen: {not: {control: ticket, is: student}}}
                      - {id: b, label: B}
                      - {id: c, label: C}

                """
        ).preview()
        #expect(
            preview.contains(
                """
                checkbox card (required)
                  shown when 'Ticket' is Student
                  [ ] Student

                """))
        #expect(
            preview.contains(
                """
                checkboxGroup extras
                  enabled when 'news' is on
                  required when 'Ticket' is Regular or 'news' is off
                  if unanswered: Pick an extra
                  at least 1
                  at most 2: Two at most
                  item 'A' enabled when 'Ticket' is not Student
                  label: Extras

                """))
        #expect(!preview.contains("ticket (required)"))
    }

    @Test func thePageAllowsItsOneScriptByItsHash() throws {
        let form = try Self.form(Self.controls)
        let page = PreviewDraft(form, controlRanges: [], diagnostics: []).html(spec: "logic.form.yaml")
        let script = try #require(
            page.components(separatedBy: "<script>").dropFirst().first?.components(separatedBy: "</script>").first)
        #expect(script == PreviewScript.source)
        let digest = SHA256.base64(SHA256.digest(Array(script.utf8)))
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; script-src &#39;sha256-\(digest)&#39;\">"
            ))
        #expect(page.components(separatedBy: "<script").count == 3, "the data block and the script")
        // A form without logic: no script, and the policy allows none.
        let plain = PreviewDraft(
            try Self.form("  - {type: toggle, id: news, label: News}\n"), controlRanges: [], diagnostics: []
        ).html(spec: "plain.form.yaml")
        #expect(!plain.contains("<script"))
        #expect(plain.contains("script-src &#39;none&#39;"))
    }

    @Test func sha256AndBase64MatchTheirStandardVectors() {
        #expect(SHA256.base64(SHA256.digest(Array("abc".utf8))) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        #expect(SHA256.base64(SHA256.digest([UInt8]())) == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.base64(SHA256.digest(long)) == "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=")
        #expect(SHA256.base64([1]) == "AQ==")
        #expect(SHA256.base64([1, 2]) == "AQI=")
    }

    @Test func noTextOfTheSpecCanEndTheDataBlock() throws {
        var form = try Self.form(Self.controls)
        // Ids the compiler refuses, written into the model: the data must still hold them as text.
        let hostile = "x</script><script>alert(1)</script>\"},{\u{2028}<!--&"
        form.controls[0].id = hostile
        form.controls[0].label = "</SCRIPT><img src=x onerror=alert(2)>"
        let position = try #require(form.logic.firstIndex { $0.control == 3 })
        form.logic[position].visibleWhen = .test(control: hostile, .is(hostile))
        form.logic[position].requiredMessage = "</script>"
        let data = try #require(PreviewDraft(form, controlRanges: [], diagnostics: []).logic).json
        #expect(
            !data.contains(UInt8(ascii: "<")) && !data.contains(UInt8(ascii: ">")) && !data.contains(UInt8(ascii: "&")))
        let read = try #require(JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        let controls = try #require(read["controls"] as? [[String: Any]])
        #expect(controls[0]["id"] as? String == hostile)
        #expect(controls[0]["name"] as? String == "</SCRIPT><img src=x onerror=alert(2)>")
        #expect((controls[3]["visibleWhen"] as? [String: String]) == ["control": hostile, "is": hostile])
        #expect((controls[3]["messages"] as? [String: String])?["required"] == "</script>")
        let page = PreviewDraft(form, controlRanges: [], diagnostics: []).html(spec: "logic.form.yaml")
        #expect(page.components(separatedBy: "</script>").count == 3, "the data block's end and the script's")
    }
}
