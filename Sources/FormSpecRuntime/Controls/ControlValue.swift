/// What the value of every control type has.
public protocol ControlValue: Sendable, Codable {
    /// The control's id, unique in its form.
    var id: String { get }
    /// The text shown with the control; nil when it has none.
    var label: String? { get }
    /// The declared accessibility label, or else the label.
    var accessibilityLabel: String? { get }
    /// Whether the control is enabled.
    var enabled: Bool { get }
    /// The `x-` keys as written, with their values as resolved.
    var extensions: [String: ExtensionValue] { get }
}
