extension ToggleDefinition: ControlSwiftCode {
    static let swiftAnswer = SwiftAnswer<ToggleModel>.always(.stateIsOn)

    static func declaredAnswer(_ toggle: ToggleModel) -> JSONValue {
        .bool(toggle.state == .on)
    }
}
