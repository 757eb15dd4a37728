extension CalendarDefinition: ControlSwiftCode {
    /// Its selected dates; a person selects only enabled ones, though the spec may declare a
    /// disabled date selected (`calendar.selected-disabled`). A saved answer loads only with dates
    /// the calendar still offers.
    static let swiftAnswer = SwiftAnswer<CalendarModel>.always(
        SwiftAnswerValue(
            type: "Set<FormDate>", initial: "Set(\(.constant).dates.filter(\\.selected).map(\\.date))",
            meaning: "its selected dates (a person can select only enabled ones)",
            savedAnswerArguments: ", choosingFrom: \(.constant).choosableDates", logicAnswer: ".dates(\(.ownAnswer))"))

    /// The dates declared selected.
    static func declaredAnswer(_ calendar: CalendarModel) -> JSONValue {
        .array(calendar.dates.filter(\.selected).map { .string($0.date.description) })
    }
}
