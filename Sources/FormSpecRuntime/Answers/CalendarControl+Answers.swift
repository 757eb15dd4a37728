extension CalendarControl {
    /// The dates a person's answer can hold: those enabled, and those selected from the start
    /// (the spec may select a disabled date).
    public var choosableDates: Set<FormDate> {
        Set(dates.filter { $0.enabled || $0.selected }.map(\.date))
    }
}
