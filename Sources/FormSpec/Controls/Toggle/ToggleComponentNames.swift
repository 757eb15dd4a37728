/// `SparkUISwitch`'s property names and the keys FormSpec writes for them.
extension ToggleDefinition {
    static let componentNames: [ComponentName] =
        ComponentName.sparkText(of: owner) + [
            .words("isOn", ControlKey.state, whenTrue: ToggleState.on, whenFalse: ToggleState.off, of: owner)
        ]

    private static let owner = "SparkUISwitch"
}
