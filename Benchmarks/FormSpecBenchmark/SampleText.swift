/// The texts and values generated specs draw from, written as YAML source: plain where YAML
/// allows it, quoted where a product team would have to quote (`: `, `#`, leading quotes).
/// Labels used inside flow mappings hold no `,`, `[`, `]`, `{` or `}`.
enum SampleText {
    static let checkboxLabels = [
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

    static let toggleLabels = [
        "Notifications push",
        "Mode sombre",
        "\"Benachrichtigungen: Töne\"",
        "Partager ma position",
        "自動再生",
        "Modo avión",
        "'Synchronisation en Wi‑Fi uniquement'",
        "Show prices incl. VAT",
    ]

    static let calendarLabels = [
        "Date de livraison",
        "Liefertermin",
        "\"Rendez-vous : choisissez un jour\"",
        "予約日",
        "Fecha de la cita",
        "Pick-up day",
    ]

    static let accessibilityLabels = [
        "\"Coche pour accepter\"",
        "Double-tap to change",
        "Zum Ändern doppeltippen",
        "ダブルタップで切り替え",
    ]

    /// A group's label and title, and the items it offers (ids unique within the topic).
    struct GroupTopic {
        var label: String
        var title: String
        var items: [(id: String, label: String)]
    }

    static let groupTopics = [
        GroupTopic(
            label: "Centres d'intérêt", title: "\"Choisissez vos sujets\"",
            items: [
                ("sport", "Sport"), ("musique", "Musique 🎵"), ("cuisine", "Cuisine française"), ("voyage", "Voyages"),
                ("cinema", "Cinéma"), ("lecture", "Lecture"), ("jeux", "Jeux vidéo"), ("jardin", "Jardinage"),
            ]),
        GroupTopic(
            label: "Zahlungsart", title: "\"Wie möchten Sie bezahlen?\"",
            items: [
                ("karte", "Kreditkarte"), ("paypal", "PayPal"), ("rechnung", "Kauf auf Rechnung"),
                ("lastschrift", "SEPA-Lastschrift"), ("apple-pay", "Apple Pay"),
            ]),
        GroupTopic(
            label: "Taille", title: "Votre taille",
            items: [
                ("xs", "XS"), ("s", "S"), ("m", "M"), ("l", "L"), ("xl", "XL"), ("xxl", "XXL"),
            ]),
        GroupTopic(
            label: "配送方法", title: "お届け方法を選択",
            items: [
                ("standard", "通常配送"), ("express", "お急ぎ便"), ("pickup", "店舗受取"), ("locker", "宅配ロッカー"),
            ]),
        GroupTopic(
            label: "Preferred contact", title: "\"How should we reach you?\"",
            items: [
                ("email", "Email"), ("phone", "Phone"), ("sms", "SMS/text"), ("post", "Post"), ("whatsapp", "WhatsApp"),
            ]),
        GroupTopic(
            label: "Régimes alimentaires", title: "Repas du soir",
            items: [
                ("vegetarien", "Végétarien"), ("vegan", "Végan"), ("sans-gluten", "Sans gluten"), ("halal", "Halal"),
                ("casher", "Casher"), ("aucun", "\"Aucune restriction\""),
            ]),
    ]

    /// Checkbox tints: hex of every length and case, quoted, and named colours.
    static let tints = [
        "\"#FF8800\"", "\"#0a84ff\"", "\"#34C759\"", "\"#AF52DE80\"", "\"#F00\"", "systemBlue", "systemPink", "label",
    ]

    /// Custom checkbox images: asset names for ON, OFF and CLEAR.
    static let imageSets = [
        (on: "consent-on", off: "consent-off", clear: "consent-mixed"),
        (on: "heart-filled", off: "heart-empty", clear: "heart-half"),
        (on: "Checkbox/On", off: "Checkbox/Off", clear: "Checkbox/Mixed"),
    ]

    /// Calendar colours that keep WCAG contrast: every tint is at least 3:1 on every day
    /// background, every header text at least 4.5:1 on every header background.
    static let calendarTints = ["\"#0A4FA8\"", "\"#B00020\"", "systemBlue", "systemIndigo"]
    static let dayBackgrounds = ["white", "\"#FFFFFF\"", "\"#F2F2F7\""]
    static let headerTexts = ["white", "\"#FFFFFF\"", "\"#fff\""]
    static let headerBackgrounds = ["\"#333333\"", "\"#1C3D6E\"", "black", "systemGray"]

    static let fontSizes = ["16", "17.5", "18", "20", "24", "28", "30"]
    static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let locales = ["de_DE", "en-GB", "fr_FR", "ja_JP", "es"]

    static let owners = ["growth-team", "\"Équipe paiement\"", "checkout", "onboarding", "ログイン"]
    static let closedReasons = ["Jour férié", "Inventur", "\"Closed: staff training\"", "定休日"]
    /// Lines of `x-note` block scalars.
    static let notes = [
        ["Legal asked for this wording (ticket LEGAL-2291).", "Do not pre-check: GDPR."],
        ["Texte validé par le service juridique le 12/03.", "Ne pas cocher par défaut — RGPD."],
        ["A/B test #42: variant B only."],
    ]
}
