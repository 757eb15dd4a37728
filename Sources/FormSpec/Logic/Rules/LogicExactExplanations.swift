/// The catalogue entries of the exact rules about a form's logic (``LogicExactRule``).
enum LogicExactExplanations {
    static let all = [alwaysFalse, alwaysTrue, neverSubmittable, unanswerableRequired, checkSkipped]

    static let alwaysFalse = Explanation(
        .logicAlwaysFalse, summary: "a condition no answers can make true",
        checks:
            "A `visibleWhen` that no answers can make true, or an `enabledWhen` or `requiredWhen` (or an item's `enabledWhen`) that no answers can make true while its control is shown. It is decided exactly over every answer each control can have, given the other controls' conditions (a hidden control has no answer; a disabled one keeps its initial answer).",
        reason:
            "The control is never shown, never enabled or never required: the condition is a mistake (two tests that contradict each other, a test of a control that is hidden whenever the condition is read).",
        triggering: ExampleSpec.form(
            """
              - type: toggle
                id: student
                label: I am a student
              - type: toggle
                id: studentCard
                label: Student card checked
                visibleWhen: 1️⃣{all: [{control: student, is: on}, {control: student, is: off}]}
            """),
        passing: ExampleSpec.form(
            """
              - type: toggle
                id: student
                label: I am a student
              - type: toggle
                id: studentCard
                label: Student card checked
                visibleWhen: {control: student, is: on}
            """))

    static let alwaysTrue = Explanation(
        .logicAlwaysTrue, summary: "a condition that always holds",
        checks:
            "A `visibleWhen` that holds whatever the answers, or an `enabledWhen` or `requiredWhen` (or an item's `enabledWhen`) that holds whenever its control is shown. The message names answers for which it holds.",
        reason:
            "The condition changes nothing: the control is always shown, enabled or required. Write none (or `required: true`) instead, or fix the test that was meant.",
        triggering: ExampleSpec.form(
            """
              - type: toggle
                id: student
                label: I am a student
              - type: toggle
                id: studentCard
                label: Student card checked
                visibleWhen: 1️⃣{any: [{control: student, is: on}, {control: student, is: off}]}
            """),
        passing: ExampleSpec.form(
            """
              - type: toggle
                id: student
                label: I am a student
              - type: toggle
                id: studentCard
                label: Student card checked
                visibleWhen: {control: student, is: on}
            """))

    static let neverSubmittable = Explanation(
        .logicNeverSubmittable, summary: "no answers let the form be submitted",
        checks:
            "Whether some answers satisfy every demand at once: each shown control that is required then is answered, each shown selection within `minSelected`…`maxSelected`. When none do, the diagnostic is at the first control whose demand blocks, with a note at each other one.",
        reason: "Nobody can ever submit the form: what its controls demand together cannot hold.",
        triggering: ExampleSpec.form(
            """
              - type: toggle
                id: terms
                label: I accept the terms
                required: 1️⃣true
              - type: checkboxGroup
                id: extras
                label: Extras
                items:
                  - {id: parking, label: Parking}
                  - {id: lunch, label: Lunch}
                visibleWhen: {control: terms, is: on}
                required: true
                maxSelected: 0
            """),
        passing: ExampleSpec.form(
            """
              - type: toggle
                id: terms
                label: I accept the terms
                required: true
              - type: checkboxGroup
                id: extras
                label: Extras
                items:
                  - {id: parking, label: Parking}
                  - {id: lunch, label: Lunch}
                visibleWhen: {control: terms, is: on}
                required: true
                maxSelected: 1
            """))

    static let unanswerableRequired = Explanation(
        .logicUnanswerableRequired, summary: "a control required while nobody can answer it",
        checks:
            "A control that, for some answers, is shown and required, and whenever it is, is disabled with an unanswered initial answer. The message names such answers.",
        reason:
            "A disabled control keeps its initial answer: once those answers are given, the form can never be submitted.",
        triggering: ExampleSpec.form(
            """
              - type: toggle
                id: workshop
                label: I attend the workshop
              - type: toggle
                id: laptop
                label: I bring a laptop
                requiredWhen: 1️⃣{control: workshop, is: off}
                enabledWhen: {control: workshop, is: on}
            """),
        passing: ExampleSpec.form(
            """
              - type: toggle
                id: workshop
                label: I attend the workshop
              - type: toggle
                id: laptop
                label: I bring a laptop
                requiredWhen: {control: workshop, is: on}
                enabledWhen: {control: workshop, is: on}
            """))

    static let checkSkipped = Explanation(
        .logicCheckSkipped, summary: "a question about the logic was too large to decide",
        checks:
            "A condition, requirement or the whole form whose exact check would take more than 1,000,000 steps (an answer tried, a part of a condition evaluated), or whose conditions nest or chain deeper than 200. The check is skipped, not guessed; the others are still made.",
        reason:
            "The exact checks are bounded so that `check` never hangs; what was skipped is not known to be sound.",
        triggering: ExampleSpec.form(anyOf(days: 20)),
        passing: ExampleSpec.form(
            """
              - type: toggle
                id: a
                label: A
              - type: toggle
                id: b
                label: B
                visibleWhen: {control: a, is: on}
            """))

    /// A calendar of `count` days and a toggle shown when it holds any of them: deciding that
    /// condition tries every subset of the days it names, more than the budget's steps from 20 on.
    private static func anyOf(days count: Int) -> String {
        let days = (1...count).map { "2027-01-\($0 < 10 ? "0" : "")\($0)" }
        let tests = days.map { "{control: days, includes: \($0)}" }.joined(separator: ", ")
        return """
              - type: calendar
                id: days
                label: Days
                dates: [\(days.joined(separator: ", "))]
              - type: toggle
                id: any
                label: Any day
                visibleWhen: 1️⃣{any: [\(tests)]}
            """
    }
}
