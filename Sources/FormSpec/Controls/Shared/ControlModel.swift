/// One control: the keys every control has, and its type's own values.
public struct ControlModel: Sendable, Equatable {
    /// The control's type, as the spec names it.
    public var type: ControlType
    // Beside `type`, so that the control takes 8 bytes less.
    public var enabled: Bool
    public var id: String
    public var label: String?
    /// The declared accessibility label, or else the label.
    public var accessibilityLabel: String?
    public var extensions: ExtensionValues
    /// The values of its type's own, boxed.
    let bodyBox: ControlBodyBox

    /// The values of its type's own: a ``CheckboxModel``, a ``CalendarModel``, …
    package var body: any ControlModelBody { type.definition.erasedModel(in: bodyBox) }

    /// A control of `type` whose own values are `body`, which must be the model of its type.
    package init<Body: ControlModelBody>(
        type: ControlType, id: String, label: String?, accessibilityLabel: String?,
        enabled: Bool, extensions: ExtensionValues, body: Body
    ) {
        precondition(type.definition.holdsModel(body), "a \(Body.self) is not the model of a \(type.rawValue)")
        self.init(
            type: type, id: id, label: label, accessibilityLabel: accessibilityLabel, enabled: enabled,
            extensions: extensions, bodyBox: ControlBody(body))
    }

    init(
        type: ControlType, id: String, label: String?, accessibilityLabel: String?, enabled: Bool,
        extensions: ExtensionValues, bodyBox: ControlBodyBox
    ) {
        self.type = type
        self.id = id
        self.label = label
        self.accessibilityLabel = accessibilityLabel
        self.enabled = enabled
        self.extensions = extensions
        self.bodyBox = bodyBox
    }

    public static func == (lhs: ControlModel, rhs: ControlModel) -> Bool {
        lhs.type == rhs.type && lhs.id == rhs.id && lhs.label == rhs.label
            && lhs.accessibilityLabel == rhs.accessibilityLabel
            && lhs.enabled == rhs.enabled && lhs.extensions == rhs.extensions && lhs.body.isEqual(to: rhs.body)
    }
}
