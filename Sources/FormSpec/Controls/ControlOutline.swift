/// What a control type is in an editor's outline of a spec (the language server's document
/// symbols).
protocol ControlOutline: ControlDefinition {
    /// The kind of symbol a control of this type is.
    static var outlineKind: OutlineKind { get }
}

/// What a control is in an editor's outline of a spec: the language server shows each control as
/// a document symbol of the matching LSP kind (`Boolean`, `Enum`, `Number`, `Object`).
package enum OutlineKind: Sendable {
    /// A value that is on or off: a checkbox, a toggle.
    case boolean
    /// A choice among items: a group.
    case choice
    /// A number.
    case number
    /// A structured value of several parts: a calendar.
    case object
}

extension ControlType {
    /// What a control of this type is in an editor's outline.
    package var outlineKind: OutlineKind { outputs.outlineKind }
}
