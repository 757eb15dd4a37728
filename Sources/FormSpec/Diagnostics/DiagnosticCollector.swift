import FormSpecYAML

/// Collects the diagnostics of one file as the stages find them: the one collector the pipeline
/// passes through the parse, decode and validate stages (see ``Compiler``).
///
/// A diagnostic that says exactly what one already collected says, at the same place, is kept
/// once: a mapping merged into several controls (`<<: *base`) is decoded for each, and its
/// mistake is one mistake.
///
/// What a project makes of a diagnostic applies as it arrives, before any limit: an id turned
/// off is dropped; one a suppression comment or the baseline covers is held apart
/// (``suppressed``, the first `limit` of them) and counted.
///
/// It keeps at most `limit` diagnostics, taking at most `byteBudget` bytes of text, the first
/// ones in print order, however many the stages report and in whatever order: the others are
/// left out and counted by severity (``leftOut``), each remembered only by a hash, its id and
/// its line (``DiagnosticTrace``), so that a repeat of one left out is not counted twice and a
/// baseline can record it. A file of a hundred thousand mistakes then takes little more memory
/// than one of a thousand. ``finished()`` adds `report.truncated`, which says how many were
/// left out.
package struct DiagnosticCollector {
    /// The file the diagnostics are about.
    package let file: String
    /// The most diagnostics kept; `Int.max` for no limit.
    package let limit: Int
    /// The most bytes of text (``Diagnostic/textSize``) the diagnostics kept take; the ones held
    /// apart as suppressed take as much again.
    package let byteBudget: Int
    /// The ranges of the places in the syntax: the decoder sets it to its document's before it
    /// makes a place.
    var sourceMap: SourceMap?

    /// The diagnostics kept.
    private var kept = KeptDiagnostics()
    /// Each diagnostic counted and not kept (left out, or suppressed), by its fingerprint.
    private(set) var traces: [Int: DiagnosticTrace] = [:]
    /// How many diagnostics of each severity were left out.
    package private(set) var leftOut = SeverityCounts()
    /// Where the first diagnostic left out starts (by line and column); nil when none was.
    private var firstLeftOut: SourceLocation?
    /// Whether a diagnostic was left out for want of room in ``byteBudget`` (not of ``limit``).
    private var leftOutForText = false
    /// The levels of the ids a configuration changes, and the file's suppression comments.
    var policy = DiagnosticPolicy()
    /// The records of the baseline about this file, when it has some.
    var baseline: BaselineMatch?
    /// The diagnostics suppressed by a comment or the baseline: the first ``limit`` collected
    /// (within ``byteBudget``); ``suppressedCounts`` counts them all.
    private(set) var suppressed: [Diagnostic] = []
    /// The bytes of text `suppressed` takes.
    private var suppressedBytes = 0
    /// How many diagnostics were suppressed, listed in `suppressed` or not.
    private(set) var suppressedCounts = SuppressionCounts()
    /// The suppressions (indices in the policy's comments) that suppressed a diagnostic, kept or not.
    private(set) var usedSuppressions: Set<Int> = []
    /// How many suppressed diagnostics it may list, besides ``limit``: a run that collects each
    /// control's diagnostics apart (``takeDiagnostics()``) lists those of one within the room the
    /// ones before left, and makes no justification for the others, which are only counted.
    var suppressedRoom = Int.max

    /// A collector for `file` that keeps at most `limit` diagnostics (`Int.max`: all of them),
    /// of at most `byteBudget` bytes of text.
    package init(file: String, limit: Int = .max, byteBudget: Int = .max) {
        self.file = file
        self.limit = max(limit, 0)
        self.byteBudget = max(byteBudget, 0)
    }

    /// The byte budget of a file of `size` bytes: 1 MiB, and 16 bytes more for each byte of the
    /// file. Diagnostics grow with what they are about, so a spec's report is seldom a tenth of
    /// it; a report past it says the same things over (a long id quoted by every mistake about
    /// it), and its size would grow with the square of the spec.
    package static func byteBudget(forFileOfSize size: Int) -> Int {
        let (scaled, overflow) = size.multipliedReportingOverflow(by: 16)
        return overflow ? .max : scaled.addingReportingOverflow(1 << 20).overflow ? .max : scaled + (1 << 20)
    }

    /// The diagnostics kept, in the order collected.
    package var diagnostics: [Diagnostic] { kept.diagnostics }

    /// How many diagnostics are kept.
    package var count: Int { kept.count }

    /// Records `diagnostic`, unless an identical one is recorded already: holds it apart when a
    /// suppression comment or the baseline covers it; when `limit` are kept already, or the text
    /// would not fit, it takes the place of the last ones in print order if it comes before
    /// them, or is left out.
    package mutating func append(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if !policy.isEmpty {
            switch policy.judge(&diagnostic) {
            case .reported: break
            case .off: return
            case .suppressed(let index):
                usedSuppressions.insert(index)
                // Its justification is made only if it is listed: past the limit it is counted alone.
                let comments = policy.comments
                return hold(diagnostic, fingerprint: diagnostic.fingerprint, kind: .inSource) {
                    Diagnostic.Suppression(kind: .inSource, justification: comments.suppressions[index].justification)
                }
            }
        }
        let fingerprint = diagnostic.fingerprint
        guard !isCollected(diagnostic, fingerprint: fingerprint) else { return }
        if let suppression = baseline?.take(diagnostic) {
            return hold(diagnostic, fingerprint: fingerprint, kind: suppression.kind) { suppression }
        }
        admit(diagnostic, fingerprint: fingerprint)
    }

    /// Whether `diagnostic` is kept, left out or suppressed already.
    private func isCollected(_ diagnostic: Diagnostic, fingerprint: Int) -> Bool {
        traces[fingerprint] != nil || kept.contains(diagnostic, fingerprint: fingerprint)
    }

    /// Keeps a diagnostic reported, or leaves it out when there is no room for it.
    private mutating func admit(_ diagnostic: Diagnostic, fingerprint: Int) {
        let size = diagnostic.textSize
        while kept.count >= limit || kept.bytes + size > byteBudget {
            if kept.count < limit { leftOutForText = true }
            guard let last = kept.last, Diagnostic.printOrder(diagnostic, last), let dropped = kept.removeLast() else {
                return leaveOut(diagnostic, fingerprint: fingerprint)
            }
            leaveOut(dropped.diagnostic, fingerprint: dropped.fingerprint)
        }
        kept.insert(diagnostic, fingerprint: fingerprint, size: size)
    }

    /// Holds a diagnostic suppressed as `kind` apart, counted, and listed with its `suppression`
    /// while there is room.
    private mutating func hold(
        _ diagnostic: Diagnostic, fingerprint: Int, kind: Diagnostic.Suppression.Kind,
        suppression: () -> Diagnostic.Suppression
    ) {
        guard traces[fingerprint] == nil else { return }
        count(DiagnosticTrace(diagnostic, suppression: kind), fingerprint: fingerprint)
        guard hasRoom(forSuppressed: diagnostic) else { return }
        var diagnostic = diagnostic
        diagnostic.suppression = suppression()
        list(diagnostic)
    }

    /// Whether ``suppressed`` has room for `diagnostic`.
    private func hasRoom(forSuppressed diagnostic: Diagnostic) -> Bool {
        suppressed.count < min(limit, suppressedRoom) && suppressedBytes + diagnostic.textSize <= byteBudget
    }

    /// Lists a suppressed diagnostic in ``suppressed`` while there is room.
    private mutating func list(_ diagnostic: Diagnostic) {
        guard hasRoom(forSuppressed: diagnostic) else { return }
        suppressed.append(diagnostic)
        suppressedBytes += diagnostic.textSize
    }

    private mutating func leaveOut(_ diagnostic: Diagnostic, fingerprint: Int) {
        count(DiagnosticTrace(diagnostic, suppression: nil), fingerprint: fingerprint)
        firstLeftOut = min(firstLeftOut ?? diagnostic.range.start, diagnostic.range.start)
    }

    /// Counts the problems the parse stage left out (``YAMLLimits/maxProblems``). They are never
    /// repeats of what the decoder reports, so they are counted as they are.
    mutating func append(_ problems: ProblemsLeftOut) {
        for (kind, count) in problems.counts {
            leftOut[DiagnosticID(kind).severity] += count
        }
        if let first = problems.firstPlace { firstLeftOut = min(firstLeftOut ?? first, first) }
    }

    /// Records a diagnostic; each note is a message and the range it is about.
    mutating func report(
        _ id: DiagnosticID, _ message: String, at range: SourceRange,
        notes: [(String, SourceRange)] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        let notes = notes.map { Diagnostic.Note(message: $0.0, file: file, range: $0.1) }
        append(Diagnostic(id, message, file: file, range: range, notes: notes, fixIts: fixIts))
    }

    /// Records a diagnostic about a place of the syntax, with notes about places.
    mutating func report(
        _ id: DiagnosticID, _ message: String, at place: SourcePlace,
        notes: [(String, SourcePlace)] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        report(id, message, at: range(of: place), notes: notes.map { ($0.0, range(of: $0.1)) }, fixIts: fixIts)
    }

    /// What a collector holds, handed over by `takeDiagnostics`.
    struct Collected {
        var kept: [Diagnostic] = []
        var traces: [Int: DiagnosticTrace] = [:]
        var firstLeftOut: SourceLocation?
        var leftOutForText = false
        var suppressed: [Diagnostic] = []
        var usedSuppressions: Set<Int> = []

        /// Whether nothing was collected: no diagnostic kept, left out or suppressed.
        var isEmpty: Bool { kept.isEmpty && traces.isEmpty && usedSuppressions.isEmpty }
    }

    /// Hands over what is recorded so far, and starts afresh (the baseline's records used stay used).
    mutating func takeDiagnostics() -> Collected {
        // The common case, an item without mistakes, costs nothing.
        guard !kept.isPristine || !traces.isEmpty || !usedSuppressions.isEmpty else { return Collected() }
        defer {
            var next = DiagnosticCollector(file: file, limit: limit, byteBudget: byteBudget)
            (next.sourceMap, next.policy, next.baseline) = (sourceMap, policy, baseline)
            self = next
        }
        return Collected(
            kept: diagnostics, traces: traces, firstLeftOut: firstLeftOut, leftOutForText: leftOutForText,
            suppressed: suppressed, usedSuppressions: usedSuppressions)
    }

    /// Records diagnostics collected before (see `takeDiagnostics`), as they were judged then:
    /// the ones kept as if reported again, the ones suppressed and left out counted unless they
    /// are counted or kept already.
    mutating func append(contentsOf collected: Collected) {
        let newlySuppressed = collected.suppressed.filter { !isCollected($0, fingerprint: $0.fingerprint) }
        for (fingerprint, trace) in collected.traces
        where traces[fingerprint] == nil && !kept.contains(fingerprint: fingerprint) {
            count(trace, fingerprint: fingerprint)
        }
        for diagnostic in newlySuppressed { list(diagnostic) }
        for diagnostic in collected.kept {
            let fingerprint = diagnostic.fingerprint
            if !isCollected(diagnostic, fingerprint: fingerprint) { admit(diagnostic, fingerprint: fingerprint) }
        }
        usedSuppressions.formUnion(collected.usedSuppressions)
        if let first = collected.firstLeftOut { firstLeftOut = min(firstLeftOut ?? first, first) }
        leftOutForText = leftOutForText || collected.leftOutForText
    }

    /// Remembers a diagnostic counted and not kept, and counts it.
    private mutating func count(_ trace: DiagnosticTrace, fingerprint: Int) {
        traces[fingerprint] = trace
        if let kind = trace.suppression { suppressedCounts[kind] += 1 } else { leftOut[trace.severity] += 1 }
    }

    /// The source range of `place`.
    func range(of place: SourcePlace) -> SourceRange {
        guard let sourceMap else { preconditionFailure("a place before its document") }
        return sourceMap[place]
    }

    /// The diagnostics kept, in print order (``Diagnostic/printOrder(_:_:)``).
    package var sorted: [Diagnostic] {
        diagnostics.sorted(by: Diagnostic.printOrder)
    }

    /// The diagnostics kept, in print order, and when some were left out, `report.truncated`
    /// where the first of them starts, saying how many of each severity there are.
    package func finished() -> [Diagnostic] {
        guard leftOut.total > 0 else { return sorted }
        let truncation = Diagnostic.truncation(
            file: file, leftOut: leftOut, at: firstLeftOut ?? .start,
            reason: leftOutForText ? .text : .count)
        return (sorted + [truncation]).sorted(by: Diagnostic.printOrder)
    }

    /// The id and first line of each warning and info collected that no suppression comment
    /// covers (kept, left out or in the baseline): what a baseline written now records.
    func baselineLines() -> [(id: DiagnosticID, line: Int)] {
        diagnostics.filter(\.id.isConfigurable).map { ($0.id, $0.range.start.line) }
            + traces.values.filter { $0.id.isConfigurable && $0.suppression != .inSource }.map { ($0.id, $0.line) }
    }
}
