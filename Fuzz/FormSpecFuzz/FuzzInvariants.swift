import Foundation

@testable import FormSpec
@testable import FormSpecYAML

/// What must hold for every input, checked after each stage: a broken promise of the compiler stops
/// the fuzzer like a crash does, with the message saying which.
enum FuzzInvariants {
    /// A compilation has its diagnostics in print order, a form exactly when it has no error,
    /// and every range (of a diagnostic, a note or a fix-it) inside the file, start before end.
    static func check(_ compilation: Compilation, lines: SourceLines) {
        let diagnostics = compilation.diagnostics
        require(diagnostics == diagnostics.sorted(by: Diagnostic.printOrder), "diagnostics out of print order")
        let hasErrors = diagnostics.contains { $0.severity == .error }
        require((compilation.form == nil) == hasErrors, "a form with errors, or no form without one")
        for diagnostic in diagnostics {
            checkRange(diagnostic.range, lines: lines, "\(diagnostic.id.rawValue) at \(diagnostic.range)")
            for note in diagnostic.notes { checkRange(note.range, lines: lines, "a note of \(diagnostic.id.rawValue)") }
            for fixIt in diagnostic.fixIts {
                checkRange(fixIt.range, lines: lines, "a fix-it of \(diagnostic.id.rawValue)")
            }
        }
    }

    /// libyaml read ahead on a second thread (as for a large file) gives the parse it gives on
    /// the calling thread: the same tree, the same problems, and the same items handed over.
    static func checkSecondThread(_ bytes: [UInt8]) {
        func parse(onSecondThread: Bool) -> (result: ParseResult, items: [SourcePlace]) {
            var items: [SourcePlace] = []
            let result = YAMLParser.parse(
                bytes, limits: YAMLLimits(), onSecondThread: onSecondThread, handingOverItemsOf: "controls"
            ) {
                items.append($0.usagePlace)
                return false
            }
            return (result, items)
        }
        let (calling, second) = (parse(onSecondThread: false), parse(onSecondThread: true))
        require(
            calling.result.problems.map { "\($0)" } == second.result.problems.map { "\($0)" },
            "other problems on a second thread")
        require(calling.items == second.items, "other items handed over on a second thread")
        switch (calling.result.root?.parsed, second.result.root?.parsed) {
        case (nil, nil): break
        case (let left?, let right?):
            require(
                left.index == right.index && left.document.records == right.document.records
                    && left.document.children == right.document.children && left.document.text == right.document.text,
                "another tree on a second thread")
        default: require(false, "a root on one thread only")
        }
    }

    /// Each fix-it does what its help says: with it applied, its diagnostic is gone from where it
    /// was (checked for the first four fix-its of an input, each a compile more).
    static func checkFixIts(_ diagnostics: [Diagnostic], bytes: [UInt8]) {
        for (diagnostic, fixIt) in diagnostics.lazy.flatMap({ diagnostic in diagnostic.fixIts.map { (diagnostic, $0) } }
        ).prefix(4) {
            let fixed =
                bytes[..<fixIt.range.start.offset] + Array(fixIt.replacement.utf8) + bytes[fixIt.range.end.offset...]
            let after = Compiler().check(SourceFile(name: "fuzz.form.yaml", bytes: Array(fixed)))
            require(
                !after.contains { $0.id == diagnostic.id && $0.range.start == diagnostic.range.start },
                "'\(fixIt.message)' leaves \(diagnostic.id.rawValue) at \(diagnostic.range.start)")
        }
    }

    /// Every suppressed diagnostic is of an id that may be suppressed, marked, and inside the file.
    static func checkSuppressed(_ suppressed: [Diagnostic], lines: SourceLines) {
        for diagnostic in suppressed {
            require(
                diagnostic.id.isConfigurable && diagnostic.suppression?.kind == .inSource,
                "\(diagnostic.id.rawValue) suppressed")
            checkRange(diagnostic.range, lines: lines, "suppressed \(diagnostic.id.rawValue)")
        }
    }

    /// The bytes read as a configuration file: every diagnostic inside the file, and a listing.
    static func checkConfiguration(_ bytes: [UInt8], lines: SourceLines) {
        let configuration = Configuration.read(SourceFile(name: ".formspec.yml", bytes: bytes), directory: ".")
        for diagnostic in configuration.diagnostics {
            checkRange(diagnostic.range, lines: lines, "configuration \(diagnostic.id.rawValue)")
            for fixIt in diagnostic.fixIts {
                checkRange(fixIt.range, lines: lines, "a fix-it of configuration \(diagnostic.id.rawValue)")
            }
        }
        require(
            ConfigurationListing(configuration).text(for: ".").hasSuffix("\n"), "a listing without its last line break")
    }

