/// The registry of controls: every control type a form can hold, each with its definition, and
/// every key a control may hold. A new control is a new folder under `Controls/` and here its case,
/// its definition's line and the words of its new keys. Both are closed enums: the decoder's
/// tables (`WordTable`, `KeySet`) are made from their cases.
public enum ControlType: String, Vocabulary {
    case checkbox, toggle, checkboxGroup, radioGroup, calendar, sparkCheckbox, radioButton
    package static let meaning = "a control type"
    package static let words = WordTable<Self>()

    /// What the compiler needs of the type, whatever it writes (its keys, decoding, rules, model,
    /// JSON): the stages that read, check and normalize a spec see only this.
    var definition: any ControlDefinition.Type { outputs }

    /// Everything FormSpec knows about the type: its core and its part of each output (the
    /// previews, the generated Swift, the diff, the editor's outline).
    var outputs: any ControlDescription.Type {
        switch self {
        case .checkbox: return CheckboxDefinition.self
        case .toggle: return ToggleDefinition.self
        case .checkboxGroup: return CheckboxGroupDefinition.self
        case .radioGroup: return RadioGroupDefinition.self
        case .calendar: return CalendarDefinition.self
        case .sparkCheckbox: return SparkCheckboxDefinition.self
        case .radioButton: return RadioButtonDefinition.self
        }
    }

    /// The keys a control of this type may hold, the common ones first.
    package var keys: [ControlKey] { ControlType.keyLists[position] }

    /// Whether a control of this type may hold `key`.
    func has(_ key: ControlKey) -> Bool {
        ControlType.keySets[position].contains(key)
    }

    /// The component property names a control of this type may hold instead of its keys, those
    /// every control shares among them.
    var componentNames: ComponentNames { ControlType.componentNameTables[position] }

    /// Each type's keys and component names, made once.
    private static let componentNameTables = words.cases.map {
        ComponentNames($0.definition.componentNames + ComponentName.everyControl)
    }
    private static let keyLists = words.cases.map { $0.definition.keys }
    private static let keySets = keyLists.map(KeySet.init)

    /// The keys of its own, after the common ones.
    package var ownKeys: [ControlKey] { definition.ownKeys }

    /// The input schema of `key`, one of its own keys.
    package func inputSchema(of key: ControlKey) -> JSONValue { definition.inputSchema(of: key) }

    /// The keys of its own a control of this type must hold.
    var requiredKeys: [ControlKey] { definition.requiredKeys }
}

/// A control type's whole description, as its folder declares it: what the compiler needs of it
/// (``ControlDefinition``) and its part of each output, each in a protocol of its own. One
/// protocol rather than a composition of them: a description is then one witness table, and
/// the core a reading stage asks for (``ControlType/definition``) is reached through it without
/// making every output's table (a composition cost `check` 0.1% more instructions).
protocol ControlDescription: ControlPreviews, ControlSwiftCode, ControlChanges, ControlOutline, ControlAnswers,
    ControlAnswerJSON
{}

/// Every key a control of some type may hold: the names, shared by all controls; each
/// definition says which of them its type has (`ControlType.keys`).
package enum ControlKey: String, Vocabulary {
    case type, id, label, accessibilityLabel, enabled
    case threeState, state, value, appearance, images, useOffImageForClear, haptics, tint
    case title, items, selected, axis, intent
    case dates, range, headers, colors, fonts, headerHeights, disabledAlpha, readOnly, firstWeekday, locale, calendar
    case required, requiredMessage, visibleWhen, enabledWhen, requiredWhen
    case minSelected, minSelectedMessage, maxSelected, maxSelectedMessage
    package static let meaning = "a key of a control"
    package static let words = WordTable<Self>()

    /// The keys every control has.
    static let common: [ControlKey] = [.type, .id, .label, .accessibilityLabel, .enabled]

    /// The keys of the form's logic every control has, after the common ones.
    static let logic: [ControlKey] = [.required, .requiredMessage, .visibleWhen, .enabledWhen, .requiredWhen]

    /// The keys of a selection's size, own keys of the controls that hold several answers
    /// (checkbox groups, calendars).
    static let selectionCounts: [ControlKey] = [.minSelected, .minSelectedMessage, .maxSelected, .maxSelectedMessage]

    /// The keys that give a control its label, unless its type says otherwise.
    static let labelling: [ControlKey] = [.label, .accessibilityLabel]

    /// The keys every control must hold.
    static let mandatory: [ControlKey] = [.type, .id]
}
