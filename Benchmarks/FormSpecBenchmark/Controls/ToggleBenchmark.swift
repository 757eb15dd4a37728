import FormSpec

/// A benchmark spec's toggles: a label and often the initial state.
enum ToggleBenchmarkControl: BenchmarkControl {
    static let type = ControlType.toggle
    static let share = 18

    static func write(into spec: inout some BenchmarkSpec) {
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
