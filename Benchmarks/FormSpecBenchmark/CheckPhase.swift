import FormSpec

/// The whole check of one spec: bytes → diagnostics (`Compiler().check`: parse, decode,
/// validate). Compared with the parse phase, it shows what decoding and validating add.
struct CheckPhase: BenchmarkPhase {
    let name = "check"
    let summary = "time Compiler().check (parse, decode, validate → diagnostics)"

    func run(_ input: [UInt8]) -> [Diagnostic] {
        Compiler().check(SourceFile(name: "benchmark.form.yaml", bytes: input))
    }

    /// `diagnostics` and `errors`, and `diagnostic_ids`: each id seen with its count, sorted by id
    /// (`a11y.missing-label:2,group.unknown-item:1`; empty for a valid spec).
    func counts(of diagnostics: [Diagnostic]) -> [ResultField] {
        var countByID: [String: Int] = [:]
        for diagnostic in diagnostics {
            countByID[diagnostic.id.rawValue, default: 0] += 1
        }
        let ids = countByID.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        return [
            ResultField("diagnostics", diagnostics.count),
            ResultField("errors", diagnostics.count { $0.severity == .error }),
            ResultField("diagnostic_ids", ids.joined(separator: ",")),
        ]
    }
}
