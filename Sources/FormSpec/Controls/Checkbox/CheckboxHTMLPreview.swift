extension CheckboxDefinition {
    /// RVS_Checkbox: the image of its state — the SF Symbols `square`, `checkmark.square.fill` and
    /// `minus.square` drawn in the tint, or a placeholder naming a custom image — then the images
    /// of every state it can take. Disabled, it is tinted light grey at half opacity, as the
    /// component draws itself.
    static func html(_ checkbox: CheckboxModel, of control: ControlModel, into page: inout PreviewPage) {
        let tint = control.enabled ? checkbox.tint.map(CSSColor.css) ?? "var(--label)" : "#AAAAAA"
        page.writer.open("div", ["class": control.enabled ? "row" : "row rvs-disabled"])
        // The images depend on the names, the appearance, the rendering and the tint: many checkboxes share them.
        let looks = [checkbox.display.off, checkbox.display.clear, checkbox.display.on, checkbox.appearance.rawValue,
                     checkbox.images.rendering.rawValue, tint].joined(separator: "\u{0}")
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
        var facts = [checkbox.threeState ? "three states" : "two states", "state: \(checkbox.state.rawValue) (value \(checkbox.value))"]
        if checkbox.appearance == .custom { facts.append("custom images, \(checkbox.images.rendering.rawValue)") }
        if let declared = checkbox.tint { facts.append("tint: \(declared.canonical)") }
        if checkbox.haptics { facts.append("haptics") }
        page.facts(facts)
    }

    /// One state's image: an SF Symbol FormSpec knows as its shape, any other name as a labelled
    /// placeholder.
    private static func image(_ name: String, state: CheckboxState, checkbox: CheckboxModel, tint: String, size: Int = 28,
                              into page: inout PreviewPage) {
        let alt = "checkbox, \(state.rawValue): \(name)"
        let tinted = checkbox.appearance == .symbols || checkbox.images.rendering == .template
        switch name {
        case CheckboxModel.symbols.off where checkbox.appearance == .symbols:
            page.glyph(alt: alt, size: size) { svg in
                svg.empty("rect", ["x": "3", "y": "3", "width": "18", "height": "18", "rx": "4", "fill": "none", "stroke": tint,
                                   "stroke-width": "2"], selfClosing: true)
            }
        case CheckboxModel.symbols.clear where checkbox.appearance == .symbols:
            page.glyph(alt: alt, size: size) { svg in
                svg.empty("rect", ["x": "3", "y": "3", "width": "18", "height": "18", "rx": "4", "fill": "none", "stroke": tint,
                                   "stroke-width": "2"], selfClosing: true)
                svg.empty("path", ["d": "M8 12h8", "stroke": tint, "stroke-width": "2", "stroke-linecap": "round"], selfClosing: true)
            }
        case CheckboxModel.symbols.on where checkbox.appearance == .symbols:
            page.glyph(alt: alt, size: size) { svg in
                svg.empty("rect", ["x": "3", "y": "3", "width": "18", "height": "18", "rx": "4", "fill": tint], selfClosing: true)
                svg.empty("path", ["d": "M7 12.5l3.2 3.2L17 9", "fill": "none", "stroke": "var(--systemBackground)", "stroke-width": "2.2",
                                   "stroke-linecap": "round", "stroke-linejoin": "round"], selfClosing: true)
            }
        default:
            page.writer.element("span", ["class": "image", "role": "img", "aria-label": alt, "style": tinted ? "color: \(tint)" : ""],
                                text: name)
        }
    }
}

private extension CheckboxDisplay {
    subscript(state: CheckboxState) -> String {
        switch state {
        case .off: return off
        case .on: return on
        case .clear: return clear
        }
    }
}
