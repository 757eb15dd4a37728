extension SpecGenerator {
    /// A checkbox: two- or three-state, by `state` or `value`, with symbols or custom images
    /// (sometimes an alias to an earlier checkbox's), its tint often merged from `checkbox-base`.
    /// Never a combination that draws a warning (`state: clear` on two states, images unused…).
    mutating func writeCheckbox() {
        writeLabels(random.pick(SampleText.checkboxLabels))
        let isThreeState = random.chance(40)
        if isThreeState {
            line(2, "threeState: true")
        } else if random.chance(10) {
            line(2, "threeState: false")
        }
        switch random.int(0...3) {
        case 0: line(2, "state: \(random.pick(isThreeState ? ["on", "off", "clear"] : ["on", "off"]))")
        case 1: line(2, "value: \(random.pick(isThreeState ? ["-1", "0", "1"] : ["0", "1"]))")
        default: break
        }
        let hasImages = writeImages(isThreeState: isThreeState)
        if random.chance(hasImages ? 30 : 10) { line(2, "appearance: \(hasImages ? "custom" : "symbols")") }
        if useAlias(copying: SharedAnchor.checkboxBase.nodeCount) {
            line(2, "<<: *\(SharedAnchor.checkboxBase.rawValue)")
            if random.chance(30) { line(2, "tint: \(random.pick(SampleText.tints))") }
        } else {
            if random.chance(70) { line(2, "tint: \(random.pick(SampleText.tints))") }
            if random.chance(20) { line(2, "haptics: false") }
        }
    }

    /// A toggle: a label and often its initial state.
    mutating func writeToggle() {
        writeLabels(random.pick(SampleText.toggleLabels))
        if random.chance(60) { line(2, "state: \(random.pick(["on", "off"]))") }
    }

    /// Custom images, if any: `on` and `off` (anchored for later checkboxes, or an alias to an
    /// earlier anchor), or on a three-state checkbox all three. Returns whether any were written.
    private mutating func writeImages(isThreeState: Bool) -> Bool {
        let images = random.pick(SampleText.imageSets)
        switch random.int(0...3) {
        case 0:
            if let anchor = imagesAnchor, useAlias(copying: 7) {
                line(2, "images: *\(anchor)")
            } else {
                let anchor = "images-\(paddedNumber)"
                imagesAnchor = anchor
                line(2, "images: &\(anchor) {on: \(images.on), off: \(images.off), rendering: original}")
            }
            if isThreeState, random.chance(50) { line(2, "useOffImageForClear: true") }
            return true
        case 1 where isThreeState:
            line(2, "images:")
            line(3, "on: \(images.on)")
            line(3, "off: \(images.off)")
            line(3, "clear: \(images.clear)")
            if random.chance(30) { line(3, "rendering: template") }
            return true
        default:
            return false
        }
    }
}
