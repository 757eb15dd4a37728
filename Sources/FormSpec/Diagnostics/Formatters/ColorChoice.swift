/// When text diagnostics are coloured (`--color`).
package enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// Whether to colour a stream: `auto` colours a terminal unless `NO_COLOR` is set or `TERM` is `dumb`.
    package func isOn(terminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return terminal && environment["NO_COLOR", default: ""].isEmpty && environment["TERM"] != "dumb"
        }
    }
}
