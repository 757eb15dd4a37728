extension CheckboxDefinition {
    /// RVS_Checkbox: the image of its state — the SF Symbols `square`, `checkmark.square.fill` and
    /// `minus.square` (and their kin, ``CheckboxSymbolGlyph``) drawn in the tint, or a placeholder
    /// naming a custom image or another symbol — then the images of every state it can take.
    /// Disabled, it is tinted light grey at half opacity, as the component draws itself.
    static func html(_ checkbox: CheckboxModel, of control: ControlModel, into page: inout PreviewPage) {
        let tint = control.enabled ? checkbox.tint.map(CSSColor.css) ?? "var(--label)" : "#AAAAAA"
        page.writer.open("div", ["class": control.enabled ? "row" : "row rvs-disabled"])
        // The images depend on the names, the appearance, the rendering and the tint: many checkboxes share them.
        let looks =
            ([checkbox.display.off, checkbox.display.clear, checkbox.display.on].map {
                ($0.isSymbol ? "symbol " : "") + $0.name
            }
            + [checkbox.appearance.rawValue, checkbox.images.rendering.rawValue, tint]).joined(separator: "\u{0}")
        page.cached("checkbox \(checkbox.state.rawValue) \(looks)") {
            image(checkbox.display[checkbox.state], state: checkbox.state, checkbox: checkbox, tint: tint, into: &$0)
        }
        page.label(of: control, drawnBy: .app)
        page.writer.close("div")
        page.cached("checkbox states \(checkbox.threeState) \(looks)") { page in
            page.writer.open("div", ["class": "states"])
            for state in checkbox.threeState ? [CheckboxState.off, .clear, .on] : [.off, .on] {
                page.writer.open("span")
                image(checkbox.display[state], state: state, checkbox: checkbox, tint: tint, size: 16, into: &page)
                page.writer.text(state.rawValue)
                page.writer.close("span")
            }
            page.writer.close("div")
        }
        var facts = [
            checkbox.threeState ? "three states" : "two states",
            "state: \(checkbox.state.rawValue) (value \(checkbox.value))",
        ]
        if checkbox.appearance == .custom { facts.append("custom images, \(checkbox.images.rendering.rawValue)") }
        if let declared = checkbox.tint { facts.append("tint: \(declared.canonical)") }
        if checkbox.haptics { facts.append("haptics") }
        page.facts(facts)
    }

    /// One state's image: an SF Symbol the preview knows drawn as its shape, any other image as
    /// a labelled placeholder.
    private static func image(
        _ image: CheckboxImage, state: CheckboxState, checkbox: CheckboxModel, tint: String, size: Int = 28,
        into page: inout PreviewPage
    ) {
        let alt = "checkbox, \(state.rawValue): " + (image.isSymbol ? "SF Symbol " : "") + image.name
        // A symbol in its own colours (`original`) is drawn as iOS draws a monochrome one: in the label colour.
        let tinted = checkbox.appearance == .symbols || checkbox.images.rendering == .template
        if checkbox.isSymbol(image), let glyph = CheckboxSymbolGlyph(image.name) {
            page.glyph(alt: alt, size: size) { glyph.draw(tint: tinted ? tint : "var(--label)", into: &$0) }
            return
        }
        page.writer.element(
            "span", ["class": "image", "role": "img", "aria-label": alt, "style": tinted ? "color: \(tint)" : ""],
            text: image.isSymbol ? "SF Symbol " + image.name : image.name)
    }
}

extension CheckboxDisplay {
    fileprivate subscript(state: CheckboxState) -> CheckboxImage {
        switch state {
        case .off: return off
        case .on: return on
        case .clear: return clear
        }
    }
}
