extension ControlModel {
    /// The control's own values when it is a `checkboxGroup`; nil for a control of another type.
    public var checkboxGroup: GroupModel? { body(of: CheckboxGroupDefinition.self) }
}
