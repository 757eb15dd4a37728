extension ControlModel {
    /// The control's own values when it is of `Definition`'s type, nil otherwise: read from the
    /// body's box as the definition's model, without a dynamic cast. Each control's folder declares
    /// its public accessor through it (``checkbox``, ``calendar``, …).
    func body<Definition: ControlDefinition>(of _: Definition.Type) -> Definition.Model? {
        type == Definition.type ? Definition.model(in: bodyBox) : nil
    }
}
