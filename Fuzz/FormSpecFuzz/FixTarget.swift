import FormSpecYAML

@testable import FormSpec

/// The `fix` target: one input fixed as `formspec fix` fixes it (the safe fix-its; all of them for
/// one input in four, as `--unsafe` does; warnings counted as errors for another one in four).
/// Unless a fix-it did not converge (`fix.unstable`, which leaves the spec as the rounds before it
/// made it):
/// - what fixing reports is what checking the fixed text finds, and that has no fix-it left that
///   fixing would apply;
/// - fixing the fixed text changes nothing: the same bytes, no fix-it applied, the same findings.
///
/// Every fix-it applied is listed on a line of the spec as it was.
func fuzzFix(_ bytes: [UInt8]) {
    let source = SourceFile(name: "fuzz.form.yaml", bytes: bytes)
    let unsafe = bytes.count % 4 == 1
    let checker = SpecSettings(
        compiler: Compiler(), maxFileSize: SpecReader.defaultMaxFileSize, warningsAsErrors: bytes.count % 4 == 2,
        configurationIsValid: true)
    let fixer = SpecFixer(checker: checker, appliesUnsafe: unsafe)
    let fixed = fixer.fix(source)
    let lineCount = SourceLines(bytes).count
    FuzzInvariants.require(
        fixed.changed == (fixed.bytes != bytes), "fixing says it changed the spec and did not, or the reverse")
    FuzzInvariants.require(
        fixed.changed || fixed.applied.isEmpty, "fix-its listed as applied to a spec that did not change")
    for fix in fixed.applied {
        FuzzInvariants.require(
            (1...max(1, lineCount)).contains(fix.line), "\(fix.id.rawValue) fixed on line \(fix.line) of \(lineCount)")
    }
    // A spec fixing did not change is checked once; fixing it again would check the same text the same way.
    guard fixed.changed, !fixed.findings.diagnostics.contains(where: { $0.id == .fixUnstable }) else { return }

    // Fixing the fixed text checks it first, as `check` does: with nothing left to apply, that is all it does.
    let again = fixer.fix(SourceFile(name: source.name, bytes: fixed.bytes))
    let left = FixEdit.chosen(
        from: again.findings.diagnostics, file: source.name, byteCount: fixed.bytes.count, unsafe: unsafe)
    FuzzInvariants.require(
        left.isEmpty,
        "the fixed spec still has the fix-it '\(left.first?.fixIt.message ?? "")' of \(left.first?.diagnostic.id.rawValue ?? "")"
    )
    FuzzInvariants.require(
        !again.changed && again.bytes == fixed.bytes && again.applied.isEmpty,
        "fixing the fixed spec changes it again: '\(again.applied.first?.message ?? "")' on line \(again.applied.first?.line ?? 0)"
    )
    FuzzInvariants.require(
        again.findings.diagnostics == fixed.findings.diagnostics,
        "fixing reports other diagnostics than checking the fixed spec")
}
