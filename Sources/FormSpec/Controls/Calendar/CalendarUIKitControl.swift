extension CalendarDefinition {
    /// An `RVS_CalendarInput` (1.3.x): its calendar system with the locale and first weekday,
    /// colours, fonts, header heights and headers; a disabled calendar takes no touch
    /// (`isUserInteractionEnabled`, as `Values.isEnabled(_:)` decides: the view is no control).
    /// Its dates, each date's `x-` keys as its `refCon`, are given once the class is made
    /// (`show`): a date is selected when the answer holds it and it is enabled or the spec
    /// declares it selected, so `Values.initial` shows the spec's dates and no other disabled date
    /// is ever selected.
    ///
    /// The calendar is no `UIControl` and sends no `.valueChanged`: it tells its delegate, the
    /// class, when a person taps an enabled date (`RVS_CalendarInput.swift` :662-669). It takes the
    /// dates it is given on the main queue's next turn (`setupData`, :684-693); until then its
    /// answer is the one it was given. It has no title: `formView` puts its label above it.
    static let uikitControl = UIKitControl(
        component: "RVS_CalendarInput", module: "RVS_CalendarInput", takesTheme: false,
        make: { lines in
            let calendar = model(in: lines.control.bodyBox)
            let p = lines.property
            lines.line(p + " = RVS_CalendarInput(frame: .zero)")
            lines.line(p + ".calendar = {")
            lines.line(
                calendar.calendar == .current
                    ? "    var system = Calendar.current"
                    : "    var system = Calendar(identifier: ." + calendar.calendar.rawValue + ")")
            lines.line(
                calendar.locale == "current"
                    ? "    system.locale = Locale.current"
                    : "    system.locale = Locale(identifier: " + SwiftNames.stringLiteral(calendar.locale) + ")")
            if let weekday = calendar.firstWeekday {
                lines.line("    system.firstWeekday = " + String(weekdayNumbers.firstIndex(of: weekday)! + 1))
            }
            lines.line("    return system")
            lines.line("}()")
            for (property, role) in colorProperties {
                lines.line(
                    p + "." + property + " = " + (UIKitLiteral.color(calendar.colors[role].canonical) ?? "nil"))
            }
            for (property, role) in fontProperties {
                let font = calendar.fonts[role]
                lines.line(
                    p + "." + property + " = "
                        + UIKitLiteral.font(points: SwiftLiteral.number(font.size), weight: font.weight.rawValue))
            }
            for (property, header) in heightProperties {
                lines.line(p + "." + property + " = " + SwiftLiteral.number(calendar.headerHeights[header]))
            }
            for (property, header) in headerProperties {
                lines.line(p + "." + property + " = " + (calendar.headers[header] ? "true" : "false"))
            }
            lines.line(p + ".disabledAlpha = " + SwiftLiteral.number(calendar.disabledAlpha))
            lines.line(p + ".readOnlyMode = " + (calendar.readOnly ? "true" : "false"))
            lines.line(p + ".accessibilityLabel = " + lines.localized(lines.texts.accessibilityLabel))
        },
        connect: { lines in
            lines.line(lines.property + ".delegate = self")
            writeDates(&lines)
        },
        read: { lines in lines.line(lines.answer + " = selectedDates(of: " + lines.property + ")") },
        show: writeDates,
        obey: { lines in
            lines.line(lines.property + ".isUserInteractionEnabled = " + lines.isEnabled)
        },
        layout: .underItsTexts,
        members: """

                    /// The dates given to each calendar that it has not taken yet, oldest first.
                    private var datesNotYetTaken: [ObjectIdentifier: [[any RVS_CalendarInputDateItemProtocol]]] = [:]

                    /// Gives `calendar` its dates, which it takes on the main queue's next turn
                    /// (`RVS_CalendarInput.setupData`): they are its dates until then.
                    private func show(_ dates: [any RVS_CalendarInputDateItemProtocol], on calendar: RVS_CalendarInput) {
                        calendar.setupData = dates
                        let key = ObjectIdentifier(calendar)
                        datesNotYetTaken[key, default: []].append(dates)
                        DispatchQueue.main.async { [weak self] in self?.datesNotYetTaken[key]?.removeFirst() }
                    }

                    /// The dates selected on `calendar`: among those it was last given until it has
                    /// taken them, then among those it shows, which a person's taps change.
                    private func selectedDates(of calendar: RVS_CalendarInput) -> Set<FormDate> {
                        let dates = datesNotYetTaken[ObjectIdentifier(calendar)]?.last ?? calendar.data
                        return Set(dates.filter(\\.isSelected).map { FormDate(year: $0.year, month: $0.month, day: $0.day) })
                    }

            """,
        controlsExtension: """
            : @preconcurrency RVS_CalendarInputDelegate {
                /// Tells `onChange` the answers after a person selected or deselected a date (a
                /// read-only calendar tells its delegate too, though it changes nothing).
                public func calendarInput(
                    _ calendar: RVS_CalendarInput, dateItemChanged _: any RVS_CalendarInputDateItemProtocol,
                    dateButton _: RVS_CalendarInput.DayButton?
                ) {
                    if !calendar.readOnlyMode { valuesChanged() }
                }
            }

            """)

    /// The weekdays in `Calendar`'s order (`sunday` is 1).
    private static let weekdayNumbers: [Weekday] = [
        .sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
    ]

    /// The calendar's colour properties and the roles they show.
    private static let colorProperties: [(String, CalendarColorRole)] = [
        ("tintColor", .tint), ("enabledItemBackgroundColor", .enabledDayBackground),
        ("weekdayHeaderFontColor", .weekdayHeaderText), ("monthHeaderFontColor", .monthHeaderText),
        ("monthHeaderBackgroundColor", .monthHeaderBackground), ("yearHeaderFontColor", .yearHeaderText),
        ("yearHeaderBackgroundColor", .yearHeaderBackground),
    ]

    /// The calendar's font properties and the roles they show.
    private static let fontProperties: [(String, CalendarFontRole)] = [
        ("weekdayFont", .day), ("weekdayHeaderFont", .weekdayHeader), ("monthHeaderFont", .monthHeader),
        ("yearHeaderFont", .yearHeader),
    ]

    /// The calendar's header heights.
    private static let heightProperties: [(String, CalendarHeader)] = [
        ("weekdayHeaderHeightInDisplayUnits", .weekday), ("monthHeaderHeightInDisplayUnits", .month),
        ("yearHeaderHeightInDisplayUnits", .year),
    ]

    /// Whether the calendar shows each header.
    private static let headerProperties: [(String, CalendarHeader)] = [
        ("showWeekdayHeader", .weekday), ("showMonthHeaders", .month), ("showYearHeaders", .year),
    ]

    /// `show([…], on: P)`: the spec's dates, each selected as the answer says.
    private static func writeDates(_ lines: inout UIKitLines) {
        let calendar = model(in: lines.control.bodyBox)
        lines.line("show([")
        for date in calendar.dates {
            let arguments =
                "day: \(date.date.day), month: \(date.date.month), year: \(date.date.year), isEnabled: "
                + (date.enabled ? "true" : "false") + ", isSelected: "
                + (date.enabled || date.selected
                    ? lines.answer + ".contains(" + SwiftNames.stringLiteral(date.date.description) + ")" : "false")
            guard !date.extensions.members.isEmpty else {
                lines.line("    RVS_CalendarInput.DateItem(" + arguments + "),")
                continue
            }
            lines.line("    RVS_CalendarInput.DateItem(")
            lines.line("        " + arguments + ",")
            lines.output.append("                    refCon: " as StaticString)
            SwiftLiteral.writeExtensions(
                .object(JSONValue.Object(uniqueMembers: date.extensions.members.map { ($0.key, $0.value) })), indent: 5,
                into: &lines.output)
            lines.output.append(" as [String: ExtensionValue]\n" as StaticString)
            lines.line("    ),")
        }
        lines.line("], on: " + lines.property + ")")
    }
}
