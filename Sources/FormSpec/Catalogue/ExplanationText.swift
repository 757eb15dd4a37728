import FormSpecYAML

extension Explanation {
    /// The name the examples' diagnostics are reported under.
    package static let exampleFileName = "example.form.yaml"

    /// The width prose paragraphs are wrapped to.
    static let proseWidth = 80

    /// The explanation as `formspec explain ID` prints it: plain text, no colour, ending with a
    /// newline, the same bytes on every run.
    ///
    /// ```
    /// checkbox.state-conflict (error)
    ///
    /// A checkbox declares both `state` and `value`.
    ///
    /// Why: `value` is RVS_Checkbox's numeric form of `state` …
    ///
    /// Triggers it:
    ///
    ///     formspec: 1
    ///     …
    ///
    ///   example.form.yaml:8:5: error: the checkbox has both 'state' and 'value', … [checkbox.state-conflict]
    ///   …
    ///
    /// Does not trigger it:
    ///
    ///     formspec: 1
    ///     …
    /// ```
    ///
    /// - What is checked and why are wrapped at 80 columns.
    /// - The examples are indented four spaces, without their `1️⃣` markers; a character that
    ///   would be invisible or would disturb the terminal (a control character other than tab, a
    ///   byte order mark, a zero-width space, a bidirectional override) is shown as `<U+FEFF>`.
    /// - Under the triggering spec, indented two spaces, come the diagnostics with this id that
    ///   the compiler reports on it, in the `text` format under the name ``exampleFileName``.
    ///   The examples of `io.*` ids and of `report.truncated` describe command lines, not specs:
    ///   they get no diagnostics.
    package func rendered() -> String {
        var blocks = [
            "\(id.rawValue) (\(severity.rawValue))",
            Self.wrapped(checks),
            Self.wrapped("Why: " + reason),
        ]
        if let fix { blocks.append(Self.wrapped(fix.sentence)) }
        for example in triggeringExamples {
            blocks += ["Triggers it:", Self.indented(Self.visible(exampleText(example)), by: 4)]
            let report = triggeredDiagnostics(example)
            if !report.diagnostics.isEmpty {
                blocks.append(Self.indented(DiagnosticFormat.text.render(report, color: false), by: 2))
            }
        }
        blocks += ["Does not trigger it:", Self.indented(Self.visible(exampleText(passing)), by: 4)]
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The diagnostics with this id that the compiler reports on a triggering example, named
    /// ``exampleFileName``, with its source for the `text` format; none when the examples are
    /// command lines (``examplesAreSpecs``).
    package func triggeredDiagnostics(_ example: String) -> DiagnosticReport {
        guard examplesAreSpecs else { return DiagnosticReport(diagnostics: [], fileCount: 0) }
        let bytes = MarkedSource(example).bytes
        let diagnostics = Compiler().check(SourceFile(name: Self.exampleFileName, bytes: bytes)).filter { $0.id == id }
        return DiagnosticReport(
            diagnostics: diagnostics, fileCount: 1, sources: [Self.exampleFileName: SourceLines(bytes)])
    }

    /// Every diagnostic id, one per line, as `formspec explain` with no id prints them: the id,
    /// its severity and its summary, in aligned columns, in the order of `DiagnosticID.allCases`.
    package static func renderedIndex() -> String {
        let idWidth = DiagnosticID.allCases.map(\.rawValue.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        var families: [(name: String, ids: [DiagnosticID])] = []
        for id in DiagnosticID.allCases {
            let family = String(id.rawValue.prefix { $0 != "." })
            if families.last?.name == family {
                families[families.count - 1].ids.append(id)
            } else {
                families.append((family, [id]))
            }
        }
        return families.map { family in
            "\(family.name): \(DiagnosticSources.headings[family.name] ?? family.name)\n"
                + family.ids.map { id in
                    "  " + padded(id.rawValue, to: idWidth) + "  " + padded(id.severity.rawValue, to: severityWidth)
                        + "  " + id.summary + "\n"
                }.joined()
        }.joined(separator: "\n")
    }

    /// An example as written: without markers when it is a spec, without its last line break.
    func exampleText(_ example: String) -> String {
        var text = examplesAreSpecs ? MarkedSource(example).text : example
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `text` with each non-empty line indented by `width` spaces and no final line break.
    static func indented(_ text: String, by width: Int) -> String {
        let margin = String(repeating: " ", count: width)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }

    /// `text` wrapped at ``proseWidth`` columns between words; a word longer than a line stands
    /// on its own line, and line breaks already in the text are kept.
    static func wrapped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > proseWidth {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` with the scalars a reader could not see or a terminal would act on written as
    /// `<U+XXXX>`: control characters other than tab and line feed, the zero-width space, the
    /// line and paragraph separators, the bidirectional overrides and isolates, the byte order mark.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x08, 0x0B...0x1F, 0x7F...0x9F, 0x200B, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
