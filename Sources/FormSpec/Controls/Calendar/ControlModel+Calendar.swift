extension ControlModel {
    /// The control's own values when it is a `calendar`; nil for a control of another type.
    public var calendar: CalendarModel? { body(of: CalendarDefinition.self) }
}
