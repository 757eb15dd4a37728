/// A property of a component's own API written where FormSpec has a key of its own: teams copy
/// names from the code they know (`isThreeState`, `tintColor`, `showYearHeaders`). When a mapping
/// holds one, `spec.unknown-key` names the FormSpec key instead of a distant spelling, says where
/// it goes when it is nested, and gives a fix-it where one edit writes it cleanly.
///
/// Each control lists its component's names in its folder (`<Type>ComponentNames.swift`, its
/// definition's `componentNames`); group items and calendar dates list theirs beside them. Only
/// names with a FormSpec equivalent on that control are listed: a read-only property (`nextState`,
/// `data`) or one FormSpec leaves to code (`delegate`, `theme`) stays an ordinary unknown key.
struct ComponentName: Sendable {
    /// What FormSpec writes instead.
    enum Meaning: Sendable {
        /// A key of the same mapping: `isThreeState` → `threeState`.
        case key(String)
        /// A word of a key of the same mapping, for a boolean property: `isOn: true` → `state: on`.
        case words(key: String, whenTrue: String, whenFalse: String)
        /// A key of a mapping held by a key of the same mapping: `onImage` → `images: {on: …}`.
        case nested(parent: String, child: String)
        /// The app's own data, carried as an `x-` extension: `refCon` → `x-refCon`.
        case extensionKey
        /// One of the properties that together make one key: `year`, `month`, `day` → `date`;
        /// `written` says how the key is written.
        case partOf(key: String, written: String)
    }

    /// The name as a spec writes it; matched ignoring case.
    let name: String
    /// Whose property it is, as a message names it: "RVS_Checkbox", "a Spark group item".
    let owner: String
    /// The property's name in the component's API (`showYearHeaders` for `showsYearHeader`).
    let property: String
    let meaning: Meaning

    /// The key of the mapping that FormSpec writes instead: for a nested key, the key that holds
    /// it; for app data, the `x-` key.
    var target: String {
        switch meaning {
        case .key(let key), .words(let key, _, _), .partOf(let key, _): return key
        case .nested(let parent, _): return parent
        case .extensionKey: return "x-" + name
        }
    }
}

extension ComponentName {
    /// `name` stands for `key`.
    static func key<Key: Vocabulary>(_ name: String, _ key: Key, of owner: String, property: String? = nil)
        -> ComponentName
    {
        ComponentName(name: name, owner: owner, property: property ?? name, meaning: .key(key.rawValue))
    }

    /// The boolean property `name` stands for `key` with one of two words.
    static func words<Key: Vocabulary, Word: Vocabulary>(
        _ name: String, _ key: Key, whenTrue: Word, whenFalse: Word,
        of owner: String
    ) -> ComponentName {
        ComponentName(
            name: name, owner: owner, property: name,
            meaning: .words(key: key.rawValue, whenTrue: whenTrue.rawValue, whenFalse: whenFalse.rawValue))
    }

    /// `name` stands for `child` in the mapping of `parent`.
    static func nested<Parent: Vocabulary, Child: Vocabulary>(
        _ name: String, _ parent: Parent, _ child: Child, of owner: String,
        property: String? = nil
    ) -> ComponentName {
        ComponentName(
            name: name, owner: owner, property: property ?? name,
            meaning: .nested(parent: parent.rawValue, child: child.rawValue))
    }

    /// `name` is the app's own data: an `x-` key.
    static func extensionKey(_ name: String, of owner: String) -> ComponentName {
        ComponentName(name: name, owner: owner, property: name, meaning: .extensionKey)
    }

    /// The names every control shares: UIKit's `isEnabled`, and `text` and `attributedText`,
    /// UIKit's names for the text a control shows (a control's own list names the component
    /// whose property it is, as Spark's do).
    static let everyControl: [ComponentName] = [
        .key("isEnabled", ControlKey.enabled, of: "UIKit"),
        .key("text", ControlKey.label, of: "UIKit"),
        .key("attributedText", ControlKey.label, of: "UIKit"),
    ]

    /// The text of Spark's UIKit controls (`SparkUICheckbox`, `SparkUIRadioButton`,
    /// `SparkUISwitch`), which FormSpec calls `label`.
    static func sparkText(of owner: String) -> [ComponentName] {
        [.key("text", ControlKey.label, of: owner), .key("attributedText", ControlKey.label, of: owner)]
    }
}

/// The component names a mapping may hold, looked up ignoring case.
struct ComponentNames: Sendable {
    let all: [ComponentName]
    private let byName: [String: ComponentName]

    /// The table of `names`; when two have one name, the first is kept.
    init(_ names: [ComponentName]) {
        all = names
        byName = Dictionary(names.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A mapping that holds no component's names.
    static let none = ComponentNames([])

    /// The component name `name` spells, if any.
    func named(_ name: String) -> ComponentName? {
        byName.isEmpty ? nil : byName[name.lowercased()]
    }
}
