/// The validate stage: every rule of SPEC §3 over a decoded form.
enum Validator {
    /// The rules, each in its own file.
    static let rules: [any Rule.Type] = [
        DuplicateControlIDRule.self, MissingLabelRule.self, LowContrastRule.self,
        CheckboxStateConflictRule.self, CheckboxValueRangeRule.self, CheckboxClearInTwoStateRule.self,
        CheckboxPartialImagesRule.self, CheckboxCustomImagesIncompleteRule.self, CheckboxImagesUnusedRule.self,
        CheckboxClearImageUnusedRule.self, CheckboxOptionIgnoredRule.self, CheckboxMissingClearImageRule.self,
        CheckboxUnsupportedPropertyRule.self,
        GroupDuplicateItemIDRule.self, GroupUnknownItemRule.self, GroupDuplicateSelectionRule.self, GroupItemStateRule.self,
        RadioMultipleSelectionRule.self,
        CalendarDuplicateDateRule.self, CalendarNoEnabledDatesRule.self, CalendarSelectedDisabledRule.self,
        CalendarRangeInvertedRule.self, CalendarDateOutsideRangeRule.self, CalendarHiddenHeaderStyleRule.self,
        CalendarAlphaRangeRule.self, CalendarSpanRule.self,
    ]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink) {
        for rule in rules {
            rule.check(form, into: &sink)
        }
    }
}
