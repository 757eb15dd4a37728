extension CalendarDefinition: ControlPreviews {
    static func preview(_ calendar: CalendarModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.calendar(control, calendar)
    }

    /// A set of its dates that can be chosen (enabled, or selected from the start), each as written;
    /// none can be changed in a read-only calendar.
    static func previewAnswers(_ calendar: CalendarModel, of _: ControlModel) -> PreviewAnswers {
        let dates = calendar.dates.filter { $0.enabled || $0.selected }
        return PreviewAnswers(
            kind: .selection,
            options: dates.map {
                .init(id: $0.date.description, label: $0.date.description, enabled: $0.enabled && !calendar.readOnly)
            },
            initial: dates.filter(\.selected).map(\.date.description))
    }
}
