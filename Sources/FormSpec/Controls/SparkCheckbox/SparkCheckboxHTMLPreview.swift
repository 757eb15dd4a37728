extension SparkCheckboxDefinition {
    static func html(_ checkbox: SparkCheckboxModel, of control: ControlModel, into page: inout PreviewPage) {
        page.writer.open("div", ["class": control.enabled ? "row" : "row dimmed"])
        box(checkbox.state, intent: checkbox.intent, into: &page)
        page.label(of: control, drawnBy: .component)
        page.writer.close("div")
        page.facts(["\(checkbox.state.rawValue)", "intent: \(checkbox.intent.rawValue)"])
    }

    /// Spark's checkbox box: an outline when unselected, filled in the intent's colour with a tick
    /// or a dash otherwise. Spark draws intents from its theme; the page draws `basic` in
    /// systemBlue and `error` in systemRed. (Its six looks are drawn once, by ``drawBox``.)
    static func box(_ state: SparkCheckboxState, intent: SelectionIntent, into page: inout PreviewPage) {
        page.writer.append(markup: boxes[SparkCheckboxState.allCases.firstIndex(of: state)!][intent == .error ? 1 : 0])
    }

    /// ``drawBox(_:intent:into:)``'s markup of each state (in `allCases` order), basic then error.
    static let boxes: [[[UInt8]]] = SparkCheckboxState.allCases.map { state in
        [SelectionIntent.basic, .error].map { intent in
            var page = PreviewPage()
            drawBox(state, intent: intent, into: &page)
            return page.writer.output.bytes
        }
    }

    static func drawBox(_ state: SparkCheckboxState, intent: SelectionIntent, into page: inout PreviewPage) {
        let color = intentColor(intent)
        page.glyph(alt: "checkbox, \(state.rawValue)") { svg in
            if state == .unselected {
                svg.empty(
                    "rect",
                    [
                        "x": "3", "y": "3", "width": "18", "height": "18", "rx": "4", "fill": "none",
                        "stroke": intent == .error ? color : "var(--secondaryLabel)", "stroke-width": "2",
                    ], selfClosing: true)
                return
            }
            svg.empty(
                "rect", ["x": "3", "y": "3", "width": "18", "height": "18", "rx": "4", "fill": color], selfClosing: true
            )
            let mark = state == .selected ? "M7 12.5l3.2 3.2L17 9" : "M8 12h8"
            svg.empty(
                "path",
                [
                    "d": mark, "fill": "none", "stroke": "#FFFFFF", "stroke-width": "2.4", "stroke-linecap": "round",
                    "stroke-linejoin": "round",
                ], selfClosing: true)
        }
    }

    /// The colour a Spark control of `intent` is drawn in.
    static func intentColor(_ intent: SelectionIntent) -> String {
        intent == .error ? "var(--systemRed)" : "var(--systemBlue)"
    }
}
