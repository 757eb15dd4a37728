import FormSpec

/// How the controls of one type are written into a benchmark spec: their share of the spec's
/// controls, the anchors they alias or merge, and their own keys. A type without a writer of its
/// own here takes part all the same, through ``DefaultBenchmarkControl``.
protocol BenchmarkControl: Sendable {
    /// The type of the controls it writes.
    static var type: ControlType { get }
    /// How many controls in 110 of a ``BenchmarkMix/current`` spec are of this type.
    static var share: Int { get }
    /// The anchored nodes its controls alias or merge, for the spec's header.
    static var anchors: [BenchmarkAnchor] { get }
    /// Writes a control's own keys, after its `type` and `id`.
    static func write(into spec: inout some BenchmarkSpec)
}

extension BenchmarkControl {
    static var anchors: [BenchmarkAnchor] { [] }
}

/// Every control type's writer, in the registry's order: its own here, or the default one.
enum BenchmarkWriters {
    /// A type's writer.
    struct Part: Sendable {
        let type: ControlType
        let anchors: [BenchmarkAnchor]
        let write: @Sendable (inout SpecGenerator) -> Void
    }

    /// The writers of their own.
    private static let writers: [any BenchmarkControl.Type] = [
        CheckboxBenchmarkControl.self, ToggleBenchmarkControl.self, CheckboxGroupBenchmarkControl.self,
        RadioGroupBenchmarkControl.self, CalendarBenchmarkControl.self,
    ]

    /// Every type's writer.
    static let parts: [Part] = ControlType.allCases.map { type in
        guard let writer = writers.first(where: { $0.type == type }) else {
            return Part(type: type, anchors: [], write: { DefaultBenchmarkControl.write(type, into: &$0) })
        }
        return Part(type: type, anchors: writer.anchors, write: { writer.write(into: &$0) })
    }

    /// The share of `type` its writer asks for (``BenchmarkMix/current``'s).
    static func share(of type: ControlType) -> Int {
        writers.first { $0.type == type }?.share ?? DefaultBenchmarkControl.share
    }

    /// The anchors the header of a benchmark spec defines: every type's, in the registry's order,
    /// each once (the two groups share theirs).
    static let anchors: [BenchmarkAnchor] = {
        var names = Set<String>()
        return parts.flatMap(\.anchors).filter { names.insert($0.name).inserted }
    }()
}

/// The controls of a type without a writer of its own: their labels, and each of their own keys
/// whose values are a list of words, sometimes, one of those words (read in the input schema).
enum DefaultBenchmarkControl {
    /// Their share of a hundred controls.
    static let share = 5

    static func write(_ type: ControlType, into spec: inout some BenchmarkSpec) {
        spec.writeLabels(spec.pick(labels))
        for key in type.ownKeys {
            guard case .object(let schema) = type.inputSchema(of: key), case .array(let values)? = schema["enum"]
            else { continue }
            let words = values.compactMap { value -> String? in
                if case .string(let word) = value { return word }
                return nil
            }
            if !words.isEmpty, spec.chance(30) { spec.line(2, "\(key.rawValue): \(spec.pick(words))") }
        }
    }

    /// The labels, as YAML source.
    private static let labels = [
        "Recevoir la lettre d'information", "Zustimmung erteilen", "\"Option: express\"", "同意する",
        "Enable offline mode", "Recordar mis datos",
    ]
}
