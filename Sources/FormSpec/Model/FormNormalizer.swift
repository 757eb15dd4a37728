/// The normalize stage: a form's syntax, free of errors, becomes its ``FormModel``: defaults filled
/// in, derived values computed. Each control is resolved by its definition.
struct FormNormalizer {
    private var context: NormalizationContext

    /// A normalizer of the controls of a form whose locale is `formLocale`; nil while the form is
    /// still read, when a control that would take the form's locale cannot be resolved yet.
    init(formLocale: String? = FormModel.defaultLocale) {
        context = NormalizationContext(formLocale: formLocale)
    }

    /// The model of `syntax`, or nil when a value the model needs is missing, which only a spec
    /// with errors can lack. Each control's syntax is released once its model is made, so that
    /// a large form is not held twice; the controls normalized as the file was read
    /// (`FormSyntax.normalized`) are taken as they are, those that waited for the form resolved.
    mutating func form(_ syntax: consuming FormSyntax) -> FormModel? {
        guard let id = syntax.id?.value else { return nil }
        let locale = syntax.locale?.value ?? FormModel.defaultLocale
        context.formLocale = locale
        var controls: [ControlModel] = []
        var logic: [ControlLogic] = []
        if let normalized = syntax.normalized.take() {
            logic = normalized.logic
            guard let models = normalized.models(normalizing: { self.control($0) }) else { return nil }
            controls = models
        }
        var pending = syntax.controls
        syntax.controls = []
        pending.reverse()
        controls.reserveCapacity(controls.count + pending.count)
        while let control = pending.popLast() {
            if let controlLogic = ControlLogic(control: controls.count, of: control) { logic.append(controlLogic) }
            guard let model = self.control(control) else { return nil }
            controls.append(model)
        }
        return FormModel(
            id: id, title: syntax.title?.value, locale: locale,
            extensions: ExtensionValues(syntax.extensions), controls: controls, logic: logic)
    }

    /// Sets the locale the form's controls inherit.
    mutating func setFormLocale(_ locale: String) {
        context.formLocale = locale
    }

    /// The model of one control; nil when a value it needs is missing.
    mutating func control(_ syntax: ControlSyntax) -> ControlModel? {
        guard let type = syntax.type?.value, let id = syntax.id?.value,
            let bodyBox = type.definition.modelBody(of: syntax, context: &context)
        else { return nil }
        let label = syntax.label?.value
        return ControlModel(
            type: type, id: id, label: label,
            accessibilityLabel: LabelText.accessibilityLabel(syntax.accessibilityLabel?.value, label: label),
            enabled: syntax.enabled?.value ?? true, extensions: ExtensionValues(syntax.extensions), bodyBox: bodyBox)
    }
}

/// What resolving a control may need beyond its own syntax: the form's locale (nil while the form
/// is still read: a control that takes it waits), and what the control types keep between their
/// controls (a calendar's first weekday per locale, so that a form of many calendars asks
/// Foundation once per locale).
struct NormalizationContext {
    var formLocale: String?
    var caches = ControlCaches()
}
