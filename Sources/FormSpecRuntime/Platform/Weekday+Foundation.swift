extension CalendarControl.Weekday {
    /// The day's number in Foundation's `Calendar` (`firstWeekday`, the `weekday` component):
    /// `sunday` is 1, `monday` 2, … `saturday` 7.
    public var calendarWeekday: Int {
        switch self {
        case .sunday: 1
        case .monday: 2
        case .tuesday: 3
        case .wednesday: 4
        case .thursday: 5
        case .friday: 6
        case .saturday: 7
        }
    }
}
