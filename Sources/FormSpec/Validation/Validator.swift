/// The validate stage: every rule of SPEC §3 over a decoded form. The rules about one control
/// run as soon as the control is decoded (see `SyntaxDecoder.listedControl`), many of them while
/// the file is still parsed; the rules about the whole form run once it is decoded.
enum Validator {
    static let formRules: [any FormRule.Type] = [DuplicateControlIDRule.self, MissingLabelRule.self]

    static let checkboxRules: [any CheckboxRule.Type] = [
        CheckboxStateConflictRule.self, CheckboxValueRangeRule.self, CheckboxClearInTwoStateRule.self,
        CheckboxPartialImagesRule.self, CheckboxCustomImagesIncompleteRule.self, CheckboxImagesUnusedRule.self,
        CheckboxClearImageUnusedRule.self, CheckboxOptionIgnoredRule.self, CheckboxMissingClearImageRule.self,
        CheckboxUnsupportedPropertyRule.self,
    ]

    static let groupRules: [any GroupRule.Type] = [
        GroupDuplicateItemIDRule.self, GroupUnknownItemRule.self, GroupDuplicateSelectionRule.self, GroupItemStateRule.self,
        RadioMultipleSelectionRule.self,
    ]

    static let calendarRules: [any CalendarRule.Type] = [
        CalendarDuplicateDateRule.self, CalendarNoEnabledDatesRule.self, CalendarSelectedDisabledRule.self,
        CalendarRangeInvertedRule.self, CalendarDateOutsideRangeRule.self, CalendarHiddenHeaderStyleRule.self,
        CalendarAlphaRangeRule.self, CalendarSpanRule.self, LowContrastRule.self,
    ]

    /// Every rule, for their explanations.
    static var rules: [any Rule.Type] { formRules + checkboxRules + groupRules + calendarRules }

    /// The rules about the whole form.
    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink) {
        for rule in formRules {
            rule.check(form, into: &sink)
        }
    }

    /// The rules about one control of its type.
    static func check(_ control: ControlSyntax, into sink: inout DiagnosticSink) {
        switch control.kind {
        case .checkbox(let checkbox)?:
            for rule in checkboxRules { rule.check(checkbox, of: control, into: &sink) }
        case .checkboxGroup(let group)?:
            for rule in groupRules { rule.check(group, isRadio: false, of: control, into: &sink) }
        case .radioGroup(let group)?:
            for rule in groupRules { rule.check(group, isRadio: true, of: control, into: &sink) }
        case .calendar(let calendar)?:
            for rule in calendarRules { rule.check(calendar, of: control, into: &sink) }
        case .toggle?, nil:
            break
        }
    }
}
