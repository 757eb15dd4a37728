import FormSpecYAML

@testable import FormSpec

/// A small run to render in every format: two specs and a file that could not be read, with
/// multi-byte and wide characters before ranges, a tab, a range over two lines, notes, fix-its
/// that replace, delete and insert lines, a warning and an info.
enum FormatterFixtures {
    static let form = SourceFixture(
        name: "form.yaml",
        text: """
            formspec: 1
            id: signup
            title: Café sign-up 日本
            controls:
              - type: checkbox
                id: terms
                label: "Accept — 日本"
                treeState: true
                tint: #FF0000
              - type: checkboxGroup
                id: terms
                intent:\twarning
                items:
                  - {label: "Café 日本", id: 1abc}
                selected: [1abc, b]
              - type: toggle
                id: wifi
              - type: calendar
                id: dates
                label: Dates
                dates:
                  - {date: 2026-03-01, enabled: false, selected: true}

            """)

    /// Starts with a byte order mark, which takes no column.
    static let other = SourceFixture(
        name: "other.yaml",
        text: """
            \u{FEFF}formspec: 2
            id: other
            controls: []

            """)

    static var report: DiagnosticReport {
        DiagnosticReport(
            diagnostics: formDiagnostics + otherDiagnostics + [
                Diagnostic(
                    .ioReadFailed, "cannot read 'missing.yaml': no such file or directory", file: "missing.yaml",
                    range: .fileStart)
            ],
            fileCount: 3,
            sources: [form.name: form.lines, other.name: other.lines]
        )
    }

    private static var formDiagnostics: [Diagnostic] {
        [
            Diagnostic(
                .specUnknownKey, "unknown key 'treeState' for a checkbox; did you mean 'threeState'?",
                file: form.name, range: form.range("treeState", line: 8),
                fixIts: [
                    .init(
                        message: "replace 'treeState' with 'threeState'", range: form.range("treeState", line: 8),
                        replacement: "threeState", isSafe: true)
                ]
            ),
            Diagnostic(
                .colorUnquotedHex, "'tint' is null because YAML reads '#FF0000' as a comment; quote the colour",
                file: form.name, range: form.range("#FF0000", line: 9),
                fixIts: [
                    .init(
                        message: "write \"#FF0000\"", range: form.range("#FF0000", line: 9),
                        replacement: "\"#FF0000\"", isSafe: true)
                ]
            ),
            Diagnostic(
                .formDuplicateID, "two controls have the id 'terms'; control ids must be unique in the form",
                file: form.name, range: form.range("terms", line: 11),
                notes: [
                    .init(message: "'terms' is first used here", file: form.name, range: form.range("terms", line: 6))
                ]
            ),
            Diagnostic(
                .specInvalidValue, "'warning' is not an intent; write 'basic' or 'error'",
                file: form.name, range: form.range("warning", line: 12)
            ),
            Diagnostic(
                .specInvalidID, "'1abc' is not an identifier: it must start with a letter",
                file: form.name, range: form.range("1abc", line: 14)
            ),
            Diagnostic(
                .groupUnknownItem, "'selected' names 'b', which is not an item of this group",
                file: form.name, range: form.range("b", line: 15, after: ", "),
                fixIts: [
                    .init(message: "remove 'b'", range: form.range(", b", line: 15), replacement: "", isSafe: true)
                ]
            ),
            Diagnostic(
                .a11yMissingLabel,
                "the toggle 'wifi' has no 'label' and no 'accessibilityLabel': screen readers would announce nothing",
                file: form.name, range: form.range(from: "type", line: 16, to: "wifi", line: 17),
                fixIts: [
                    .init(
                        message: "add an 'accessibilityLabel'", range: form.end(of: "wifi", line: 17),
                        replacement: "\n    accessibilityLabel: Wi-Fi", isSafe: true)
                ]
            ),
            Diagnostic(
                .calendarNoEnabledDates, "no date of the calendar 'dates' is enabled: the calendar is display-only",
                file: form.name, range: form.range("dates", line: 21)
            ),
            Diagnostic(
                .calendarSelectedDisabled,
                "2026-03-01 is selected but disabled: it is shown selected and cannot be tapped",
                file: form.name, range: form.range("2026-03-01", line: 22),
                notes: [.init(message: "disabled here", file: form.name, range: form.range("enabled: false", line: 22))]
            ),
        ]
    }

    private static var otherDiagnostics: [Diagnostic] {
        [
            Diagnostic(
                .specUnsupportedVersion, "FormSpec 2 does not exist; the only version is 1",
                file: other.name, range: other.range("2", line: 1),
                fixIts: [
                    .init(
                        message: "write 'formspec: 1'", range: other.range("2", line: 1), replacement: "1", isSafe: true
                    )
                ]
            ),
            Diagnostic(
                .specEmptyList, "'controls' is empty; a form declares at least one control",
                file: other.name, range: other.range("[]", line: 3)
            ),
        ]
    }
}
