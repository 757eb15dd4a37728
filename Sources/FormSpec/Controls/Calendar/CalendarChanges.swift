extension CalendarDefinition: ControlChanges {
    /// How it reads and acts (locale, calendar system, first weekday, read-only, range, its
    /// dates) is behavior; how it looks (headers, colours, fonts, heights, disabled opacity)
    /// cosmetic. Dates are matched by date: a date that could be chosen (enabled or selected)
    /// and no longer can, removed or disabled, is breaking; other changes of dates are behavior.
    /// What the model derives (the displayed months, the weekday a preview draws) is not compared.
    /// Its `minSelected` and `maxSelected` are classed as ``ControlLogic/selectionCountFields`` says.
    static let changeRules = ChangeRules<CalendarModel>(
        fields: [
            ComparedField("locale", .behavior, \.locale, text: ChangeText.name),
            ComparedField("calendar", .behavior, \.calendar, text: ChangeText.word),
            ComparedField("firstWeekday", .behavior, \.firstWeekday, text: ChangeText.word),
            ComparedField("readOnly", .behavior, \.readOnly, text: ChangeText.flag),
            ComparedField("range", .behavior, \.range, text: range),
        ] + keyed("headers", \.headers, text: ChangeText.flag) + keyed("colors", \.colors, text: ChangeText.color)
            + keyed("fonts", \.fonts, text: font)
            + keyed("headerHeights", \.headerHeights, text: ChangeText.number) + [
                ComparedField("disabledAlpha", .cosmetic, \.disabledAlpha, text: ChangeText.number)
            ],
        logic: ControlLogic.selectionCountFields,
        parts: [
            ComparedParts(
                "dates", noun: "date", parts: \.dates, key: \.date.description, tracksOrder: false,
                removal: { $0.canBeChosen ? .breaking : .behavior },
                fields: [
                    ComparedField("enabled", \.enabled, text: ChangeText.flag, classed: enabledChange),
                    ComparedField("selected", \.selected, text: ChangeText.flag, classed: selectedChange),
                ], extensions: \.extensions)
        ])

    /// `START…END`, or `none`; in JSON, as the compiled JSON writes it.
    private static func range(_ range: CalendarRange?) -> ChangeValue {
        guard let range else { return ChangeText.none }
        return ChangeValue(
            text: "\(range.start)…\(range.end)",
            json: ["end": .string(range.end.description), "start": .string(range.start.description)])
    }

    /// `SIZE WEIGHT` (`17 bold`); in JSON, as the compiled JSON writes it.
    private static func font(_ font: CalendarFont) -> ChangeValue {
        let size = ChangeText.number(font.size)
        return ChangeValue(
            text: size.text + " " + font.weight.rawValue,
            json: ["size": size.json, "weight": .string(font.weight.rawValue)])
    }

    /// Breaking when the date could be chosen and no longer can, behavior otherwise.
    private static func enabledChange(_ old: CalendarDateModel, _ new: CalendarDateModel) -> ChangeClass {
        old.canBeChosen && !new.canBeChosen ? .breaking : .behavior
    }

    /// An initial selection: behavior, unless it alone makes a date that could be chosen one that
    /// no longer can (a disabled date no longer selected); when the date is disabled too, that
    /// change is the breaking one.
    private static func selectedChange(_ old: CalendarDateModel, _ new: CalendarDateModel) -> ChangeClass {
        old.enabled == new.enabled ? enabledChange(old, new) : .behavior
    }

    /// A cosmetic field per key of a keyed value (`colors.tint`), in the vocabulary's order.
    private static func keyed<Key: Vocabulary, Value: Equatable & Sendable>(
        _ name: String, _ values: KeyPath<CalendarModel, KeyedValues<Key, Value>> & Sendable,
        text: @escaping @Sendable (Value) -> ChangeValue
    ) -> [ComparedField<CalendarModel>] {
        Key.words.cases.map { key in
            ComparedField(name + "." + key.rawValue, .cosmetic, { $0[keyPath: values][key] }, text: text)
        }
    }
}

extension CalendarDateModel {
    /// Whether a person's answer can hold the date: it is enabled, or selected from the start.
    package var canBeChosen: Bool { enabled || selected }
}
