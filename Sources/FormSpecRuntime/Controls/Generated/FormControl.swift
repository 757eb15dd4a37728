// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// One control of a form, of any type: its JSON object, read by its `type`.
public enum FormControl: Sendable, Equatable, Codable {
    case calendar(CalendarControl)
    case checkbox(CheckboxControl)
    case checkboxGroup(CheckboxGroupControl)
    case radioButton(RadioButtonControl)
    case radioGroup(RadioGroupControl)
    case sparkCheckbox(SparkCheckboxControl)
    case toggle(ToggleControl)

    /// The control's value, whatever its type.
    public var control: any ControlValue {
        switch self {
        case .calendar(let control): return control
        case .checkbox(let control): return control
        case .checkboxGroup(let control): return control
        case .radioButton(let control): return control
        case .radioGroup(let control): return control
        case .sparkCheckbox(let control): return control
        case .toggle(let control): return control
        }
    }

    /// The control's id.
    public var id: String { control.id }

    /// The control's type, as the JSON's `type` says it.
    public var type: String {
        switch self {
        case .calendar: return "calendar"
        case .checkbox: return "checkbox"
        case .checkboxGroup: return "checkboxGroup"
        case .radioButton: return "radioButton"
        case .radioGroup: return "radioGroup"
        case .sparkCheckbox: return "sparkCheckbox"
        case .toggle: return "toggle"
        }
    }

    private enum TypeKey: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TypeKey.self)
        switch try container.decode(String.self, forKey: .type) {
        case "calendar": self = .calendar(try CalendarControl(from: decoder))
        case "checkbox": self = .checkbox(try CheckboxControl(from: decoder))
        case "checkboxGroup": self = .checkboxGroup(try CheckboxGroupControl(from: decoder))
        case "radioButton": self = .radioButton(try RadioButtonControl(from: decoder))
        case "radioGroup": self = .radioGroup(try RadioGroupControl(from: decoder))
        case "sparkCheckbox": self = .sparkCheckbox(try SparkCheckboxControl(from: decoder))
        case "toggle": self = .toggle(try ToggleControl(from: decoder))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "'\(other)' is not a control type this FormSpecRuntime knows")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TypeKey.self)
        try container.encode(type, forKey: .type)
        try control.encode(to: encoder)
    }
}
