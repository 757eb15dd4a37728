import FormSpec

/// `formspec diff` of the spec and a copy with a few edits (the form's id, a state, a label:
/// one change of each class): both versions compiled, on two threads as the command does, and
/// compared. Its target is within 3x the check of one version.
struct DiffPhase: BenchmarkPhase {
    let name = "diff"
    let summary = "compile the spec and a copy with three edits, and compare them (formspec diff)"

    /// The edits: the first occurrence of each text, replaced.
    static let edits: [(String, String)] = [
        ("\nid: benchmark-form\n", "\nid: benchmark-form-2\n"), ("state: on\n", "state: off\n"),
        ("label: Taille\n", "label: Taille et coupe\n"),
    ]

    func run(_ input: [UInt8]) -> DiffOutcome {
        let edited = Self.edits.reduce(input) { Self.replacingFirst(Array($1.0.utf8), with: Array($1.1.utf8), in: $0) }
        return RunPlan(paths: [], configuration: .none).diff(
            [
                (
                    .bytes(name: "old.form.yaml", bytes: input, configuredAs: "old.form.yaml"),
                    .bytes(name: "new.form.yaml", bytes: edited, configuredAs: "new.form.yaml")
                )
            ], standardInput: -1, limit: FormComparison.defaultLimit)
    }

    /// `changes` (every class), `breaking`, `behavior`, `cosmetic`, and `diagnostics` and
    /// `errors` of the two versions.
    func counts(of outcome: DiffOutcome) -> [ResultField] {
        let counts = outcome.counts
        return [
            ResultField("changes", counts.total), ResultField("breaking", counts.breaking),
            ResultField("behavior", counts.behavior), ResultField("cosmetic", counts.cosmetic),
        ] + CheckPhase().counts(of: outcome.report.diagnostics)
    }

    /// `bytes` with the first occurrence of `target` replaced by `replacement`.
    private static func replacingFirst(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard let first = target.first, bytes.count >= target.count else { return bytes }
        for start in 0...(bytes.count - target.count) where bytes[start] == first {
            guard bytes[start..<(start + target.count)].elementsEqual(target) else { continue }
            return Array(bytes[..<start]) + replacement + bytes[(start + target.count)...]
        }
        return bytes
    }
}
