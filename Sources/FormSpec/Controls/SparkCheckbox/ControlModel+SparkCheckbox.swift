extension ControlModel {
    /// The control's own values when it is a `sparkCheckbox`; nil for a control of another type.
    public var sparkCheckbox: SparkCheckboxModel? { body(of: SparkCheckboxDefinition.self) }
}
