import FormSpecYAML

extension DiagnosticID {
    /// `logic.always-false`: a condition no answers can make true.
    public static let logicAlwaysFalse = DiagnosticID("logic.always-false", severity: .warning)
    /// `logic.always-true`: a condition that holds whatever the answers.
    public static let logicAlwaysTrue = DiagnosticID("logic.always-true", severity: .warning)
    /// `logic.never-submittable`: no answers let the form be submitted.
    public static let logicNeverSubmittable = DiagnosticID("logic.never-submittable", severity: .error)
    /// `logic.unanswerable-required`: a control shown and required while nobody can answer it.
    public static let logicUnanswerableRequired = DiagnosticID("logic.unanswerable-required", severity: .error)
    /// `logic.check-skipped`: a question about the logic took more than the analysis' budget.
    public static let logicCheckSkipped = DiagnosticID("logic.check-skipped", severity: .info)
}

/// The exact rules about a form's logic: every condition decided over every answer a person can
/// give (always false, always true), each requirement (can it be answered when it applies), and
/// the whole form (can it be submitted), by ``LogicAnalysis``, each with a witness in words. They
/// run only on a form whose logic has no mistake another `logic.` rule reports.
enum LogicExactRule: FormRule {
    static let diagnosticIDs: [DiagnosticID] = [
        .logicAlwaysFalse, .logicAlwaysTrue, .logicNeverSubmittable, .logicUnanswerableRequired, .logicCheckSkipped,
    ]
    static let explanations = LogicExactExplanations.all

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        guard let logic = FormLogicModel(form) else { return }
        let analysis = LogicFindings(LogicAnalysis(logic.model))
        for (variable, conditions) in logic.conditions.enumerated() {
            for condition in conditions {
                decide(condition, of: variable, in: logic, analysis, into: &sink)
            }
            check(requirementOf: variable, in: logic, analysis, into: &sink)
        }
        switch analysis.submission() {
        case .possible?, nil: break
        case .impossible(let blocking)?:
            let places = blocking.map { (logic.id(of: $0), logic.demandPlace(of: $0)) }
            guard let first = places.first else { return }
            let names = WordList.joined(naming: places.lazy.map { "'\($0.0)'" }, "and")
            sink.report(
                .logicNeverSubmittable,
                "no answers let the form be submitted: what \(names) demand cannot hold together; make one of them optional or its conditions weaker",
                at: first.1, notes: places.dropFirst().map { ("'\($0.0)' demands an answer here", $0.1) })
        case .skipped(let reason)?:
            skipped("whether the form can be submitted", reason, at: logic.demandPlace(of: 0), into: &sink)
        }
    }

    /// Reports `condition` of `variable` when it is always false or always true. An enabling or
    /// requiring condition matters only while the control is shown, so it is decided then.
    private static func decide(
        _ condition: LogicCondition, of variable: Int, in logic: FormLogicModel,
        _ analysis: LogicFindings, into sink: inout DiagnosticCollector
    ) {
        let isVisibility = condition.key == ControlKey.visibleWhen.rawValue
        guard
            let verdict = analysis.decide(condition.formula, given: isVisibility ? .constant(true) : .visible(variable))
        else { return }
        let id = logic.id(of: variable)
        let effect: (never: String, always: String)
        switch condition.key {
        case ControlKey.visibleWhen.rawValue: effect = ("'\(id)' is never shown", "'\(id)' is always shown")
        case ControlKey.requiredWhen.rawValue:
            effect = ("'\(id)' is never required", "'\(id)' is required whenever it is shown: write 'required: true'")
        default:
            let enabled = condition.ofItem ? "the item" : "'\(id)'"
            effect = ("\(enabled) is never enabled", "\(enabled) is always enabled while shown")
        }
        let what = "the '\(condition.key)' of \(condition.ofItem ? "an item of " : "")'\(id)'"
        let shown = isVisibility ? "" : " while '\(id)' is shown"
        switch verdict {
        case .never:
            sink.report(
                .logicAlwaysFalse, "\(what) is always false\(shown): no answers can make it true, so \(effect.never)",
                at: condition.place)
        case .always(let witness):
            sink.report(
                .logicAlwaysTrue,
                "\(what) is always true\(shown), e.g. when \(logic.words(witness)): \(effect.always); write none instead",
                at: condition.place)
        case .sometimes, .unreachable: break
        case .skipped(let reason): skipped(what, reason, at: condition.place, into: &sink)
        }
    }

    /// Reports a control that is shown and required while nobody can answer it.
    private static func check(
        requirementOf variable: Int, in logic: FormLogicModel, _ analysis: LogicFindings,
        into sink: inout DiagnosticCollector
    ) {
        let id = logic.id(of: variable)
        switch analysis.requirement(of: variable) {
        case .unanswerableWhenRequired(let witness)?:
            sink.report(
                .logicUnanswerableRequired,
                "'\(id)' is required while disabled and unanswered, e.g. when \(logic.words(witness)): the form can then never be submitted; enable it whenever it is required, or start it answered",
                at: logic.demandPlace(of: variable))
        case .skipped(let reason)?:
            skipped(
                "whether '\(id)' can be answered when required", reason, at: logic.demandPlace(of: variable),
                into: &sink)
        case .answerable?, .hiddenWhenRequired?, .neverRequired?, nil: break
        }
    }

    private static func skipped(
        _ question: String, _ reason: LogicSkip, at place: SourcePlace, into sink: inout DiagnosticCollector
    ) {
        let bound: String
        switch reason {
        case .tooManySteps:
            bound = "it would take more than \(LogicBudget.standard.steps) steps"
        case .tooDeep: bound = "its conditions nest or chain deeper than \(LogicBudget.standard.depth)"
        case .cycle: bound = "its conditions depend on one another in a cycle"
        }
        sink.report(.logicCheckSkipped, "\(question) was not checked: \(bound)", at: place)
    }
}

extension FormLogicModel {
    /// The id of `variable`'s control.
    func id(of variable: Int) -> String { ids[variable].value }

    /// Where the control of `variable` demands an answer: its `required`, `requiredWhen`,
    /// `minSelected` or `maxSelected`, else its id.
    func demandPlace(of variable: Int) -> SourcePlace {
        let control = facts[variable]
        let logic = control.logic
        return logic?.required?.place ?? logic?.requiredWhen?.place ?? logic?.minSelected?.place
            ?? logic?.maxSelected?.place ?? ids[variable].place
    }
}
