extension ToggleDefinition: ControlSwiftCode {
    static let swiftAnswer = SwiftAnswer<ToggleModel>.always(.stateIsOn)
}
