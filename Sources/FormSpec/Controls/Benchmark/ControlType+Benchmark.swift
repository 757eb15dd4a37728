/// What the benchmarks' spec generator asks the registry: which types its controls are of, how
/// each writes a control, and the anchors their controls share.
extension ControlType {
    /// How many controls in a hundred of a benchmark spec are of this type.
    package var benchmarkShare: Int { definition.benchmarkShare }

    /// Writes a control's own keys, after its `type` and `id`.
    package func writeBenchmarkControl(into spec: inout some BenchmarkSpec) {
        definition.writeBenchmarkControl(into: &spec)
    }

    /// The anchors the header of a benchmark spec defines: every type's, in the registry's order,
    /// each once (the two groups share theirs).
    package static let benchmarkAnchors: [BenchmarkAnchor] = {
        var names = Set<String>()
        return allCases.flatMap { $0.definition.benchmarkAnchors }.filter { names.insert($0.name).inserted }
    }()
}
