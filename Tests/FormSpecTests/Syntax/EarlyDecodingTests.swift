import FormSpecYAML
import Testing

@testable import FormSpec

/// The controls of the root's `controls` list are decoded and checked while the parse goes on
/// (`EarlyControls`); a list the parse cannot hand over (one reached through an alias) is decoded
/// after it. Either way an author sees the same diagnostics, and never those of a list the form
/// does not use.
@Suite struct EarlyDecodingTests {
    /// Controls with mistakes of the decoder, of the rules about one control and of the rules
    /// about the whole form.
    static let mistakenControls = """
          - type: checkbox
            id: terms
            lable: I agree
            threeState: false
            state: clear
          - type: radioGroup
            id: size
            label: Size
            items: [{id: s, label: S}, {id: m, label: M}]
            selected: [s, xl]
          - type: calendar
            id: booking
            label: Booking
            range: {start: 2026-05-01, end: 2026-04-01}
            dates: [2026-04-10]
          - type: toggle
            id: terms
            label: Again
        """

    private func diagnostics(_ text: String) -> [String] {
        Compiler().check(SourceFile(name: "t.yaml", bytes: Array(text.utf8))).map {
            "\($0.range.start.line):\($0.range.start.column) \($0.id.rawValue) \($0.message)"
        }
    }

    @Test func aListReachedThroughAnAliasIsReportedAsTheListItself() {
        // Both files have the same bytes but for two keys of the same length, so every control
        // stands at the same line and column: directly under `controls` (decoded early), or
        // under `x-listxx` and reached through `controls: *list` (decoded after the parse).
        let early = diagnostics(
            "formspec: 1\nid: form\ncontrols: &list\n" + Self.mistakenControls + "\nx-copyxx: *list\n")
        let late = diagnostics(
            "formspec: 1\nid: form\nx-listxx: &list\n" + Self.mistakenControls + "\ncontrols: *list\n")
        #expect(early == late)
        for id in [
            DiagnosticID.specUnknownKey, .checkboxClearInTwoState, .groupUnknownItem, .radioMultipleSelection,
            .calendarRangeInverted,
            .formDuplicateID,
        ] {
            #expect(early.contains { $0.contains(" \(id.rawValue) ") }, "\(id.rawValue) in \(early)")
        }
    }

    @Test func aSecondControlsListIsNotReported() {
        let reported = diagnostics(
            """
            formspec: 1
            id: form
            controls:
              - {type: toggle, id: reminders, label: Reminders}
            controls:
            \(Self.mistakenControls)
            """)
        #expect(reported.count == 1)
        #expect(reported.first?.contains(" yaml.duplicate-key ") == true, "\(reported)")
    }

    /// A calendar whose selected, closed day is an info silenced by a comment.
    static func suppressedCalendars(_ count: Int) -> String {
        "formspec: 1\nid: booked\ncontrols:\n"
            + (0..<count).map { index in
                """
                  - type: calendar
                    id: booking-\(index)
                    label: Booking
                    dates:
                      - 2026-01-01
                      # formspec:disable-next-line calendar.selected-disabled -- booked before the closure
                      - {date: 2026-01-02, enabled: false, selected: true}

                """
            }.joined()
    }

    /// Suppressed diagnostics do not stop the early decoding: a spec whose every control has one,
    /// more than the collector lists, is still read a control at a time (each item taken, and its
    /// nodes let go of), and the check lists the first ones as the collector would.
    @Test func suppressedDiagnosticsDoNotStopTheEarlyDecoding() {
        let bytes = Array(Self.suppressedCalendars(30).utf8)
        var collector = DiagnosticCollector(file: "t.yaml", limit: 10)
        collector.policy = DiagnosticPolicy(comments: SuppressionComments(SourceLines(bytes), file: "t.yaml"))
        var decoder = SyntaxDecoder(bytes: bytes, collector: collector)
        var streamed = StreamedControls(.check)
        var refused = 0
        _ = YAMLParser.parse(bytes, limits: YAMLLimits(), handingOverItemsOf: "controls") { item in
            let taken = streamed.decode(item, with: &decoder)
            if !taken { refused += 1 }
            return taken
        }
        #expect(refused == 0)

        let source = SourceFile(name: "t.yaml", bytes: bytes)
        let findings = Compiler(maxDiagnostics: 10).findings(source)
        #expect(findings.diagnostics.isEmpty)
        #expect(findings.suppressedCounts.inSource == 30)
        #expect(findings.suppressed.map(\.range.start.line) == (0..<10).map { 10 + 7 * $0 })
    }
}
