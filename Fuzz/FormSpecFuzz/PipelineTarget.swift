import FormSpec
import FormSpecYAML

/// The `pipeline` target: one input through the whole pipeline, as `formspec check` and
/// `formspec compile` run it. Bytes → parse → decode → validate → normalize → emit: the JSON, the
/// preview with and without ASCII glyphs, the visual preview page (of a spec with errors too),
/// and the diagnostics in every format, with and without colour. A crash, a hang, a leak or an
/// invariant broken is a finding.
///
/// The same bytes are read as a configuration file (`.formspec.yml`) too, and listed as
/// `formspec config` lists one; for one input in four, the diagnostics are recorded in a baseline
/// that is then applied to them, which must hide every warning and info.
///
/// SARIF is rendered for one input in four (by length, so that a finding reproduces): its log lists
/// every rule, the same text each time, which took a third of the time of each input. Another one
/// in four is parsed again with libyaml on a second thread, which only files of 256 KiB and more
/// (beyond what the fuzzer makes) take otherwise.
func fuzzPipeline(_ bytes: [UInt8]) {
    let size = bytes.count
    let source = SourceFile(name: "fuzz.form.yaml", bytes: bytes)
    let compilation = Compiler(draftsSpecsWithErrors: true).compile(source)
    let lines = SourceLines(bytes)
    FuzzInvariants.check(compilation, lines: lines)
    FuzzInvariants.checkFixIts(compilation.diagnostics, bytes: bytes)
    if size % 4 == 1 { FuzzInvariants.checkSecondThread(bytes) }
    FuzzInvariants.checkSuppressed(compilation.suppressed, lines: lines)
    FuzzInvariants.checkConfiguration(bytes, lines: lines)
    if size % 4 == 2 { FuzzInvariants.checkBaseline(compilation.diagnostics, lines: lines, source: source) }

    let report = DiagnosticReport(diagnostics: compilation.diagnostics, fileCount: 1, sources: [source.name: lines])
    for format in DiagnosticFormat.allCases where format != .sarif || size % 4 == 0 {
        FuzzInvariants.checkRendered(format.render(report, color: false), format: format, report: report)
    }
    _ = DiagnosticFormat.text.render(report.treatingWarningsAsErrors(), color: true)

    if let form = compilation.output(warningsAsErrors: false) {
        FuzzInvariants.checkJSON(form.json())
        for ascii in [false, true] {
            FuzzInvariants.checkPreview(form.preview(ascii: ascii))
        }
    }
    // The visual preview, which draws specs with errors too.
    if let draft = compilation.previewDraft {
        FuzzInvariants.checkHTML(draft.html(spec: source.name))
    }
}
