/// RVS_CalendarInput's property names, and those of its date items, and the keys FormSpec writes
/// for them.
extension CalendarDefinition {
    static let componentNames: [ComponentName] =
        [
            .key("setupData", ControlKey.dates, of: owner),
            .key("readOnlyMode", ControlKey.readOnly, of: owner),
            .nested("weekdayFont", ControlKey.fonts, CalendarFontRole.day, of: owner),
            .nested("dayFont", ControlKey.fonts, CalendarFontRole.day, of: owner, property: "weekdayFont"),
            .nested("weekdayHeaderFont", ControlKey.fonts, CalendarFontRole.weekdayHeader, of: owner),
            .nested("yearHeaderFont", ControlKey.fonts, CalendarFontRole.yearHeader, of: owner),
            .nested("monthHeaderFont", ControlKey.fonts, CalendarFontRole.monthHeader, of: owner),
            .nested("tintColor", ControlKey.colors, CalendarColorRole.tint, of: owner),
            .nested("enabledItemBackgroundColor", ControlKey.colors, CalendarColorRole.enabledDayBackground, of: owner),
            .nested("weekdayHeaderFontColor", ControlKey.colors, CalendarColorRole.weekdayHeaderText, of: owner),
            .nested("yearHeaderFontColor", ControlKey.colors, CalendarColorRole.yearHeaderText, of: owner),
            .nested("monthHeaderFontColor", ControlKey.colors, CalendarColorRole.monthHeaderText, of: owner),
            .nested("yearHeaderBackgroundColor", ControlKey.colors, CalendarColorRole.yearHeaderBackground, of: owner),
            .nested(
                "monthHeaderBackgroundColor", ControlKey.colors, CalendarColorRole.monthHeaderBackground, of: owner),
            .nested("yearHeaderHeightInDisplayUnits", ControlKey.headerHeights, CalendarHeader.year, of: owner),
            .nested("monthHeaderHeightInDisplayUnits", ControlKey.headerHeights, CalendarHeader.month, of: owner),
            .nested("weekdayHeaderHeightInDisplayUnits", ControlKey.headerHeights, CalendarHeader.weekday, of: owner),
            .extensionKey("refCon", of: owner),
        ] + headerSwitches

    /// `showYearHeaders`, `showMonthHeaders` and `showWeekdayHeader`, as written or with `shows`
    /// and the plural or singular `Header`: `headers.year`, `headers.month`, `headers.weekday`.
    private static let headerSwitches: [ComponentName] = CalendarHeader.allCases.flatMap { header in
        let role = header.rawValue.prefix(1).uppercased() + header.rawValue.dropFirst()
        let property = header == .weekday ? "showWeekdayHeader" : "show\(role)Headers"
        return ["show", "shows"].flatMap { verb in
            ["Header", "Headers"].map { noun in
                ComponentName.nested(verb + role + noun, ControlKey.headers, header, of: owner, property: property)
            }
        }
    }

    /// The names of RVS_CalendarInput's date items (`RVS_CalendarInputDateItemProtocol`) in an
    /// entry of `dates`.
    static let dateComponentNames = ComponentNames(
        [
            .key("isEnabled", CalendarDateKey.enabled, of: dateOwner),
            .key("isSelected", CalendarDateKey.selected, of: dateOwner),
            .extensionKey("refCon", of: dateOwner),
        ]
            + ["year", "month", "day"].map {
                ComponentName(
                    name: $0, owner: dateOwner, property: $0,
                    meaning: .partOf(
                        key: CalendarDateKey.date.rawValue,
                        written: "'year', 'month' and 'day' as one 'date: YYYY-MM-DD'"))
            })

    private static let owner = "RVS_CalendarInput"
    private static let dateOwner = "an RVS_CalendarInput date item"
}
