extension RadioButtonDefinition {
    static func html(_ button: RadioButtonModel, of control: ControlModel, into page: inout PreviewPage) {
        page.writer.open("div", ["class": control.enabled ? "row" : "row dimmed"])
        circle(selected: button.selected, intent: button.intent, into: &page)
        page.label(of: control, drawnBy: .component)
        page.writer.close("div")
        page.facts([button.selected ? "selected" : "not selected", "intent: \(button.intent.rawValue)"])
    }

    /// Spark's radio button: a ring, with a dot in the intent's colour when selected. (Its four
    /// looks are drawn once, by ``drawCircle``.)
    static func circle(selected: Bool, intent: SelectionIntent, into page: inout PreviewPage) {
        page.writer.append(markup: circles[selected ? 1 : 0][intent == .error ? 1 : 0])
    }

    /// ``drawCircle(selected:intent:into:)``'s markup: not selected then selected, basic then error.
    static let circles: [[[UInt8]]] = [false, true].map { selected in
        [SelectionIntent.basic, .error].map { intent in
            var page = PreviewPage()
            drawCircle(selected: selected, intent: intent, into: &page)
            return page.writer.output.bytes
        }
    }

    static func drawCircle(selected: Bool, intent: SelectionIntent, into page: inout PreviewPage) {
        let color = SparkCheckboxDefinition.intentColor(intent)
        page.glyph(alt: selected ? "radio button, selected" : "radio button, not selected") { svg in
            svg.empty(
                "circle",
                [
                    "cx": "12", "cy": "12", "r": "9", "fill": "none",
                    "stroke": selected || intent == .error ? color : "var(--secondaryLabel)", "stroke-width": "2",
                ], selfClosing: true)
            if selected { svg.empty("circle", ["cx": "12", "cy": "12", "r": "5", "fill": color], selfClosing: true) }
        }
    }
}
