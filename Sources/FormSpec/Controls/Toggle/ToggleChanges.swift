extension ToggleDefinition: ControlChanges {
    /// Its initial state is behavior.
    static let changeRules = ChangeRules<ToggleModel>(fields: [
        ComparedField("state", .behavior, \.state, text: ChangeText.word)
    ])
}
