import FormSpec

/// A benchmark spec's checkbox groups and radio groups: two to six items of one topic, written in
/// flow style, in block style or merged from `item-base`, and a selection of some of them.
enum CheckboxGroupBenchmarkControl: BenchmarkControl {
    static let type = ControlType.checkboxGroup
    static let share = 17
    static let anchors = [GroupBenchmark.itemBase]

    static func write(into spec: inout some BenchmarkSpec) {
        GroupBenchmark.write(isRadio: false, into: &spec)
    }
}

/// A benchmark spec's radio groups, written as its checkbox groups are, one item selected.
enum RadioGroupBenchmarkControl: BenchmarkControl {
    static let type = ControlType.radioGroup
    static let share = 17
    static let anchors = [GroupBenchmark.itemBase]

    static func write(into spec: inout some BenchmarkSpec) {
        GroupBenchmark.write(isRadio: true, into: &spec)
    }
}

extension GroupBenchmark {
    /// A group's keys after its `type` and `id`; `isRadio`: one item selected, not a list.
    static func write(isRadio: Bool, into spec: inout some BenchmarkSpec) {
        let topic = spec.pick(GroupBenchmark.topics)
        spec.writeLabels(topic.label)
        if spec.chance(70) { spec.line(2, "title: \(topic.title)") }
        if spec.chance(40) { spec.line(2, "axis: \(spec.pick(["vertical", "horizontal"]))") }
        if spec.chance(30) { spec.line(2, "intent: \(spec.pick(["basic", "error"]))") }
        let count = spec.int(2...min(6, topic.items.count))
        let first = spec.int(0...(topic.items.count - 1))
        let items = (0..<count).map { topic.items[(first + $0) % topic.items.count] }
        spec.line(2, "items:")
        for item in items { GroupBenchmark.writeItem(id: item.id, label: item.label, into: &spec) }
        guard spec.chance(70) else { return }
        if isRadio {
            spec.line(2, "selected: \(spec.pick(items).id)")
        } else {
            let selected = items.filter { _ in spec.chance(40) }.map(\.id)
            spec.line(2, "selected: [\(selected.joined(separator: ", "))]")
        }
    }
}

/// What a benchmark spec's groups are written from, as YAML source.
enum GroupBenchmark {
    /// What items merge.
    static let itemBase = BenchmarkAnchor(
        key: "item", name: "item-base", nodeCount: 5, lines: ["enabled: true", "x-tracked: true"])

    static func writeItem(id: String, label: String, into spec: inout some BenchmarkSpec) {
        let isDisabled = spec.chance(10)
        switch spec.int(0...2) {
        case 0:
            spec.line(3, "- {id: \(id), label: \(label)\(isDisabled ? ", enabled: false" : "")}")
        case 1 where spec.useAlias(copying: itemBase.nodeCount):
            spec.line(3, "- <<: *\(itemBase.name)")
            spec.line(4, "id: \(id)")
            spec.line(4, "label: \(label)")
            if isDisabled { spec.line(4, "enabled: false") }
        default:
            spec.line(3, "- id: \(id)")
            spec.line(4, "label: \(label)")
            if spec.chance(15) { spec.line(4, "accessibilityLabel: \(spec.pickAccessibilityLabel())") }
            if isDisabled { spec.line(4, "enabled: false") }
            if spec.chance(spec.mix.itemExtensionPercent) { spec.line(4, "x-sku: \"SKU-\(spec.paddedNumber)-\(id)\"") }
        }
    }

    /// A group's label and title, and the items it offers (ids unique within the topic). Labels
    /// are written inside flow mappings: they hold no `,`, `[`, `]`, `{` or `}`.
    struct Topic {
        var label: String
        var title: String
        var items: [(id: String, label: String)]
    }

    static let topics = [
        Topic(
            label: "Centres d'intérêt", title: "\"Choisissez vos sujets\"",
            items: [
                ("sport", "Sport"), ("musique", "Musique 🎵"), ("cuisine", "Cuisine française"), ("voyage", "Voyages"),
                ("cinema", "Cinéma"), ("lecture", "Lecture"), ("jeux", "Jeux vidéo"), ("jardin", "Jardinage"),
            ]),
        Topic(
            label: "Zahlungsart", title: "\"Wie möchten Sie bezahlen?\"",
            items: [
                ("karte", "Kreditkarte"), ("paypal", "PayPal"), ("rechnung", "Kauf auf Rechnung"),
                ("lastschrift", "SEPA-Lastschrift"), ("apple-pay", "Apple Pay"),
            ]),
        Topic(
            label: "Taille", title: "Votre taille",
            items: [
                ("xs", "XS"), ("s", "S"), ("m", "M"), ("l", "L"), ("xl", "XL"), ("xxl", "XXL"),
            ]),
        Topic(
            label: "配送方法", title: "お届け方法を選択",
            items: [
                ("standard", "通常配送"), ("express", "お急ぎ便"), ("pickup", "店舗受取"), ("locker", "宅配ロッカー"),
            ]),
        Topic(
            label: "Preferred contact", title: "\"How should we reach you?\"",
            items: [
                ("email", "Email"), ("phone", "Phone"), ("sms", "SMS/text"), ("post", "Post"), ("whatsapp", "WhatsApp"),
            ]),
        Topic(
            label: "Régimes alimentaires", title: "Repas du soir",
            items: [
                ("vegetarien", "Végétarien"), ("vegan", "Végan"), ("sans-gluten", "Sans gluten"), ("halal", "Halal"),
                ("casher", "Casher"), ("aucun", "\"Aucune restriction\""),
            ]),
    ]
}
