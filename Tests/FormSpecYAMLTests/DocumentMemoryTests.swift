import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// What the parsed document holds, so that a large file is not held twice: a scalar's text is
/// read in the file when it is the bytes written, and the items the caller took are let go of.
@Suite struct DocumentMemoryTests {
    /// Every scalar style, escapes, folded lines, keys, anchors, tags, a byte order mark and
    /// characters of several bytes.
    static let scalars =
        "\u{FEFF}" + """
            plain: a value
            empty:
            single: 'it''s'
            quoted: "Grand formulaire — été"
            escaped: "tab\\there \\u00e9"
            folded plain: first
              second
            block: |
              line one
              line two
            folding: >
              folded
              text
            ? complex key
            : "x"
            anchored: &a {n: 1, s: 'two', t: !!str 3}
            alias: *a
            予約: 'ダブルタップ'
            list: [plain, 'single', "double", "", '']
            """

    /// The tree as text: every node's kind, style, tag, text and range.
    private func dump(_ node: Node) -> String {
        let place = "\(node.usageRange)"
        switch node.content {
        case .scalar(let scalar): return "\(place) \(scalar.style) \(scalar.tag?.rawValue ?? "-") [\(scalar.text)]"
        case .sequence(let items): return "\(place) [" + items.map(dump).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "\(place) {" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private func parse(_ text: String, copyingText: Bool, onSecondThread: Bool = false) -> ParseResult {
        YAMLParser.parse(
            Array(text.utf8), limits: YAMLLimits(), onSecondThread: onSecondThread, copyingText: copyingText,
            handingOverItemsOf: nil
        ) { _ in false }
    }

    @Test func textReadInTheFileIsTheTextCopied() throws {
        for text in [Self.scalars, SecondThreadTests.largeSpec(controls: 300)] {
            for onSecondThread in [false, true] {
                let inFile = try #require(parse(text, copyingText: false, onSecondThread: onSecondThread).root)
                let copied = try #require(parse(text, copyingText: true, onSecondThread: onSecondThread).root)
                #expect(dump(inFile) == dump(copied))
                #expect(inFile.parsed.document.records.map(\.count) == copied.parsed.document.records.map(\.count))
            }
        }
    }

    /// Only what libyaml changed (escapes, folded lines, block scalars, a tagged value) and the
    /// names of anchors, aliases and tags are copied.
    @Test func onlyChangedTextIsCopied() throws {
        let root = try #require(parse(Self.scalars, copyingText: false).root)
        let copied = String(decoding: root.parsed.document.text, as: UTF8.self)
        // `!!str 3` is written with its tag, which its value does not hold.
        #expect(copied == "it'stab\there éfirst secondline one\nline two\nfolded text\na3tag:yaml.org,2002:stra")
    }

    /// A form of `count` controls, the second holding an anchor (in a nested mapping, after other
    /// keys) that the last names, and a key after the list that names it too.
    private func form(controls count: Int) -> String {
        var text = "formspec: 1\ncontrols:\n"
        for index in 0..<count {
            let heights =
                index == 1 ? "&h {year: 20, fonts: [a, {b: c}]}" : index == count - 1 ? "*h" : "{month: \(index)}"
            text +=
                "  - {type: calendar, id: c\(index), label: 'Dates \(index)', headerHeights: \(heights), x-n: [\(index)]}\n"
        }
        return text + "title: after\nx-after: *h\n"
    }

    @Test func itemsTakenAreLetGoOf() throws {
        let text = form(controls: 200)
        var handedOver: [SourcePlace] = []
        var lastHeights = ""
        let result = YAMLParser.parse(Array(text.utf8), limits: YAMLLimits(), handingOverItemsOf: "controls") { item in
            handedOver.append(item.usagePlace)
            lastHeights = (0..<item.pairCount).map { item.pair(at: $0) }[3].value.flowText
            return true
        }
        let whole = YAMLParser.parse(Array(text.utf8), limits: YAMLLimits(), handingOverItemsOf: "controls") { _ in
            false
        }
        let root = try #require(result.root)
        let items = try #require(root.mapping?.pair(named: "controls")?.value.sequence)
        #expect(items.count == 200)
        #expect(items.map { $0.parsed.document.place($0.parsed.index) } == handedOver)
        #expect(items.allSatisfy { $0.isHandedOver && $0.mapping?.isEmpty == true })
        #expect(lastHeights == "{year: 20, fonts: [a, {b: c}]}")
        // The anchored mapping is kept, where an alias after the list reads it whole.
        let after = try #require(root.mapping?.pair(named: "x-after")?.value)
        #expect(after.mapping?.pair(named: "year")?.value.scalar?.text == "20")
        #expect(
            after.mapping?.pair(named: "fonts")?.value.sequence?.last?.mapping?.pair(named: "b")?.value.scalar?.text
                == "c")
        #expect(after.range == (try #require(whole.root?.mapping?.pair(named: "x-after")?.value)).range)
        #expect(root.mapping?.pair(named: "title")?.value.scalar?.text == "after")
        let records = root.parsed.document.records.count
        let wholeRecords = try #require(whole.root).parsed.document.records.count
        #expect(records < 230 && wholeRecords > 2500, "\(records) records kept of \(wholeRecords)")
    }

    /// An item anchored itself, or holding two anchors, is kept whole.
    @Test(arguments: ["&it {type: toggle, id: a, x: &one [1]}", "{type: toggle, id: a, x: &one [1], y: &two [2]}"])
    func anItemWithAnchorsItCannotKeepApartIsKeptWhole(item: String) throws {
        let text = "formspec: 1\ncontrols:\n  - \(item)\n  - {type: toggle, id: b}\nx-after: *one\n"
        let result = YAMLParser.parse(Array(text.utf8), limits: YAMLLimits(), handingOverItemsOf: "controls") { _ in
            true
        }
        let root = try #require(result.root)
        let items = try #require(root.mapping?.pair(named: "controls")?.value.sequence)
        #expect(items.map(\.isHandedOver) == [false, true])
        #expect(items[0].mapping?.pair(named: "id")?.value.scalar?.text == "a")
        #expect(root.mapping?.pair(named: "x-after")?.value.sequence?.first?.scalar?.text == "1")
    }

    @Test func aListWithAnAnchorIsKeptWhole() throws {
        let text = "formspec: 1\ncontrols: &list\n  - {type: toggle, id: a}\n  - {type: toggle, id: b}\nx-copy: *list\n"
        let result = YAMLParser.parse(Array(text.utf8), limits: YAMLLimits(), handingOverItemsOf: "controls") { _ in
            true
        }
        let root = try #require(result.root)
        let copy = try #require(root.mapping?.pair(named: "x-copy")?.value.sequence)
        #expect(copy.map { $0.mapping?.pair(named: "id")?.value.scalar?.text } == ["a", "b"])
        #expect(!copy.contains { $0.isHandedOver })
    }

    @Test func itemsNotTakenAreKept() throws {
        let text = form(controls: 20)
        let result = YAMLParser.parse(Array(text.utf8), limits: YAMLLimits(), handingOverItemsOf: "controls") {
            $0.usagePlace.start % 2 == 0
        }
        let items = try #require(result.root?.mapping?.pair(named: "controls")?.value.sequence)
        for item in items where !item.isHandedOver {
            #expect(item.mapping?.pair(named: "type")?.value.scalar?.text == "calendar")
        }
        #expect(items.contains { !$0.isHandedOver })
    }
}
