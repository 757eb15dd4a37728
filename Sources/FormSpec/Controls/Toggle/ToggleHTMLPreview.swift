extension ToggleDefinition {
    static func html(_ toggle: ToggleModel, of control: ControlModel, into page: inout PreviewPage) {
        page.writer.open("div", ["class": control.enabled ? "row" : "row dimmed"])
        let on = toggle.state == .on
        page.writer.open(
            "svg",
            [
                "class": "glyph", "width": "51", "height": "31", "viewBox": "0 0 51 31", "role": "img",
                "aria-label": on ? "switch, on" : "switch, off",
            ])
        page.writer.empty(
            "rect",
            [
                "x": "0", "y": "0", "width": "51", "height": "31", "rx": "15.5",
                "fill": on ? "var(--systemGreen)" : "var(--systemGray4)",
            ], selfClosing: true)
        page.writer.empty(
            "circle", ["cx": on ? "35.5" : "15.5", "cy": "15.5", "r": "13.5", "fill": "#FFFFFF"], selfClosing: true)
        page.writer.close("svg")
        page.label(of: control, drawnBy: .component)
        page.writer.close("div")
        page.facts([toggle.state.rawValue])
    }
}
