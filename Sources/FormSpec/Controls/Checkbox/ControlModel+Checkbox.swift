extension ControlModel {
    /// The control's own values when it is a `checkbox`; nil for a control of another type.
    public var checkbox: CheckboxModel? { body(of: CheckboxDefinition.self) }
}
