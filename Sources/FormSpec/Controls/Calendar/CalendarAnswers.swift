/// A calendar's answer is the set of its dates selected, among those that can be chosen
/// (enabled, or selected from the start; with `range`, the dates it covers); required, it must
/// hold one at least.
extension CalendarDefinition {
    static func answers(of syntax: CalendarSyntax) -> AnswerSpace {
        let dates = syntax.dates.filter { $0.isEnabled || $0.isSelected }.map(\.date.value.description)
        return AnswerSpace(
            words: [], members: dates, choosable: dates.count, requirement: .nonEmpty("at least one date"))
    }

    static func initialAnswer(of syntax: CalendarSyntax) -> [String] {
        syntax.dates.filter(\.isSelected).map(\.date.value.description)
    }
}
