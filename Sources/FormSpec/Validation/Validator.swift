/// The validate stage: every rule over a decoded form. The rules about one control run on each
/// control as the pipeline hands it over (many while the file is still parsed, see
/// ``Compiler``); the rules about the whole form run once it is decoded.
enum Validator {
    static let formRules: [any FormRule.Type] = [
        DuplicateControlIDRule.self, LogicUnknownControlRule.self, LogicSelfReferenceRule.self,
        LogicImpossibleAnswerRule.self, LogicImpossibleCountRule.self, LogicCycleRule.self,
        LogicExactRule.self,
    ]

    /// The rules about the whole form.
    static func check(_ form: FormSyntax, into collector: inout DiagnosticCollector) {
        for rule in formRules {
            rule.check(form, into: &collector)
        }
    }

    /// The rules about one control: those of its type (none for a control whose type is
    /// unknown), then its labels' and its items'.
    static func check(_ control: ControlSyntax, into collector: inout DiagnosticCollector) {
        control.type?.value.definition.check(control, into: &collector)
        MissingLabelRule.check(control, into: &collector)
    }
}
