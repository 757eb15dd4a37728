import FormSpecYAML

/// `formspec fix`'s engine for one spec: it checks the spec as `check` does (its configuration's
/// rule levels, its suppression comments and the baseline obeyed: a suppressed diagnostic's
/// fix-it is not applied), applies the fix-its that may be applied, checks again, and repeats
/// until none applies.
///
/// In each round, the first applicable fix-it of each diagnostic is taken (safe ones, and
/// unsafe ones with ``appliesUnsafe``), in the order of their places; one that overlaps a fix-it
/// before it waits for the next round. The rounds read every diagnostic, not only the first
/// `--max-diagnostics` (``SpecChecking/findingsKeepingAll(_:)``), so that a spec of twenty
/// thousand mistakes is fixed in as many rounds as its overlapping fix-its need, not one round
/// per thousand; what remains is then reported as `check` reports it, the limit applied. Their replacements are spliced into the bytes: every byte
/// outside their ranges is kept. A round that changes nothing, brings back an earlier text, or
/// writes an error where a fix-it applied, and a round beyond ``maxRounds``, is not applied:
/// the spec stays as the rounds before it left it, and `fix.unstable` says which fix-it did not
/// converge. A spec with nothing to fix costs one check (two when it has more diagnostics than
/// the limit keeps: what remains is checked again with the limit).
package struct SpecFixer: Sendable {
    /// The most rounds of fixing one spec, not counting those of a spec with more diagnostics
    /// than are kept (`report.truncated`) that lowered their number: each round fixes at most the
    /// kept ones, so a spec of many mistakes takes more rounds, and a number that goes down ends.
    /// Nor, up to ``truncatedRounds(forMistakes:kept:)``, those whose number stayed: a fix can
    /// show a mistake it hid (a control type corrected shows its misspelt keys).
    package static let maxRounds = 16

    /// The rounds of a spec with more diagnostics than are kept that are not counted though
    /// their number did not go down: four for each batch of `kept` of its `mistakes`.
    static func truncatedRounds(forMistakes mistakes: Int, kept: Int) -> Int {
        let batch = max(1, kept)
        return 4 * ((mistakes + batch - 1) / batch)
    }

    /// How the spec is checked and judged: its settings (its compiler's limit, rule levels and
    /// baseline, and whether warnings are errors).
    var checker: any SpecChecking
    /// Whether unsafe fix-its are applied too (`--unsafe`).
    var appliesUnsafe: Bool
    /// Asked before each round: when it says so, fixing stops there, and the result is
    /// ``FixedSpec/wasStopped`` (an editor's request cancelled while the spec is fixed).
    var shouldStop: @Sendable () -> Bool = { false }

    /// A fixer that checks with `checker` and applies unsafe fix-its too when `appliesUnsafe`.
    package init(checker: any SpecChecking, appliesUnsafe: Bool) {
        self.checker = checker
        self.appliesUnsafe = appliesUnsafe
    }

    /// Fixes `source`.
    package func fix(_ source: SourceFile) -> FixedSpec {
        var current = source.bytes
        var next: [UInt8] = []
        var findings = checker.findingsKeepingAll(source)
        var checks = 1
        var rounds: [FixRound] = []
        var applied: [AppliedFix] = []
        // The texts had (their hashes), made only when there is something to fix.
        var seen: Set<Int> = []
        var originalLines: SourceLines?
        var unstable: (edit: FixEdit, why: String)?
        var countedRounds = 0
        var freeRounds = Self.truncatedRounds(
            forMistakes: Self.count(findings), kept: findings.diagnostics.count { $0.id != .reportTruncated })
        while true {
            let edits = FixEdit.chosen(
                from: findings.diagnostics, file: source.name, byteCount: current.count, unsafe: appliesUnsafe)
            guard let first = edits.first else { break }
            guard !shouldStop() else {
                return FixedSpec(
                    bytes: source.bytes, changed: false, applied: [], findings: findings, unsafeFixable: 0,
                    wasStopped: true, checks: checks)
            }
            guard countedRounds < Self.maxRounds else {
                unstable = (first, "fixing did not end after \(Self.maxRounds) rounds")
                break
            }
            if rounds.isEmpty {
                seen.insert(current.hashValue)
                originalLines = SourceLines(source.bytes)
            }
            let round = FixRound(edits, over: current, into: &next)
            guard seen.insert(next.hashValue).inserted, next != current else {
                unstable = (
                    first, next == current ? "applying it changes nothing" : "fixing comes back to a text it had"
                )
                break
            }
            let nextFindings = checker.findingsKeepingAll(SourceFile(name: source.name, bytes: next))
            checks += 1
            if let culprit = round.editIntroducingError(among: nextFindings.diagnostics, before: findings.diagnostics) {
                unstable = (culprit, "it writes an error where it applies")
                break
            }
            applied += edits.map { edit in
                let offset = rounds.reversed().reduce(edit.start) { $1.offsetBefore($0) }
                return AppliedFix(
                    id: edit.diagnostic.id, line: originalLines?.location(ofByteOffset: offset).line ?? 1,
                    message: edit.fixIt.message, isSafe: edit.fixIt.isSafe)
            }
            if Self.wasTruncated(findings), Self.count(nextFindings) < Self.count(findings) {
                // Fewer mistakes: not counted.
            } else if Self.wasTruncated(findings), freeRounds > 0 {
                freeRounds -= 1
            } else {
                countedRounds += 1
            }
            rounds.append(round)
            swap(&current, &next)
            findings = nextFindings
        }
        if !Self.holdsWithinLimit(findings, limit: checker.diagnosticLimit) {
            findings = checker.findings(SourceFile(name: source.name, bytes: current))
            checks += 1
        }
        if let unstable {
            let diagnostic = unstable.edit.diagnostic
            let report = Diagnostic(
                .fixUnstable,
                "the fix-it '\(unstable.edit.fixIt.message)' of \(diagnostic.id.rawValue) does not converge: \(unstable.why); the spec is left as the fixes before it made it (please report this with the spec)",
                file: source.name, range: diagnostic.range)
            findings.diagnostics += checker.judged([report])
            findings.diagnostics.sort(by: Diagnostic.printOrder)
        }
        let unsafeFixable =
            appliesUnsafe
            ? 0 : findings.diagnostics.count(where: { diagnostic in diagnostic.fixIts.contains { !$0.isSafe } })
        return FixedSpec(
            bytes: current, changed: !rounds.isEmpty, applied: applied, findings: findings,
            unsafeFixable: unsafeFixable, checks: checks)
    }

    /// Whether `findings`, every diagnostic kept, are those a check with `limit` finds: none was
    /// left out for want of room, and the limit (0: none) would have left out none of those
    /// reported or suppressed.
    private static func holdsWithinLimit(_ findings: SpecFindings, limit: Int) -> Bool {
        limit == 0
            || (!wasTruncated(findings) && findings.diagnostics.count <= limit && findings.suppressed.count <= limit)
    }

    /// Whether the findings hold `report.truncated`: more diagnostics than were kept.
    private static func wasTruncated(_ findings: SpecFindings) -> Bool {
        findings.diagnostics.contains { $0.id == .reportTruncated }
    }

    /// How many diagnostics the findings count, kept or left out.
    private static func count(_ findings: SpecFindings) -> Int {
        findings.diagnostics.reduce(0) { total, diagnostic in
            total
                + (diagnostic.id == .reportTruncated
                    ? diagnostic.leftOut.errors + diagnostic.leftOut.warnings + diagnostic.leftOut.infos : 1)
        }
    }
}
