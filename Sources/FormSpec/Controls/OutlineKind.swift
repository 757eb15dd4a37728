/// What a control is in an editor's outline of a spec: the language server shows each control as
/// a document symbol of the matching LSP kind (`Boolean`, `Enum`, `Object`).
package enum OutlineKind: Sendable {
    /// A value that is on or off: a checkbox, a toggle.
    case boolean
    /// A choice among items: a group.
    case choice
    /// A structured value of several parts: a calendar.
    case object
}

extension ControlType {
    /// What a control of this type is in an editor's outline.
    package var outlineKind: OutlineKind { definition.outlineKind }
}
