extension ControlModel {
    /// The control's own values when it is a `radioButton`; nil for a control of another type.
    public var radioButton: RadioButtonModel? { body(of: RadioButtonDefinition.self) }
}
