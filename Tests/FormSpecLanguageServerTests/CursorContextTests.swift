import Testing

@testable import FormSpecLanguageServer

/// Where the cursor stands, read from indentation, in specs being typed.
@Suite struct CursorContextTests {
    /// The context at the `|` of `spec`.
    private func context(_ spec: String) -> CursorContext? {
        let text = TextBuffer(spec.replacingOccurrences(of: "|", with: ""))
        return CursorContext(at: Array(spec.utf8).firstIndex(of: UInt8(ascii: "|"))!, in: text)
    }

    @Test func aKeyOfTheRoot() {
        #expect(context("formspec: 1\nti|\n")?.kind == .key)
        #expect(context("formspec: 1\nti|\n")?.path == [])
    }

    @Test func aKeyOfAControlBelowItsFirstLineAndOnIt() {
        let spec = "formspec: 1\ncontrols:\n  - type: toggle\n    id: a\n  - type: checkbox\n    |\n"
        #expect(context(spec)?.path == [.key("controls"), .item(1)])
        #expect(context("formspec: 1\ncontrols:\n- type: toggle\n- |\n")?.path == [.key("controls"), .item(1)])
    }

    @Test func aKeyOfANestedMappingInAListInAControl() {
        let spec = "controls:\n  - type: calendar\n    dates:\n      - date: 2026-01-01\n        sel|\n    colors:\n"
        let found = context(spec)
        #expect(found?.path == [.key("controls"), .item(0), .key("dates"), .item(0)])
        #expect(found.map { $0.wordEnd - $0.wordStart } == 3)
    }

    @Test func valuesAndFlowItems() {
        #expect(context("controls:\n  - type: che|ck\n")?.kind == .value(key: "type"))
        #expect(
            context("controls:\n  - type: checkboxGroup\n    selected: [a, |\n")?.kind == .flowItem(key: "selected"))
        #expect(
            context("controls:\n  - type: checkboxGroup\n    selected: [a, |\n")?.path == [.key("controls"), .item(0)])
    }

    @Test func blankLinesAndCommentsAboveAreSkipped() {
        #expect(context("controls:\n  - type: toggle\n\n    # a note\n    |\n")?.path == [.key("controls"), .item(0)])
    }

    @Test func keysAndValuesOfAFlowMappingBegunOnTheLine() {
        let value = context("controls:\n  - {type: |}\n")
        #expect(
            value?.kind == .value(key: "type") && value?.path == [.key("controls"), .item(0)]
                && value?.closers == Array("}".utf8))
        // After a nested mapping closed on the line, the outer one's keys.
        let key = context("controls:\n  - type: calendar\n    fonts: {day: {size: 12}, mon|\n")
        #expect(key?.kind == .key && key?.path == [.key("controls"), .item(0), .key("fonts")])
        // Nested: each mapping and list open on the line is a step, and each is closed.
        let nested = context("controls:\n  - type: calendar\n    fonts: {day: {si|\n")
        #expect(nested?.kind == .key && nested?.path == [.key("controls"), .item(0), .key("fonts"), .key("day")])
        #expect(nested?.closers == Array("}}".utf8))
        let condition = context(
            "controls:\n  - type: toggle\n    visibleWhen: {any: [{control: a, is: on}, {control: b, is: o|\n")
        #expect(
            condition?.kind == .value(key: "is")
                && condition?.path == [.key("controls"), .item(0), .key("visibleWhen"), .key("any"), .item(1)])
        #expect(condition?.closers == Array("}]}".utf8))
        #expect(context("controls:\n  - {items: [{id: a}, [|\n") == nil)  // a list in a list: no key to complete
        let font = context("controls:\n  - type: calendar\n    fonts: {wei|\n")
        #expect(font?.kind == .key && font?.path == [.key("controls"), .item(0), .key("fonts")])
        let item = context("controls:\n  - type: radioGroup\n    items:\n      - {id: a, la|\n")
        #expect(item?.kind == .key && item?.path == [.key("controls"), .item(0), .key("items"), .item(0)])
        #expect(context("controls:\n  - {type: toggle, label: \"a, b: |\n") == nil)  // inside quotes
    }

    @Test func nothingInsideQuotesOrComments() {
        #expect(context("title: \"a |\"\n") == nil)
        #expect(context("# a comment |\n") == nil)
    }
}
