/// The normalize stage: a form's syntax, free of errors, becomes its ``FormModel`` (SPEC §4).
///
/// It keeps the first weekday of each locale it has looked up, so that a form of many calendars
/// asks Foundation once per locale.
struct FormNormalizer {
    private var weekStarts = WeekStarts()

    /// The model of `syntax`, or nil when a value the model needs is missing, which only a spec
    /// with errors can lack. Each control's syntax is released once its model is made, so that
    /// a large form is not held twice.
    mutating func form(_ syntax: consuming FormSyntax) -> FormModel? {
        guard let id = syntax.id?.value else { return nil }
        let locale = syntax.locale?.value ?? FormModel.defaultLocale
        var pending = syntax.controls
        syntax.controls = []
        pending.reverse()
        var controls: [ControlModel] = []
        controls.reserveCapacity(pending.count)
        while let control = pending.popLast() {
            guard let model = self.control(control, formLocale: locale) else { return nil }
            controls.append(model)
        }
        return FormModel(
            id: id, title: syntax.title?.value, locale: locale,
            extensions: ExtensionValues(syntax.extensions), controls: controls)
    }

    private mutating func control(_ syntax: ControlSyntax, formLocale: String) -> ControlModel? {
        guard let id = syntax.id?.value, let kind = syntax.kind else { return nil }
        let enabled = syntax.enabled?.value ?? true
        let modelKind: ControlModel.Kind
        switch kind {
        case .checkbox(let checkbox):
            modelKind = .checkbox(CheckboxModel(checkbox))
        case .toggle(let toggle):
            modelKind = .toggle(ToggleModel(state: toggle.state?.value ?? .off))
        case .checkboxGroup(let group):
            guard let model = GroupModel(group, enabled: enabled, isRadio: false) else { return nil }
            modelKind = .checkboxGroup(model)
        case .radioGroup(let group):
            guard let model = GroupModel(group, enabled: enabled, isRadio: true) else { return nil }
            modelKind = .radioGroup(model)
        case .calendar(let calendar):
            guard let model = CalendarModel(calendar, formLocale: formLocale, weekStarts: &weekStarts) else { return nil }
            modelKind = .calendar(model)
        }
        let label = syntax.label?.value
        return ControlModel(
            id: id, label: label, accessibilityLabel: syntax.accessibilityLabel?.value ?? label,
            enabled: enabled, extensions: ExtensionValues(syntax.extensions), kind: modelKind)
    }
}
