/// The JSON Schema (draft 2020-12) of the normalized JSON that `formspec compile` writes
/// (SPEC §4), committed as `Schemas/formspec-output.schema.json`. It is built from the
/// vocabularies the compiler uses, and it is strict: every key present, no other key. A test
/// checks that the committed file is this document; CI validates every output against it.
public enum OutputSchema {
    private typealias Build = SchemaBuilding

    /// The schema's `$id`.
    public static let id = "https://github.com/formspec/formspec/raw/main/Schemas/formspec-output.schema.json"

    /// The schema, to be written with ``JSONWriter``.
    public static var document: JSONValue {
        [
            "$schema": .string(Build.draft),
            "$id": .string(id),
            "title": "FormSpec normalized form",
            "description": .string("A form fully resolved by `formspec compile` (format version \(FormModel.formatVersion))."),
            "type": "object",
            "additionalProperties": false,
            "required": ["form", "formatVersion"],
            "properties": [
                "formatVersion": ["description": "The version of this format.", "const": .int(FormModel.formatVersion)],
                "form": Build.ref("form"),
            ],
            "$defs": definitions,
        ]
    }

    private static var definitions: JSONValue {
        [
            "form": Build.strictObject("The form.", properties: [
                "id": Build.ref("identifier"),
                "title": Build.nullable(Build.text("The form's title.")),
                "locale": Build.ref("locale"),
                "extensions": Build.ref("extensions"),
                "controls": ["type": "array", "minItems": 1, "items": ["oneOf": .array(ControlType.allCases.map { Build.ref($0.rawValue) })]],
            ]),
            "checkbox": control(.checkbox, "A checkbox (RVS_Checkbox).", [
                "threeState": ["type": "boolean"],
                "state": Build.word(CheckboxState.self, "The initial state; a two-state checkbox is never `clear`."),
                "value": ["description": "Three-state: -1 OFF, 0 CLEAR, 1 ON; two-state: 0 OFF, 1 ON.", "enum": [-1, 0, 1]],
                "appearance": Build.word(CheckboxAppearance.self, "The effective appearance."),
                "images": Build.strictObject("The declared images, or the SF Symbols when `appearance` is `symbols`.", properties: [
                    "on": Build.nullable(Build.text("The ON image.")),
                    "off": Build.nullable(Build.text("The OFF image.")),
                    "clear": Build.nullable(Build.text("The CLEAR image.")),
                    "rendering": Build.word(ImageRendering.self, "How the images are rendered."),
                ]),
                "display": Build.strictObject("The image each state shows.", properties: [
                    "off": Build.text("Shown when OFF."),
                    "clear": Build.text("Shown when CLEAR."),
                    "on": Build.text("Shown when ON."),
                ]),
                "useOffImageForClear": ["description": "Effective: whether CLEAR shows the OFF image.", "type": "boolean"],
                "haptics": ["type": "boolean"],
                "tint": Build.nullable(Build.ref("color")),
            ]),
            "toggle": control(.toggle, "A toggle (Spark).", [
                "state": Build.word(ToggleState.self, "The initial state."),
            ]),
            "checkboxGroup": control(.checkboxGroup, "A checkbox group (Spark).", group([
                "selected": ["description": "The selected item ids, in item order.", "type": "array", "items": Build.ref("identifier")],
            ])),
            "radioGroup": control(.radioGroup, "A radio group (Spark).", group([
                "selected": Build.nullable(Build.ref("identifier")),
            ])),
            "calendar": control(.calendar, "A calendar (RVS_CalendarInput).", calendar),
            "item": Build.strictObject("An item of a group.", properties: [
                "id": Build.ref("identifier"),
                "label": Build.nullable(Build.text("The item's label.")),
                "accessibilityLabel": Build.nullable(Build.text("The declared accessibility label, or else the label.")),
                "enabled": ["description": "Effective: the item and its group are enabled.", "type": "boolean"],
                "selected": ["type": "boolean"],
                "extensions": Build.ref("extensions"),
            ]),
            "calendarDate": Build.strictObject("A listed date.", properties: [
                "date": Build.ref("date"),
                "enabled": ["type": "boolean"],
                "selected": ["type": "boolean"],
                "extensions": Build.ref("extensions"),
            ]),
            "identifier": ["type": "string", "pattern": .string(Identifier.pattern), "maxLength": .int(SyntaxDecoder.maximumIdentifierLength)],
            "locale": ["description": "A locale such as `en_US`.", "type": "string", "pattern": "^[A-Za-z]{2,3}(_[A-Za-z0-9]{2,8})*$"],
            "date": ["description": "A calendar date, `YYYY-MM-DD`.", "type": "string", "pattern": .string(CalendarDate.pattern)],
            "color": [
                "description": "Upper-case `#RRGGBBAA`, or a named system colour.",
                "anyOf": [["type": "string", "pattern": "^#[0-9A-F]{8}$"], Build.word(NamedColor.self, "A named colour.")],
            ],
            "extensions": ["description": "The `x-` keys as written, with their values as resolved.", "type": "object",
                           "propertyNames": ["pattern": "^x-"]],
        ]
    }

