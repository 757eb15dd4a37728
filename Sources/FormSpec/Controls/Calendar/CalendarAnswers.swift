/// A calendar's answer is the set of its dates selected, among those that can be chosen
/// (enabled, or selected from the start; with `range`, the dates it covers); required, it must
/// hold one at least.
extension CalendarDefinition {
    static func answers(of syntax: CalendarSyntax) -> AnswerSpace {
        let dates = descriptions(of: syntax.dates) { $0.isEnabled || $0.isSelected }
        return AnswerSpace(
            words: [], members: dates, choosable: dates.count, requirement: .nonEmpty("at least one date"))
    }

    static func initialAnswer(of syntax: CalendarSyntax) -> [String] {
        descriptions(of: syntax.dates, where: \.isSelected)
    }

    /// The dates of `entries` that `isIncluded`, as written (`YYYY-MM-DD`), in one pass: a
    /// calendar may list thousands.
    private static func descriptions(
        of entries: [CalendarDateSyntax], where isIncluded: (CalendarDateSyntax) -> Bool
    ) -> [String] {
        var dates: [String] = []
        dates.reserveCapacity(entries.count)
        for entry in entries where isIncluded(entry) { dates.append(entry.date.value.description) }
        return dates
    }
}
