/// The validate stage: every rule over a decoded form. The rules about one control run on each
/// control as the pipeline hands it over (many while the file is still parsed, see
/// ``Compiler``); the rules about the whole form run once it is decoded.
enum Validator {
    static let formRules: [any FormRule.Type] = [DuplicateControlIDRule.self]

    /// Every rule, each once, for the catalogue: the form's, the labels', then each control type's
    /// in the registry's order (a rule two types share, the groups', is listed once).
    static var rules: [any Rule.Type] {
        var seen = Set<ObjectIdentifier>()
        let all: [any Rule.Type] =
            formRules + [MissingLabelRule.self] + ControlType.allCases.flatMap { $0.definition.ruleTypes }
        return all.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

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
