extension ControlModel {
    /// The control's own values when it is a `radioGroup`; nil for a control of another type.
    public var radioGroup: GroupModel? { body(of: RadioGroupDefinition.self) }
}