    /// A baseline recorded from the diagnostics hides every warning and info of them, and no
    /// error, when the spec is checked again with it (a report cut by `--max-diagnostics` records
    /// only what it kept, so it is not compared).
    static func checkBaseline(_ diagnostics: [Diagnostic], lines: SourceLines, source: SourceFile) {
        guard !diagnostics.contains(where: { $0.id == .reportTruncated }) else { return }
        let report = DiagnosticReport(diagnostics: diagnostics, fileCount: 1, sources: [source.name: lines])
        let baseline = Baseline.recording(report, path: "baseline.json")
        var compiler = Compiler()
        compiler.baseline = baseline
        let findings = compiler.findings(source)
        require(
            findings.diagnostics.allSatisfy { !$0.id.isConfigurable },
            "a warning or an info the baseline records is reported")
        require(
            findings.suppressedCounts.external == baseline.count,
            "the baseline hides \(findings.suppressedCounts.external) of its \(baseline.count) records")
    }

    /// A range inside the file, start before end, 1-based.
    static func checkRange(_ range: SourceRange, lines: SourceLines, _ what: String) {
        require(
            range.start <= range.end && range.start.offset <= range.end.offset,
            "\(what): the range ends before it starts")
        require(range.start.line >= 1 && range.start.column >= 1, "\(what): not 1-based")
        require(range.end.offset <= lines.bytes.count, "\(what): past the end of the file")
        require(range.end.line <= lines.count, "\(what): past the last line")
    }

    /// Text ends with a newline unless it is empty; `json` and `sarif` are JSON; `github` is one
    /// line per diagnostic.
    static func checkRendered(_ text: String, format: DiagnosticFormat, report: DiagnosticReport) {
        require(
            text.isEmpty ? format == .text || format == .github : text.hasSuffix("\n"),
            "\(format.rawValue) diagnostics do not end with a newline")
        switch format {
        case .text: break
        case .json, .sarif: checkJSON(text)
        case .github:
            require(
                text.utf8.split(separator: UInt8(ascii: "\n")).count == report.diagnostics.count,
                "github diagnostics are not one line each")
        }
    }

    /// JSON output parses.
    static func checkJSON(_ text: String) {
        require((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "output that is not JSON")
    }

    /// A preview ends with exactly one newline, and no line ends in a space, passes 80
    /// display columns or holds a control character.
    static func checkPreview(_ text: String) {
        require(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "the preview does not end with one newline")
        for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            require(line.last != " ", "a preview line ends in a space: \(line)")
            require(DisplayWidth.of(String(line)) <= PreviewWriter.width, "a preview line passes 80 columns: \(line)")
            require(
                !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "a control character in the preview: \(line.debugDescription)")
        }
    }

    /// A visual preview page: one whole document, its elements closed, no character HTML forbids.
    static func checkHTML(_ page: String) {
        require(
            page.hasPrefix("<!DOCTYPE html>\n<html ") && page.hasSuffix("</html>\n"),
            "the page is not one whole document")
        for tag in ["div", "figure", "section", "svg", "ul", "li", "p", "span"] {
            let opened =
                page.components(separatedBy: "<\(tag) ").count + page.components(separatedBy: "<\(tag)>").count - 2
            let closed = page.components(separatedBy: "</\(tag)>").count - 1
            require(opened == closed, "\(opened) <\(tag)> but \(closed) </\(tag)>")
        }
        require(
            !page.unicodeScalars.contains {
                ($0.value < 0x20 && !["\t", "\n", "\r"].contains($0)) || (0x7F...0x9F).contains($0.value)
            },
            "a control character in the page")
        // A form with logic ends with its logic's data block and the one script that reads it, right
        // after the footer; nothing the spec says can open or end another.
        let scripts = page.components(separatedBy: "<script").count - 1
        let ends = page.components(separatedBy: "</script>").count - 1
        require(
            scripts == ends
                && (scripts == 0
                    || (scripts == 2
                        && page.contains("</footer>\n<script type=\"application/json\" id=\"formspec-logic\">"))),
            "\(scripts) <script> and \(ends) </script> in the page")
    }

    /// Stops the fuzzer with `message` (a finding) unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant: " + message()) }
    }
}
