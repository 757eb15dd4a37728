import FormSpecYAML

/// `calendar`: RVS_CalendarInput, month grids in which listed dates are enabled or selected.
enum CalendarDefinition: ControlDefinition {
    private typealias Build = SchemaBuilding

    static let type = ControlType.calendar
    static let summary = "A calendar (RVS_CalendarInput): month grids in which listed dates are enabled or selected."
    /// A control of this type as a team usually writes it, for the language reference's example
    /// of every control (`Documentation/Language.md`).
    static let example = """
          - type: calendar                 # RVS_CalendarInput
            id: stay
            label: Your stay
            firstWeekday: monday
            range: {start: 2026-07-01, end: 2026-08-31}
            dates:
              - 2026-07-14
              - {date: 2026-07-15, selected: true}
              - {date: 2026-07-16, enabled: false}
            headers: {year: false}
            colors: {tint: systemGreen, enabledDayBackground: "#F2F2F7"}
            fonts: {day: {size: 24, weight: semibold}}
        """
    static let ownKeys: [ControlKey] =
        [
            .dates, .range, .headers, .colors, .fonts, .headerHeights, .disabledAlpha, .readOnly, .firstWeekday,
            .locale,
            .calendar,
        ] + ControlKey.selectionCounts
    static let requiredKeys: [ControlKey] = [.dates]

