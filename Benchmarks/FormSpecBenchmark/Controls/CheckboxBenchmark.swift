import FormSpec

/// A benchmark spec's checkboxes: two- or three-state, by `state` or `value`, with symbols or
/// custom images (sometimes an alias to an earlier checkbox's), the tint often merged from
/// `checkbox-base`. Never a combination that draws a warning (`state: clear` on two states,
/// images unused…).
enum CheckboxBenchmarkControl: BenchmarkControl {
    static let type = ControlType.checkbox
    static let share = 30
    static let anchors = [CheckboxBenchmark.base]

    static func write(into spec: inout some BenchmarkSpec) {
        spec.writeLabels(spec.pick(CheckboxBenchmark.labels))
        let isThreeState = spec.chance(40)
        if isThreeState {
            spec.line(2, "threeState: true")
        } else if spec.chance(10) {
            spec.line(2, "threeState: false")
        }
        switch spec.int(0...3) {
        case 0: spec.line(2, "state: \(spec.pick(isThreeState ? ["on", "off", "clear"] : ["on", "off"]))")
        case 1: spec.line(2, "value: \(spec.pick(isThreeState ? ["-1", "0", "1"] : ["0", "1"]))")
        default: break
        }
        let hasImages = writeImages(isThreeState: isThreeState, into: &spec)
        if spec.chance(hasImages ? 30 : 10) { spec.line(2, "appearance: \(hasImages ? "custom" : "symbols")") }
        if spec.useAlias(copying: CheckboxBenchmark.base.nodeCount) {
            spec.line(2, "<<: *\(CheckboxBenchmark.base.name)")
            if spec.chance(30) { spec.line(2, "tint: \(spec.pick(CheckboxBenchmark.tints))") }
        } else {
            if spec.chance(70) { spec.line(2, "tint: \(spec.pick(CheckboxBenchmark.tints))") }
            if spec.chance(20) { spec.line(2, "haptics: false") }
        }
    }

    /// Custom images, if any: `on` and `off` (anchored for later checkboxes, or an alias to an
    /// earlier anchor), or on a three-state checkbox all three. Returns whether any were written.
    private static func writeImages(isThreeState: Bool, into spec: inout some BenchmarkSpec) -> Bool {
        let images = spec.pick(CheckboxBenchmark.imageSets)
        switch spec.int(0...3) {
        case 0:
            if let anchor = spec.latestAnchors["images"], spec.useAlias(copying: 7) {
                spec.line(2, "images: *\(anchor)")
            } else {
                let anchor = "images-\(spec.paddedNumber)"
                spec.latestAnchors["images"] = anchor
                spec.line(2, "images: &\(anchor) {on: \(images.on), off: \(images.off), rendering: original}")
            }
            if isThreeState, spec.chance(50) { spec.line(2, "useOffImageForClear: true") }
            return true
        case 1 where isThreeState:
            spec.line(2, "images:")
            spec.line(3, "on: \(images.on)")
            spec.line(3, "off: \(images.off)")
            spec.line(3, "clear: \(images.clear)")
            if spec.chance(30) { spec.line(3, "rendering: template") }
            return true
        default:
            return false
        }
    }
}

/// What a benchmark spec's checkboxes are written from, as YAML source.
private enum CheckboxBenchmark {
    /// The haptics and tint most checkboxes merge.
    static let base = BenchmarkAnchor(
        key: "checkbox", name: "checkbox-base", nodeCount: 5, lines: ["haptics: true", "tint: \"#FF8800\""])

    static let labels = [
        "I accept the terms and conditions",
        "J'accepte les conditions générales de vente",
        "\"Newsletter abonnieren: wöchentlich\"",
        "'Recevoir nos offres 🎁'",
        "利用規約に同意します",
        "Acepto la política de privacidad",
        "Согласен на обработку персональных данных",
        "Remember me on this device",
        "\"Zgadzam się na kontakt – e-mail i SMS\"",
        "Ik wil de nieuwsbrief ontvangen",
    ]

    /// Hex of every length and case, quoted, and named colours.
    static let tints = [
        "\"#FF8800\"", "\"#0a84ff\"", "\"#34C759\"", "\"#AF52DE80\"", "\"#F00\"", "systemBlue", "systemPink", "label",
    ]

    /// Asset names for ON, OFF and CLEAR.
    static let imageSets = [
        (on: "consent-on", off: "consent-off", clear: "consent-mixed"),
        (on: "heart-filled", off: "heart-empty", clear: "heart-half"),
        (on: "Checkbox/On", off: "Checkbox/Off", clear: "Checkbox/Mixed"),
    ]
}
