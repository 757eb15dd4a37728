extension ControlModel {
    /// The control's own values when it is a `toggle`; nil for a control of another type.
    public var toggle: ToggleModel? { body(of: ToggleDefinition.self) }
}