    static func decode(
        _ reader: MappingReader<ControlKey>, unknown _: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> CalendarSyntax {
        decoder.calendar(reader)
    }

    static let rules: [any ControlRule<CalendarSyntax>.Type] = [
        CalendarDuplicateDateRule.self, CalendarNoEnabledDatesRule.self, CalendarSelectedDisabledRule.self,
        CalendarRangeInvertedRule.self, CalendarDateOutsideRangeRule.self, CalendarHiddenHeaderStyleRule.self,
        CalendarAlphaRangeRule.self, CalendarSpanRule.self, LowContrastRule.self,
    ]

    /// The dates' `x-` keys (RVS_CalendarInput's `refCon`).
    static func partExtensions(of syntax: CalendarSyntax) -> [[Extension]] {
        syntax.dates.map(\.extensions)
    }

    static func model(of syntax: CalendarSyntax, in control: ControlSyntax, context: inout NormalizationContext)
        -> CalendarModel?
    {
        CalendarModel(syntax, enabled: control.enabled?.value ?? true, formLocale: context.formLocale) {
            locale, calendar in
            context.caches.update(WeekStarts.self) { $0.firstWeekday(locale: locale, calendar: calendar) }
        }
    }

    static let jsonMembers = JSONMembers<ControlJSON<CalendarModel>>(
        ControlJSON.common(of: type) + ControlJSON.selectionCounts + [
            JSONMember(
                "calendar",
                schema: Build.word(
                    CalendarSystem.self, "The calendar system; `current`: the device's, decided at run time.")
            ) { $1.write($0.body.calendar.rawValue) },
            JSONMember("colors", schema: every(CalendarColorRole.self, "Every colour role.", Build.ref("color"))) {
                $1.write($0.body.colors)
            },
            JSONMember(
                "dates",
                schema: [
                    "description": "The listed dates, sorted.", "type": "array", "minItems": 1,
                    "items": Build.ref("calendarDate"),
                ]
            ) { $1.write($0.body.dates) },
            JSONMember("disabledAlpha", schema: ["type": "number", "minimum": 0, "maximum": 1]) {
                $1.write($0.body.disabledAlpha)
            },
            JSONMember(
                "displayRange",
                schema: Build.strictObject(
                    "The whole months shown.",
                    properties: [
                        "start": Build.ref("date"),
                        "end": Build.ref("date"),
                        "months": ["type": "integer", "minimum": 1, "maximum": 1200],
                    ])
            ) { $1.write($0.body.displayRange) },
            JSONMember(
                "firstWeekday",
                schema: Build.nullable(
                    Build.word(
                        Weekday.self,
                        "The declared first weekday, or else the locale's; null when the device's locale or calendar decides it (`current`), except for `iso8601`."
                    ))
            ) { $1.write($0.body.firstWeekday?.rawValue) },
            JSONMember(
                "fonts",
                schema: every(
                    CalendarFontRole.self, "Every font.",
                    Build.strictObject(
                        "A system font.",
                        properties: [
                            "size": positive,
                            "weight": Build.word(FontWeight.self, "The font weight."),
                        ]))
            ) { $1.write($0.body.fonts) },
            JSONMember(
                "headerHeights", schema: every(CalendarHeader.self, "Every header's height, in points.", positive)
            ) { $1.write($0.body.headerHeights) },
            JSONMember("headers", schema: every(CalendarHeader.self, "Which headers are shown.", ["type": "boolean"])) {
                $1.write($0.body.headers)
            },
            JSONMember("locale", schema: Build.ref("locale")) { $1.write($0.body.locale) },
            JSONMember(
                "range",
                schema: Build.nullable(
                    Build.strictObject(
                        "The declared range.", properties: ["start": Build.ref("date"), "end": Build.ref("date")]))
            ) { $1.write($0.body.range) },
            JSONMember("readOnly", schema: ["type": "boolean"]) { $1.write($0.body.readOnly) },
        ])

    /// The output schema of a positive number.
    private static var positive: JSONValue { ["type": "number", "exclusiveMinimum": 0] }

    static func inputSchema(of key: ControlKey) -> JSONValue {
        typealias Schema = InputSchema
        switch key {
        case .dates:
            return Schema.list(
                "The dates that can be enabled or selected; every other displayed day is disabled.",
                of: [
                    "anyOf": [
                        Schema.date("A date `YYYY-MM-DD`, enabled and not selected."),
                        ["$ref": "#/definitions/calendarDate"],
                    ]
                ])
        case .range:
            return .object(
                Schema.mapping("Widens the displayed months.", required: CalendarRangeKey.required) {
                    Schema.date($0 == .start ? "The first day to show." : "The last day to show.")
                })
        case .headers:
            return .object(
                Schema.mapping("Which headers are shown.") { (header: CalendarHeader) in
                    Schema.boolean("Whether the \(header.rawValue) header is shown.", default: true)
                })
        case .colors:
            return .object(
                Schema.mapping("The calendar's colours.") { (role: CalendarColorRole) in
                    Schema.color(role.summary, default: role.defaultColor.canonical)
                })
        case .fonts:
            return .object(
                Schema.mapping("The calendar's fonts.") { (role: CalendarFontRole) in
                    var font = Schema.mapping(role.summary, required: CalendarFontKey.required) {
                        (key: CalendarFontKey) -> JSONValue in
                        switch key {
                        case .size: return Schema.positive("The point size.", default: nil)
                        case .weight:
                            return Schema.word(FontWeight.self, "The weight.", default: CalendarFont.defaultWeight)
                        }
                    }
                    font["default"] = [
                        "size": .double(role.defaultSize), "weight": .string(CalendarFont.defaultWeight.rawValue),
                    ]
                    return .object(font)
                })
        case .headerHeights:
            return .object(
                Schema.mapping("The headers' heights, in points.") { (header: CalendarHeader) in
                    Schema.positive("The \(header.rawValue) header's height.", default: header.defaultHeight)
                })
        case .disabledAlpha:
            return [
                "description": "The opacity of disabled days.", "type": "number", "minimum": 0, "maximum": 1,
                "default": .double(CalendarModel.defaultDisabledAlpha),
            ]
        case .readOnly: return Schema.boolean("Taps report but never change the selection.", default: false)
        case .firstWeekday: return Schema.word(Weekday.self, "The first day of the week; the locale's when absent.")
        case .locale:
            return Schema.locale(
                "Month and weekday names, and the first weekday; the form's when absent.", default: nil)
        case .calendar:
            return Schema.word(
                CalendarSystem.self, "The calendar system; `current` is the device's, at run time.", default: .gregorian
            )
        default: preconditionFailure("'\(key.rawValue)' is not a key of a calendar")
        }
    }

    static var inputDefinitions: [String: JSONValue] {
        [
            "calendarDate": .object(
                InputSchema.mapping(
                    "A listed date with its state.", required: CalendarDateKey.required,
                    extensions: true
                ) { (key: CalendarDateKey) -> JSONValue in
                    switch key {
                    case .date: return InputSchema.date("The day, `YYYY-MM-DD`.")
                    case .enabled: return InputSchema.boolean("Whether the day can be tapped.", default: true)
                    case .selected: return InputSchema.boolean("Whether the day is selected.", default: false)
                    }
                })
        ]
    }

    static var outputDefinitions: [String: JSONValue] {
        [
            "calendarDate": Build.strictObject(
                "A listed date.",
                properties: [
                    "date": Build.ref("date"),
                    "enabled": ["type": "boolean"],
                    "selected": ["type": "boolean"],
                    "extensions": Build.ref("extensions"),
                ])
        ]
    }

    /// An object with a `value` for every case of a vocabulary.
    private static func every<Key: Vocabulary>(_: Key.Type, _ description: String, _ value: JSONValue) -> JSONValue {
        Build.strictObject(
            description, properties: Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.rawValue, value) }))
    }
}

extension CalendarModel: ControlModelBody {}

extension CalendarDateModel: JSONObject {
    static let jsonMembers = JSONMembers<CalendarDateModel>([
        JSONMember("date") { $1.write($0.date) },
        JSONMember("enabled") { $1.write($0.enabled) },
        JSONMember("extensions") { $1.write($0.extensions) },
        JSONMember("selected") { $1.write($0.selected) },
    ])
}

extension CalendarRange: JSONObject {
    static let jsonMembers = JSONMembers<CalendarRange>([
        JSONMember("end") { $1.write($0.end) },
        JSONMember("start") { $1.write($0.start) },
    ])
}

extension DisplayRange: JSONObject {
    static let jsonMembers = JSONMembers<DisplayRange>([
        JSONMember("end") { $1.write($0.end) },
        JSONMember("months") { $1.write($0.months) },
        JSONMember("start") { $1.write($0.start) },
    ])
}

extension CalendarFont: JSONObject {
    static let jsonMembers = JSONMembers<CalendarFont>([
        JSONMember("size") { $1.write($0.size) },
        JSONMember("weight") { $1.write($0.weight.rawValue) },
    ])
}

extension CalendarDefinition: ControlDescription {}

extension CalendarDefinition: ControlOutline {
    static let outlineKind = OutlineKind.object
}
