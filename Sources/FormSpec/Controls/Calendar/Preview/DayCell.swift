/// How a displayed day is drawn: one of four states, each a four-column cell with the day
/// number, in ASCII in both modes.
enum DayCell: Int, CaseIterable {
    /// Not listed, or listed with `enabled: false` and not selected: ` 12 `.
    case disabled
    /// Listed, enabled, not selected: `[12]`.
    case enabled
    /// Listed, enabled and selected: `<12>`.
    case selected
    /// Listed, selected but disabled (shown, not tappable): `(12)`.
    case selectedDisabled

    /// The columns of a cell.
    static let width = 4

    init(enabled: Bool, selected: Bool) {
        switch (enabled, selected) {
        case (false, false): self = .disabled
        case (true, false): self = .enabled
        case (true, true): self = .selected
        case (false, true): self = .selectedDisabled
        }
    }

    /// The brackets around the day number.
    var marks: (open: UInt8, close: UInt8) {
        switch self {
        case .disabled: return (UInt8(ascii: " "), UInt8(ascii: " "))
        case .enabled: return (UInt8(ascii: "["), UInt8(ascii: "]"))
        case .selected: return (UInt8(ascii: "<"), UInt8(ascii: ">"))
        case .selectedDisabled: return (UInt8(ascii: "("), UInt8(ascii: ")"))
        }
    }

    /// What the legend calls the state.
    var meaning: String {
        switch self {
        case .disabled: return "disabled"
        case .enabled: return "enabled"
        case .selected: return "selected"
        case .selectedDisabled: return "selected, disabled"
        }
    }

    /// The cell of `day` (1 to 31): the number right-aligned between the marks.
    func bytes(day: Int) -> [UInt8] {
        let tens = day < 10 ? UInt8(ascii: " ") : UInt8(ascii: "0") + UInt8(day / 10)
        return [marks.open, tens, UInt8(ascii: "0") + UInt8(day % 10), marks.close]
    }

    /// Every cell, by state (its raw value) then day (index 0 unused), made once.
    static let table: [[[UInt8]]] = allCases.map { state in (0...31).map { state.bytes(day: max($0, 1)) } }
}
