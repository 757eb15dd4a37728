/// A calendar's answer in JSON is the array of its dates selected (`"2027-03-16"`), each once,
/// among those that can be chosen: enabled, or selected from the start.
extension CalendarDefinition {
    static func answerJSON(_ calendar: CalendarModel) -> AnswerJSON {
        .members(
            calendar.dates.filter(\.canBeChosen).map(\.date.description),
            meaning: "its selected dates (`YYYY-MM-DD`), each once, among those enabled or selected from the start")
    }
}
