import FormSpecYAML

/// The diagnostics a ``DiagnosticCollector`` keeps: in the order collected, found by their
/// fingerprints, and with the last in print order at hand, to drop it for an earlier one.
struct KeptDiagnostics {
    /// A diagnostic kept, and how many were kept before it.
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
    /// The diagnostics kept with their slots, the last in print order on top.
    private var byPrintOrder = MaxHeap<(diagnostic: Diagnostic, slot: Int)>()
    /// How many diagnostics were ever kept.
    private var keptCount = 0
    /// The bytes of text (``Diagnostic/textSize``) the diagnostics kept take.
    private(set) var bytes = 0

    /// The diagnostics kept, in the order collected.
    var diagnostics: [Diagnostic] {
        // Until a slot is taken again, the slots are in the order collected.
        guard slotTakenAgain else { return slots.compactMap { $0?.diagnostic } }
        return slots.compactMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.diagnostic)
    }

    /// How many diagnostics are kept.
    var count: Int { slots.count - freeSlots.count }

    /// Whether nothing was ever kept.
    var isPristine: Bool { keptCount == 0 }

    /// The diagnostic kept that comes last in print order.
    var last: Diagnostic? { byPrintOrder.top?.diagnostic }

    /// Whether `diagnostic`, whose fingerprint is `fingerprint`, is kept.
    func contains(_ diagnostic: Diagnostic, fingerprint: Int) -> Bool {
        guard let kept = byFingerprint[fingerprint] else { return false }
        return kept.contains { slots[$0]?.diagnostic == diagnostic }
    }

    /// Whether a diagnostic of this fingerprint is kept.
    func contains(fingerprint: Int) -> Bool { byFingerprint[fingerprint] != nil }

    mutating func insert(_ diagnostic: Diagnostic, fingerprint: Int, size: Int) {
        let kept = (diagnostic: diagnostic, sequence: keptCount)
        keptCount += 1
        bytes += size
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
        byPrintOrder.insert((diagnostic, slot)) { Diagnostic.printOrder($0.diagnostic, $1.diagnostic) }
    }

    /// Removes the diagnostic kept that comes last in print order, and returns it with its fingerprint.
    mutating func removeLast() -> (diagnostic: Diagnostic, fingerprint: Int)? {
        guard let (dropped, slot) = byPrintOrder.removeTop(by: { Diagnostic.printOrder($0.diagnostic, $1.diagnostic) })
        else { return nil }
        let fingerprint = dropped.fingerprint
        byFingerprint[fingerprint]?.removeAll { $0 == slot }
        if byFingerprint[fingerprint]?.isEmpty == true { byFingerprint[fingerprint] = nil }
        slots[slot] = nil
        freeSlots.append(slot)
        bytes -= dropped.textSize
        return (dropped, fingerprint)
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

    /// The bytes of text it holds, which a report prints: its message, its notes' messages and
    /// files, its fix-its' messages and replacements (UTF-8).
    var textSize: Int {
        message.utf8.count
            + notes.reduce(0) { $0 + $1.message.utf8.count + $1.file.utf8.count }
            + fixIts.reduce(0) { $0 + $1.message.utf8.count + $1.replacement.utf8.count }
    }
}
