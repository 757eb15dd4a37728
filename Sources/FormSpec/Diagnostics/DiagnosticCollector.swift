import FormSpecYAML

/// Collects the diagnostics of one file as the stages find them: the one collector the pipeline
/// passes through the parse, decode and validate stages (see ``Compiler``).
///
/// A diagnostic that says exactly what one already collected says, at the same place, is kept
/// once: a mapping merged into several controls (`<<: *base`) is decoded for each, and its
/// mistake is one mistake.
///
/// It keeps at most `limit` diagnostics, the first ones in print order, however many the stages
/// report and in whatever order: the others are left out and counted by severity (``leftOut``),
/// each remembered only by a hash, so that a repeat of one left out is not counted twice. A file
/// of a hundred thousand mistakes then takes little more memory than one of a thousand.
/// ``finished()`` adds `report.truncated`, which says how many were left out.
public struct DiagnosticCollector {
    /// The file the diagnostics are about.
    public let file: String
    /// The most diagnostics kept; `Int.max` for no limit.
    public let limit: Int
    /// The ranges of the places in the syntax: the decoder sets it to its document's before it
    /// makes a place.
    var sourceMap: SourceMap?

    /// A diagnostic kept, and how many were collected before it.
    private typealias Kept = (diagnostic: Diagnostic, sequence: Int)
    /// The diagnostics kept, in the order collected when none was ever dropped; a dropped one's
    /// slot is nil until another takes it.
    private var slots: [Kept?] = []
    /// The slots that are nil.
    private var freeSlots: [Int] = []
    /// Whether a slot once freed holds a diagnostic again.
    private var slotTakenAgain = false
    /// The slots of the diagnostics kept that have each fingerprint (``Diagnostic/fingerprint``).
    private var byFingerprint: [Int: [Int]] = [:]
    /// The diagnostics kept with their slots, the last in print order on top; only when there
    /// is a limit.
    private var byPrintOrder = MaxHeap<(diagnostic: Diagnostic, slot: Int)>()
    /// How many diagnostics were collected, kept or not.
    private var collectedCount = 0
    /// The fingerprint of each diagnostic left out, with its severity.
    private var leftOutSeverities: [Int: Severity] = [:]
    /// How many diagnostics of each severity were left out.
    public private(set) var leftOut = SeverityCounts()
    /// Where the first diagnostic left out starts (by line and column); nil when none was.
    private var firstLeftOut: SourceLocation?
    /// The levels of the ids a configuration changes, and the file's suppression comments: a
    /// diagnostic of an id turned off is dropped, one suppressed is kept apart (``suppressed``).
    var policy = DiagnosticPolicy()
    /// The diagnostics suppressed by a comment, the first ``limit`` collected.
    private(set) var suppressed: [Diagnostic] = []
    /// The fingerprints of `suppressed`, so that a repeat is kept once.
    private var suppressedFingerprints: Set<Int> = []
    /// The suppressions (indices in the policy's comments) that suppressed a diagnostic, kept or not.
    private(set) var usedSuppressions: Set<Int> = []

    /// A collector for `file` that keeps at most `limit` diagnostics (`Int.max`: all of them).
    public init(file: String, limit: Int = .max) {
        self.file = file
        self.limit = max(limit, 0)
    }

