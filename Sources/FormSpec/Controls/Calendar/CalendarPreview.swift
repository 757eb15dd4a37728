extension CalendarDefinition: ControlPreviews {
    static func preview(_ calendar: CalendarModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.calendar(control, calendar)
    }
}
