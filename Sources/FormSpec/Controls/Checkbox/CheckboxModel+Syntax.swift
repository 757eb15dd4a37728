extension CheckboxModel {
    /// A checkbox resolved as RVS_Checkbox resolves it.
    init(_ syntax: CheckboxSyntax) {
        let threeState = syntax.isThreeState
        let state = CheckboxModel.state(of: syntax)
        let appearance = syntax.effectiveAppearance
        let declared = syntax.images?.value
        let images =
            appearance == .symbols
            ? CheckboxModel.symbols
            : CheckboxImages(
                on: declared?.on?.value, off: declared?.off?.value, clear: declared?.clear?.value,
                rendering: declared?.rendering?.value ?? .template)
        let useOffImageForClear =
            !threeState || (appearance == .custom && images.clear == nil)
            || (syntax.useOffImageForClear?.value ?? false)
        let off = images.off ?? .named("")
        let on = images.on ?? .named("")
        self.init(
            threeState: threeState, state: state, value: CheckboxModel.value(of: state, threeState: threeState),
            appearance: appearance, images: images,
            display: CheckboxDisplay(off: off, clear: useOffImageForClear ? off : images.clear ?? off, on: on),
            useOffImageForClear: useOffImageForClear, haptics: syntax.haptics?.value ?? true,
            tint: syntax.tint?.value)
    }

    /// The initial state: `state`, else the one `value` names, else OFF; CLEAR is OFF in two-state.
    static func state(of syntax: CheckboxSyntax) -> CheckboxState {
        let declared =
            syntax.state?.value ?? syntax.value.map { written -> CheckboxState in
                switch written.value {
                case 1: return .on
                case 0 where syntax.isThreeState: return .clear
                default: return .off
                }
            } ?? .off
        return declared == .clear && !syntax.isThreeState ? .off : declared
    }

    /// The numeric form of `state`: three-state -1 OFF, 0 CLEAR, 1 ON; two-state 0 OFF, 1 ON.
    private static func value(of state: CheckboxState, threeState: Bool) -> Int {
        switch state {
        case .on: return 1
        case .clear: return 0
        case .off: return threeState ? -1 : 0
        }
    }
}
