/// The texts every generated control draws from, written as YAML source: plain where YAML allows
/// it, quoted where a product team would have to quote (`: `, `#`, leading quotes). Each control
/// type's own texts are in its folder (`<Type>Benchmark.swift`).
enum SampleText {
    static let accessibilityLabels = [
        "\"Coche pour accepter\"",
        "Double-tap to change",
        "Zum Ändern doppeltippen",
        "ダブルタップで切り替え",
    ]

    static let owners = ["growth-team", "\"Équipe paiement\"", "checkout", "onboarding", "ログイン"]
    /// Lines of `x-note` block scalars.
    static let notes = [
        ["Legal asked for this wording (ticket LEGAL-2291).", "Do not pre-check: GDPR."],
        ["Texte validé par le service juridique le 12/03.", "Ne pas cocher par défaut — RGPD."],
        ["A/B test #42: variant B only."],
    ]

    /// Comments among the controls (a mix with comments).
    static let comments = [
        "Section: livraison et paiement",
        "TODO(growth): A/B test the wording — see ticket UX-118",
        "Pflichtfeld laut Rechtsabteilung",
        "ここから配送オプション",
        "kept for the legacy app: do not remove",
    ]
}