    /// The diagnostics kept, in the order collected.
    public var diagnostics: [Diagnostic] {
        // Until a slot is taken again, the slots are in the order collected.
        guard slotTakenAgain else { return slots.compactMap { $0?.diagnostic } }
        return slots.compactMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.diagnostic)
    }

    /// How many diagnostics are kept.
    public var count: Int { slots.count - freeSlots.count }

    /// Records `diagnostic`, unless an identical one is recorded already; when `limit` are kept
    /// already, it takes the place of the last in print order if it comes before it, or is left
    /// out.
    public mutating func append(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if !policy.isEmpty {
            switch policy.judge(&diagnostic) {
            case .reported: break
            case .off: return
            case .suppressed(let index): return suppress(diagnostic, by: index)
            }
        }
        let fingerprint = diagnostic.fingerprint
        if let kept = byFingerprint[fingerprint], kept.contains(where: { slots[$0]?.diagnostic == diagnostic }) { return }
        guard limit < .max else { return keep(diagnostic, fingerprint: fingerprint) }
        guard leftOutSeverities[fingerprint] == nil else { return }
        if count >= limit {
            guard let last = byPrintOrder.top, Diagnostic.printOrder(diagnostic, last.diagnostic) else {
                return leaveOut(diagnostic, fingerprint: fingerprint)
            }
            dropLast()
        }
        keep(diagnostic, fingerprint: fingerprint)
    }

    private mutating func suppress(_ diagnostic: Diagnostic, by index: Int) {
        usedSuppressions.insert(index)
        guard suppressed.count < limit, suppressedFingerprints.insert(diagnostic.fingerprint).inserted else { return }
        suppressed.append(diagnostic)
    }

    private mutating func keep(_ diagnostic: Diagnostic, fingerprint: Int) {
        let kept = (diagnostic: diagnostic, sequence: collectedCount)
        collectedCount += 1
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = kept
            slotTakenAgain = true
        } else {
            slot = slots.count
            slots.append(kept)
        }
        byFingerprint[fingerprint, default: []].append(slot)
        if limit < .max {
            byPrintOrder.insert((diagnostic, slot)) { Diagnostic.printOrder($0.diagnostic, $1.diagnostic) }
        }
    }

    /// Leaves out the diagnostic kept that comes last in print order.
    private mutating func dropLast() {
        guard let (dropped, slot) = byPrintOrder.removeTop(by: { Diagnostic.printOrder($0.diagnostic, $1.diagnostic) }) else { return }
        let fingerprint = dropped.fingerprint
        byFingerprint[fingerprint]?.removeAll { $0 == slot }
        if byFingerprint[fingerprint]?.isEmpty == true { byFingerprint[fingerprint] = nil }
        slots[slot] = nil
        freeSlots.append(slot)
        leaveOut(dropped, fingerprint: fingerprint)
    }

    private mutating func leaveOut(_ diagnostic: Diagnostic, fingerprint: Int) {
        leftOutSeverities[fingerprint] = diagnostic.severity
        leftOut[diagnostic.severity] += 1
        firstLeftOut = min(firstLeftOut ?? diagnostic.range.start, diagnostic.range.start)
    }

    /// Records diagnostics collected before (see `takeDiagnostics`): the ones kept as if reported
    /// again, the ones left out counted unless they are counted or kept already.
    mutating func append(contentsOf collected: Collected) {
        for diagnostic in collected.kept { append(diagnostic) }
        for diagnostic in collected.suppressed {
            guard suppressed.count < limit, suppressedFingerprints.insert(diagnostic.fingerprint).inserted else { break }
            suppressed.append(diagnostic)
        }
        usedSuppressions.formUnion(collected.usedSuppressions)
        for (fingerprint, severity) in collected.leftOutSeverities
        where leftOutSeverities[fingerprint] == nil && byFingerprint[fingerprint] == nil {
            leftOutSeverities[fingerprint] = severity
            leftOut[severity] += 1
        }
        if let first = collected.firstLeftOut { firstLeftOut = min(firstLeftOut ?? first, first) }
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
    mutating func report(_ id: DiagnosticID, _ message: String, at range: SourceRange,
                         notes: [(String, SourceRange)] = [], fixIts: [Diagnostic.FixIt] = []) {
        let notes = notes.map { Diagnostic.Note(message: $0.0, file: file, range: $0.1) }
        append(Diagnostic(id, message, file: file, range: range, notes: notes, fixIts: fixIts))
    }

    /// Records a diagnostic about a place of the syntax, with notes about places.
    mutating func report(_ id: DiagnosticID, _ message: String, at place: SourcePlace,
                         notes: [(String, SourcePlace)] = [], fixIts: [Diagnostic.FixIt] = []) {
        report(id, message, at: range(of: place), notes: notes.map { ($0.0, range(of: $0.1)) }, fixIts: fixIts)
    }

    /// What a collector holds, handed over by `takeDiagnostics`.
    struct Collected {
        var kept: [Diagnostic]
        /// The fingerprint of each diagnostic left out, with its severity.
        var leftOutSeverities: [Int: Severity]
        var firstLeftOut: SourceLocation?
        var suppressed: [Diagnostic] = []
        var usedSuppressions: Set<Int> = []

        /// Whether nothing was collected: no diagnostic kept, left out or suppressed.
        var isEmpty: Bool { kept.isEmpty && leftOutSeverities.isEmpty && usedSuppressions.isEmpty }
    }

    /// Hands over what is recorded so far, and starts afresh.
    mutating func takeDiagnostics() -> Collected {
        // The common case, an item without mistakes, costs nothing.
        guard collectedCount > 0 || !leftOutSeverities.isEmpty || !usedSuppressions.isEmpty else { return Collected(kept: [], leftOutSeverities: [:]) }
        defer { self = DiagnosticCollector(file: file, limit: limit, sourceMap: sourceMap, policy: policy) }
        return Collected(kept: diagnostics, leftOutSeverities: leftOutSeverities, firstLeftOut: firstLeftOut, suppressed: suppressed,
                         usedSuppressions: usedSuppressions)
    }

    private init(file: String, limit: Int, sourceMap: SourceMap?, policy: DiagnosticPolicy) {
        self.init(file: file, limit: limit)
        self.sourceMap = sourceMap
        self.policy = policy
    }

    /// The source range of `place`.
    func range(of place: SourcePlace) -> SourceRange {
        guard let sourceMap else { preconditionFailure("a place before its document") }
        return sourceMap[place]
    }

    /// The diagnostics kept, in print order (``Diagnostic/printOrder(_:_:)``).
    public var sorted: [Diagnostic] {
        diagnostics.sorted(by: Diagnostic.printOrder)
    }

    /// The diagnostics kept, in print order, and when some were left out, `report.truncated`
    /// where the first of them starts, saying how many of each severity there are.
    public func finished() -> [Diagnostic] {
        guard leftOut.total > 0 else { return sorted }
        return (sorted + [Diagnostic.truncation(file: file, leftOut: leftOut, at: firstLeftOut ?? .start)])
            .sorted(by: Diagnostic.printOrder)
    }
}

extension Diagnostic {
    /// A hash of all the diagnostic says: two diagnostics that say the same have the same
    /// fingerprint, and two that do not almost surely differ. (The hash is seeded afresh for each
    /// run of the program, so no input can be made to collide on purpose.)
    var fingerprint: Int {
        var hasher = Hasher()
        hasher.combine(id)
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(file)
        hasher.combine(range)
        hasher.combine(notes.count)
        for note in notes {
            hasher.combine(note.message)
            hasher.combine(note.file)
            hasher.combine(note.range)
        }
        hasher.combine(fixIts.count)
        for fixIt in fixIts {
            hasher.combine(fixIt.message)
            hasher.combine(fixIt.range)
            hasher.combine(fixIt.replacement)
        }
        return hasher.finalize()
    }
}
