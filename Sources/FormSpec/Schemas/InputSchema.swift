/// The JSON Schema of the spec language (SPEC §2), for editors: committed as
/// `Schemas/formspec.schema.json` and printed by `formspec schema`. A spec whose first line is
/// `# yaml-language-server: $schema=…` gets completion, hover and checking from it.
///
/// It is built from the tables the decoder reads: the keys of every kind of mapping and the ones
/// it must hold (`Keys.swift`), the words of every vocabulary, the defaults the normalizer fills
/// in and the patterns of identifiers, locales, dates and colours. Every key is described by an
/// exhaustive `switch`, so a new key does not compile until it is documented here.
///
/// It follows draft-07, the newest draft that YAML language servers fully support. It checks
/// the shape of a spec; rules between keys (`checkbox.state-conflict`, `a11y.missing-label`, …)
/// are left to the compiler.
public enum InputSchema {
    /// The schema's `$id`.
    public static let id = "https://github.com/formspec/formspec/raw/main/Schemas/formspec.schema.json"

    /// The schema, to be written with ``JSONWriter``.
    public static var document: JSONValue {
        var form = mapping(nil, required: FormKey.required, extensions: true, formKey)
        form["$schema"] = "http://json-schema.org/draft-07/schema#"
        form["$id"] = .string(id)
        form["title"] = "FormSpec form spec"
        form["description"] = .string("A form spec, version \(SyntaxDecoder.supportedVersion) of the language (SPEC §2).")
        form["definitions"] = .object(definitions)
        return .object(form)
    }

    private static var definitions: [String: JSONValue] {
        var definitions: [String: JSONValue] = [
            "control": control,
            "item": .object(mapping("An item of a group.", required: GroupItemKey.required, extensions: true, itemKey)),
            "calendarDate": .object(mapping("A listed date with its state.", required: CalendarDateKey.required, extensions: true,
                                            calendarDateKey)),
        ]
        for type in ControlType.allCases {
            definitions[type.rawValue] = .object(mapping(type.summary, keys: type.keys, required: ControlKey.required + type.requiredKeys,
                                                         extensions: true) { controlKey($0, of: type) })
        }
        return definitions
    }

    /// A control: its `type` says which definition applies.
    private static var control: JSONValue {
        [
            "description": "A control; its `type` decides which keys it has.",
            "type": "object",
            "required": .array(ControlKey.required.map { .string($0.rawValue) }),
            "properties": ["type": controlKey(.type, of: nil)],
            "allOf": .array(ControlType.allCases.map { type in
                [
                    "if": ["required": ["type"], "properties": ["type": ["const": .string(type.rawValue)]]],
                    "then": ["$ref": .string("#/definitions/" + type.rawValue)],
                ]
            }),
        ]
    }

    // MARK: The keys of each mapping

    private static func formKey(_ key: FormKey) -> JSONValue {
        switch key {
        case .formspec: return ["description": "The language version; only 1 exists.", "const": .int(SyntaxDecoder.supportedVersion)]
        case .id: return identifier("The form's identifier.")
        case .title: return text("The form's title.")
        case .locale: return locale("Month and weekday names, and the first weekday of calendars.", default: FormModel.defaultLocale)
        case .controls: return list("The controls, in order.", of: ["$ref": "#/definitions/control"])
        }
    }

