extension CheckboxDefinition: ControlPreviews {
    static func preview(_ checkbox: CheckboxModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.checkbox(control, checkbox)
    }

    /// `off` or `on`, and `clear` between them with three states, as ``answers(of:)`` names them.
    static func previewAnswers(_ checkbox: CheckboxModel, of _: ControlModel) -> PreviewAnswers {
        let states: [CheckboxState] = checkbox.threeState ? [.off, .clear, .on] : [.off, .on]
        return .states(states.map(\.rawValue), initial: checkbox.state.rawValue, required: CheckboxState.on.rawValue)
    }
}

extension PreviewWriter {
    /// A checkbox: drawn with its label (the app's text: RVS_Checkbox draws none), then its state
    /// and the facts that change how it looks or behaves.
    mutating func checkbox(_ control: ControlModel, _ checkbox: CheckboxModel) {
        drawn(PreviewGlyphs.box(checkbox.state.mark), control.label, appText: true)
        accessibility(control.label, control.accessibilityLabel, indent: 2)
        let state = checkbox.state.rawValue
        fact("state", checkbox.threeState ? state + glyphs.separator + "three-state" : state)
        fact("images", images(checkbox))
        if checkbox.threeState, checkbox.useOffImageForClear { flag("CLEAR shows the OFF image") }
        if !checkbox.haptics { fact("haptics", "off") }
        if let tint = checkbox.tint { fact("tint", tint.canonical) }
    }

    /// `symbols`, or `custom (template) · on: a · off: symbol b · clear: c` with the declared
    /// names, SF Symbols marked.
    private func images(_ checkbox: CheckboxModel) -> String {
        guard checkbox.appearance == .custom else { return "symbols" }
        let images = checkbox.images
        let named = [("on", images.on), ("off", images.off), ("clear", images.clear)].compactMap { state, image in
            image.map { state + ": " + ($0.isSymbol ? "symbol " : "") + PreviewText.escaped($0.name) }
        }
        return (["custom (\(images.rendering.rawValue))"] + named).joined(separator: glyphs.separator)
    }
}

extension CheckboxState {
    /// The state drawn in a box: `[x]` ON, `[ ]` OFF, `[-]` CLEAR.
    var mark: PreviewGlyphs.BoxMark {
        switch self {
        case .on: return .checked
        case .off: return .unchecked
        case .clear: return .mixed
        }
    }
}
