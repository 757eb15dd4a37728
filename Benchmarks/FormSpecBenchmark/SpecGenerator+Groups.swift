extension SpecGenerator {
    /// A checkbox group or radio group: two to six items of one topic, written in flow style, in
    /// block style or merged from `item-base`, and a selection of some of them.
    mutating func writeGroup(isRadio: Bool) {
        let topic = random.pick(SampleText.groupTopics)
        writeLabels(topic.label)
        if random.chance(70) { line(2, "title: \(topic.title)") }
        if random.chance(40) { line(2, "axis: \(random.pick(["vertical", "horizontal"]))") }
        if random.chance(30) { line(2, "intent: \(random.pick(["basic", "error"]))") }
        let count = random.int(2...min(6, topic.items.count))
        let first = random.int(0...(topic.items.count - 1))
        let items = (0..<count).map { topic.items[(first + $0) % topic.items.count] }
        line(2, "items:")
        for item in items { writeItem(id: item.id, label: item.label) }
        guard random.chance(70) else { return }
        if isRadio {
            line(2, "selected: \(random.pick(items).id)")
        } else {
            let selected = items.filter { _ in random.chance(40) }.map(\.id)
            line(2, "selected: [\(selected.joined(separator: ", "))]")
        }
    }

    private mutating func writeItem(id: String, label: String) {
        let isDisabled = random.chance(10)
        switch random.int(0...2) {
        case 0:
            line(3, "- {id: \(id), label: \(label)\(isDisabled ? ", enabled: false" : "")}")
        case 1 where useAlias(copying: SharedAnchor.itemBase.nodeCount):
            line(3, "- <<: *\(SharedAnchor.itemBase.rawValue)")
            line(4, "id: \(id)")
            line(4, "label: \(label)")
            if isDisabled { line(4, "enabled: false") }
        default:
            line(3, "- id: \(id)")
            line(4, "label: \(label)")
            if random.chance(15) { line(4, "accessibilityLabel: \(random.pick(SampleText.accessibilityLabels))") }
            if isDisabled { line(4, "enabled: false") }
            if random.chance(10) { line(4, "x-sku: \"SKU-\(paddedNumber)-\(id)\"") }
        }
    }
}