    /// `key` of a control of `type` (nil: of any type, for `type` itself).
    private static func controlKey(_ key: ControlKey, of type: ControlType?) -> JSONValue {
        switch key {
        case .type:
            guard let type else { return word(ControlType.self, "The kind of control.") }
            return ["description": "The kind of control.", "const": .string(type.rawValue)]
        case .id: return identifier("The control's identifier, unique in the form.")
        case .label: return text("The text shown with the control.")
        case .accessibilityLabel: return text("What screen readers announce; the label when absent.")
        case .enabled: return boolean("Whether the user can change the control.", default: true)
        case .threeState: return boolean("OFF/ON, or OFF/CLEAR/ON.", default: false)
        case .state:
            return type == .toggle
                ? word(ToggleState.self, "The initial state.", default: .off)
                : word(CheckboxState.self, "The initial state.", default: .off)
        case .value:
            return ["description": "The numeric form of `state`: three-state -1 OFF, 0 CLEAR, 1 ON; two-state 0 OFF, 1 ON.",
                    "type": "integer", "enum": [-1, 0, 1]]
        case .appearance:
            return word(CheckboxAppearance.self, "SF Symbols or the spec's images; `custom` when both `images.on` and `images.off` are given, else `symbols`.")
        case .images:
            return .object(mapping("Custom images: asset names for each state.", imageKey))
        case .useOffImageForClear:
            return boolean("In three-state, CLEAR shows the OFF image; `true` when custom images have no `clear` image.", default: false)
        case .haptics: return boolean("Haptic feedback on user taps.", default: true)
        case .tint: return color("Colours the symbols and template images; the platform's label colour when absent.")
        case .title: return text("The caption shown above the group.")
        case .items: return list("The group's items.", of: ["$ref": "#/definitions/item"])
        case .selected:
            return type == .radioGroup
                ? identifier("The id of the selected item; none when absent.")
                : ["description": "The ids of the selected items.", "type": "array", "items": identifier("An item id."), "default": []]
        case .axis: return word(GroupAxis.self, "How the items are laid out.", default: .vertical)
        case .intent: return word(GroupIntent.self, "The group's intent.", default: .basic)
        case .dates:
            return list("The dates that can be enabled or selected; every other displayed day is disabled.", of: [
                "anyOf": [date("A date `YYYY-MM-DD`, enabled and not selected."), ["$ref": "#/definitions/calendarDate"]],
            ])
        case .range:
            return .object(mapping("Widens the displayed months.", required: CalendarRangeKey.required) {
                date($0 == .start ? "The first day to show." : "The last day to show.")
            })
        case .headers:
            return .object(mapping("Which headers are shown.") { (header: CalendarHeader) in
                boolean("Whether the \(header.rawValue) header is shown.", default: true)
            })
        case .colors:
            return .object(mapping("The calendar's colours.") { (role: CalendarColorRole) in
                color(role.summary, default: role.defaultColor.canonical)
            })
        case .fonts:
            return .object(mapping("The calendar's fonts.") { (role: CalendarFontRole) in
                var font = mapping(role.summary, required: CalendarFontKey.required, fontKey)
                font["default"] = ["size": .double(role.defaultSize), "weight": .string(CalendarFont.defaultWeight.rawValue)]
                return .object(font)
            })
        case .headerHeights:
            return .object(mapping("The headers' heights, in points.") { (header: CalendarHeader) in
                positive("The \(header.rawValue) header's height.", default: header.defaultHeight)
            })
        case .disabledAlpha:
            return ["description": "The opacity of disabled days.", "type": "number", "minimum": 0, "maximum": 1,
                    "default": .double(CalendarModel.defaultDisabledAlpha)]
        case .readOnly: return boolean("Taps report but never change the selection.", default: false)
        case .firstWeekday: return word(Weekday.self, "The first day of the week; the locale's when absent.")
        case .locale: return locale("Month and weekday names, and the first weekday; the form's when absent.", default: nil)
        case .calendar: return word(CalendarSystem.self, "The calendar system.", default: .gregorian)
        }
    }

    private static func imageKey(_ key: CheckboxImagesKey) -> JSONValue {
        switch key {
        case .on, .off, .clear:
            return ["description": .string("The asset name of the \(key.rawValue.uppercased()) image."), "type": "string", "minLength": 1]
        case .rendering: return word(ImageRendering.self, "Tinted (`template`) or in the image's own colours.", default: .template)
        }
    }

    private static func itemKey(_ key: GroupItemKey) -> JSONValue {
        switch key {
        case .id: return identifier("The item's identifier, unique in its group.")
        case .label: return text("The item's text.")
        case .accessibilityLabel: return text("What screen readers announce; the label when absent.")
        case .enabled: return boolean("Whether the item can be chosen (only when its group is enabled too).", default: true)
        }
    }

    private static func calendarDateKey(_ key: CalendarDateKey) -> JSONValue {
        switch key {
        case .date: return date("The day, `YYYY-MM-DD`.")
        case .enabled: return boolean("Whether the day can be tapped.", default: true)
        case .selected: return boolean("Whether the day is selected.", default: false)
        }
    }

    private static func fontKey(_ key: CalendarFontKey) -> JSONValue {
        switch key {
        case .size: return positive("The point size.", default: nil)
        case .weight: return word(FontWeight.self, "The weight.", default: CalendarFont.defaultWeight)
        }
    }

