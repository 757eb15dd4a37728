/// The SF Symbols of a checkbox that the visual preview draws: a square or a circle, outlined or
/// filled (`.fill`), empty or holding a check mark or a minus — RVS_Checkbox's own `square`,
/// `minus.square` and `checkmark.square.fill` among them. Any other symbol is drawn as a
/// placeholder that names it.
struct CheckboxSymbolGlyph {
    enum Shape: String { case square, circle }
    enum Mark: String { case checkmark, minus }

    let shape: Shape
    let mark: Mark?
    let filled: Bool

    /// The glyph of the symbol `name` (`[checkmark.|minus.]square|circle[.fill]`), if the preview
    /// draws it.
    init?(_ name: String) {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        filled = parts.last == "fill"
        if filled { parts.removeLast() }
        guard let last = parts.popLast(), let shape = Shape(rawValue: last) else { return nil }
        self.shape = shape
        switch parts.count {
        case 0: mark = nil
        case 1:
            guard let mark = Mark(rawValue: parts[0]) else { return nil }
            self.mark = mark
        default: return nil
        }
    }

    /// Draws the glyph in `tint`: an outline and a mark in the tint, or a filled shape and a mark
    /// in the background's colour.
    func draw(tint: String, into svg: inout HTMLWriter) {
        let fill = filled ? tint : "none"
        switch (shape, filled) {
        case (.square, false):
            svg.empty(
                "rect",
                [
                    "x": "3", "y": "3", "width": "18", "height": "18", "rx": "4", "fill": fill, "stroke": tint,
                    "stroke-width": "2",
                ], selfClosing: true)
        case (.square, true):
            svg.empty(
                "rect", ["x": "3", "y": "3", "width": "18", "height": "18", "rx": "4", "fill": fill], selfClosing: true)
        case (.circle, false):
            svg.empty(
                "circle", ["cx": "12", "cy": "12", "r": "9", "fill": fill, "stroke": tint, "stroke-width": "2"],
                selfClosing: true)
        case (.circle, true):
            svg.empty("circle", ["cx": "12", "cy": "12", "r": "10", "fill": fill], selfClosing: true)
        }
        let ink = filled ? "var(--systemBackground)" : tint
        switch mark {
        case .checkmark:
            svg.empty(
                "path",
                [
                    "d": "M7 12.5l3.2 3.2L17 9", "fill": "none", "stroke": ink, "stroke-width": "2.2",
                    "stroke-linecap": "round", "stroke-linejoin": "round",
                ], selfClosing: true)
        case .minus:
            svg.empty(
                "path", ["d": "M8 12h8", "stroke": ink, "stroke-width": "2", "stroke-linecap": "round"],
                selfClosing: true)
        case nil:
            break
        }
    }
}
