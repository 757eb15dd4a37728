/// A benchmark spec's toggles: a label and often the initial state.
extension ToggleDefinition {
    static let benchmarkShare = 18

    static func writeBenchmarkControl(into spec: inout some BenchmarkSpec) {
        spec.writeLabels(spec.pick(labels))
        if spec.chance(60) { spec.line(2, "state: \(spec.pick(["on", "off"]))") }
    }

    /// The labels, as YAML source.
    private static let labels = [
        "Notifications push",
        "Mode sombre",
        "\"Benachrichtigungen: Töne\"",
        "Partager ma position",
        "自動再生",
        "Modo avión",
        "'Synchronisation en Wi‑Fi uniquement'",
        "Show prices incl. VAT",
    ]
}