    // MARK: Building blocks

    /// A mapping of `keys`, `required` among them, and nothing else but `x-` extensions when
    /// `extensions` allows them.
    private static func mapping<Keys: Vocabulary>(
        _ description: String?, keys: [Keys] = Array(Keys.allCases), required: [Keys] = [], extensions: Bool = false,
        _ schema: (Keys) -> JSONValue
    ) -> [String: JSONValue] {
        var mapping: [String: JSONValue] = [
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, schema($0)) })),
            "additionalProperties": false,
        ]
        if let description { mapping["description"] = .string(description) }
        if !required.isEmpty { mapping["required"] = .array(required.map { .string($0.rawValue) }) }
        if extensions {
            mapping["patternProperties"] = ["^x-": ["description": "An extension: never checked, passed through to the output."]]
        }
        return mapping
    }

    private static func text(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "string"]
    }

    private static func boolean(_ description: String, default value: Bool) -> JSONValue {
        ["description": .string(description), "type": "boolean", "default": .bool(value)]
    }

    private static func word<Words: Vocabulary>(_: Words.Type, _ description: String, default value: Words? = nil) -> JSONValue {
        withDefault(["description": .string(description), "enum": .array(Words.allCases.map { .string($0.rawValue) })],
                    value.map { .string($0.rawValue) })
    }

    private static func identifier(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "string", "pattern": .string(Identifier.pattern),
         "maxLength": .int(SyntaxDecoder.maximumIdentifierLength)]
    }

    private static func locale(_ description: String, default value: String?) -> JSONValue {
        withDefault(["description": .string(description + " A language and an optional region: `en_US`, `de`, `en-GB`."),
                     "type": "string", "pattern": .string(SyntaxDecoder.localePattern)],
                    value.map(JSONValue.string))
    }

    private static func date(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "string", "pattern": .string(CalendarDate.pattern)]
    }

    private static func color(_ description: String, default value: String? = nil) -> JSONValue {
        withDefault([
            "description": .string(description + " `\"#RRGGBB\"` (quoted), `#RGB`, `#RRGGBBAA` or a system colour name."),
            "anyOf": [["type": "string", "pattern": .string(Color.hexPattern)],
                      ["enum": .array(NamedColor.allCases.map { .string($0.rawValue) })]],
        ], value.map(JSONValue.string))
    }

    private static func positive(_ description: String, default value: Double?) -> JSONValue {
        withDefault(["description": .string(description), "type": "number", "exclusiveMinimum": 0], value.map(JSONValue.double))
    }

    private static func list(_ description: String, of element: JSONValue) -> JSONValue {
        ["description": .string(description), "type": "array", "minItems": 1, "items": element]
    }

    /// `schema` with its `default`, when it has one.
    private static func withDefault(_ schema: [String: JSONValue], _ value: JSONValue?) -> JSONValue {
        var schema = schema
        if let value { schema["default"] = value }
        return .object(schema)
    }
}

extension ControlType {
    /// What the control is, for the input schema.
    var summary: String {
        switch self {
        case .checkbox: return "A checkbox (RVS_Checkbox): two or three states, SF Symbols or custom images."
        case .toggle: return "A toggle (Spark): on or off."
        case .checkboxGroup: return "A checkbox group (Spark): any number of its items selected."
        case .radioGroup: return "A radio group (Spark): at most one of its items selected."
        case .calendar: return "A calendar (RVS_CalendarInput): month grids in which listed dates are enabled or selected."
        }
    }
}

extension CalendarColorRole {
    /// What the colour paints, for the input schema.
    var summary: String {
        switch self {
        case .tint: return "The text of enabled days and the background of selected ones."
        case .enabledDayBackground: return "The background of enabled, unselected days."
        case .weekdayHeaderText: return "The weekday names."
        case .yearHeaderText: return "The year header's text."
        case .monthHeaderText: return "The month header's text."
        case .yearHeaderBackground: return "The year header's background."
        case .monthHeaderBackground: return "The month header's background."
        }
    }
}

extension CalendarFontRole {
    /// What the font draws, for the input schema.
    var summary: String {
        switch self {
        case .weekdayHeader: return "The weekday names."
        case .yearHeader: return "The year header."
        case .monthHeader: return "The month header."
        case .day: return "The day numbers."
        }
    }
}