    /// A control of `type`: the keys every control has, and `own`.
    private static func control(_ type: ControlType, _ description: String, _ own: [String: JSONValue]) -> JSONValue {
        Build.strictObject(description, properties: own.merging([
            "type": ["const": .string(type.rawValue)],
            "id": Build.ref("identifier"),
            "label": Build.nullable(Build.text("The control's label.")),
            "accessibilityLabel": Build.nullable(Build.text("The declared accessibility label, or else the label.")),
            "enabled": ["type": "boolean"],
            "extensions": Build.ref("extensions"),
        ]) { own, _ in own })
    }

    private static func group(_ own: [String: JSONValue]) -> [String: JSONValue] {
        own.merging([
            "title": Build.nullable(Build.text("The caption above the group.")),
            "axis": Build.word(GroupAxis.self, "How the items are laid out."),
            "intent": Build.word(GroupIntent.self, "The group's intent."),
            "items": ["type": "array", "minItems": 1, "items": Build.ref("item")],
        ]) { own, _ in own }
    }

    private static var calendar: [String: JSONValue] {
        let positive: JSONValue = ["type": "number", "exclusiveMinimum": 0]
        return [
            "locale": Build.ref("locale"),
            "calendar": Build.word(CalendarSystem.self, "The calendar system."),
            "firstWeekday": Build.word(Weekday.self, "The declared first weekday, or else the locale's."),
            "readOnly": ["type": "boolean"],
            "range": Build.nullable(Build.strictObject("The declared range.", properties: ["start": Build.ref("date"), "end": Build.ref("date")])),
            "displayRange": Build.strictObject("The whole months shown.", properties: [
                "start": Build.ref("date"),
                "end": Build.ref("date"),
                "months": ["type": "integer", "minimum": 1, "maximum": 1200],
            ]),
            "dates": ["description": "The listed dates, sorted.", "type": "array", "minItems": 1, "items": Build.ref("calendarDate")],
            "headers": every(CalendarHeader.self, "Which headers are shown.", ["type": "boolean"]),
            "colors": every(CalendarColorRole.self, "Every colour role.", Build.ref("color")),
            "fonts": every(CalendarFontRole.self, "Every font.", Build.strictObject("A system font.", properties: [
                "size": positive,
                "weight": Build.word(FontWeight.self, "The font weight."),
            ])),
            "headerHeights": every(CalendarHeader.self, "Every header's height, in points.", positive),
            "disabledAlpha": ["type": "number", "minimum": 0, "maximum": 1],
        ]
    }

    /// An object with a `value` for every case of a vocabulary.
    private static func every<Key: Vocabulary>(_: Key.Type, _ description: String, _ value: JSONValue) -> JSONValue {
        Build.strictObject(description, properties: Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.rawValue, value) }))
    }
}
