import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// Where libyaml reads (on the calling thread, or ahead on a second one for a large file) never
/// changes what the parse produces, wherever a batch of events ends and however the parse stops.
@Suite struct SecondThreadTests {
    /// A spec of `count` controls: many batches of events, with anchors, aliases, merge keys,
    /// flow collections, quoted and block scalars, and characters of several bytes.
    static func largeSpec(controls count: Int) -> String {
        var text = """
            formspec: 1
            id: large
            title: "Grand formulaire — été"
            base: &base {enabled: true, x-owner: design}
            controls:

            """
        for index in 0..<count {
            text += """
                  - type: checkbox
                    id: terms-\(index)
                    label: 'J''accepte n° \(index) 予約'
                    <<: *base
                    threeState: true
                    images: {on: on-image, off: off-image, rendering: original}
                    x-note: |
                      line one
                      line two
                  - type: calendar
                    id: booking-\(index)
                    label: "Réservation \\u00e9 \(index)"
                    dates: [2026-03-01, {date: 2026-03-08, selected: true}]

                """
        }
        return text
    }

    /// The parse of `bytes` on each thread: the same records, children, text and problems.
    private func expectSameOnBothThreads(
        _ bytes: [UInt8], limits: YAMLLimits = YAMLLimits(),
        _ context: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let calling = YAMLParser.parse(bytes, limits: limits, onSecondThread: false, handingOverItemsOf: nil) { _ in
            false
        }
        let second = YAMLParser.parse(bytes, limits: limits, onSecondThread: true, handingOverItemsOf: nil) { _ in false
        }
        #expect(
            calling.problems.map { "\($0)" } == second.problems.map { "\($0)" }, "\(context)",
            sourceLocation: sourceLocation)
        #expect((calling.root == nil) == (second.root == nil), "\(context)", sourceLocation: sourceLocation)
        if let left = calling.root?.parsed, let right = second.root?.parsed {
            // Compared whole, so that a failure names the part without printing a large document.
            let sameRoot = left.index == right.index
            let sameRecords = left.document.records == right.document.records
            let sameChildren = left.document.children == right.document.children
            let sameText = left.document.text == right.document.text
            #expect(
                sameRoot && sameRecords && sameChildren && sameText,
                "\(context): root \(sameRoot), records \(sameRecords), children \(sameChildren), text \(sameText)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func aLargeSpecParsesTheSameOnBothThreads() {
        let bytes = Array(Self.largeSpec(controls: 400).utf8)
        #expect(YAMLParser.parse(bytes).problems.isEmpty)
        expectSameOnBothThreads(bytes, "large spec")
    }

    @Test func aSpecCutAnywhereParsesTheSameOnBothThreads() {
        let bytes = Array(Self.largeSpec(controls: 120).utf8)
        var random = SeededGenerator(seed: 11)
        for _ in 0..<40 {
            let length = Int.random(in: 0...bytes.count, using: &random)
            expectSameOnBothThreads(Array(bytes[..<length]), "cut at \(length)")
        }
    }

    @Test func aProblemInALaterBatchIsTheSameOnBothThreads() {
        let spec = Self.largeSpec(controls: 200)
        let cases = [
            ("a syntax error near the end", spec + "  - {unclosed: [1, 2\n"),
            ("a second document", spec + "---\nformspec: 1\n"),
            ("an unknown anchor", spec + "  - *nowhere\n"),
            ("a tag that does not fit", spec + "  - !!int twelve\n"),
            ("a duplicate key", spec + "  - {id: a, id: b}\n"),
            (
                "nesting too deep",
                spec + "  - " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"
            ),
        ]
        for (context, text) in cases {
            let bytes = Array(text.utf8)
            #expect(!YAMLParser.parse(bytes).problems.isEmpty, "\(context)")
            expectSameOnBothThreads(bytes, context)
        }
    }

    @Test func anAliasBombStopsTheSameOnBothThreads() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        text += Self.largeSpec(controls: 100)
        let bytes = Array(text.utf8)
        #expect(YAMLParser.parse(bytes).problems.contains { $0.kind == .aliasLimit })
        expectSameOnBothThreads(bytes, "alias bomb")
    }

    @Test func finishedItemsAreTheItemsOfTheWatchedList() throws {
        let text = """
            formspec: 1
            x-other: [1, 2]
            controls:
              - {type: toggle, id: a}
              - [nested, [list]]
              - plain
            x-after: {controls: [3]}
            """
        for onSecondThread in [false, true] {
            var finished: [SourcePlace] = []
            let result = YAMLParser.parse(
                Array(text.utf8), limits: YAMLLimits(), onSecondThread: onSecondThread,
                handingOverItemsOf: "controls"
            ) {
                finished.append($0.usagePlace)
                return false
            }
            let root = try #require(result.root)
            let items = root.withParsedNode { root in
                (0..<root.pairCount).map(root.pair).first {
                    $0.key.stringBytes.map { String(decoding: $0, as: UTF8.self) } == "controls"
                }
                .flatMap { $0.value.sequence }.map { $0.map(\.usagePlace) } ?? []
            }
            #expect(items.count == 3)
            #expect(finished == items, "on the second thread: \(onSecondThread)")
        }
    }

    @Test func aListBroughtInByAnAliasIsNotWatched() {
        let text = """
            formspec: 1
            x-list: &list [{type: toggle, id: a}]
            controls: *list
            """
        var finished = 0
        _ = YAMLParser.parse(Array(text.utf8), limits: YAMLLimits(), handingOverItemsOf: "controls") { _ in
            finished += 1
            return false
        }
        #expect(finished == 0)
    }
}
