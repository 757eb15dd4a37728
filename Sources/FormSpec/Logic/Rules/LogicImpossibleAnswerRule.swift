import FormSpecYAML

extension DiagnosticID {
    /// `logic.impossible-answer`: a condition tests an answer the control cannot have.
    public static let logicImpossibleAnswer = DiagnosticID("logic.impossible-answer", severity: .error)
}

/// `logic.impossible-answer`: a condition tests an answer its control cannot have: a word that
/// is none of its states, an item it does not have, a date that cannot be chosen, or a test that
/// does not apply to it (`includes` on a radio group, `is` on a checkbox group).
enum LogicImpossibleAnswerRule: FormRule {
    static let diagnosticIDs: [DiagnosticID] = [.logicImpossibleAnswer]
    static let explanations = [
        Explanation(
            .logicImpossibleAnswer, summary: "a condition tests an answer the control cannot have",
            checks: """
                A condition tests an answer its control cannot have: `is` or `isNot` with a word that is none of its \
                states (`is: student` on a toggle, `clear` on a two-state checkbox) or an id that is none of a radio \
                group's items; `includes` or `excludes` with an id that is none of a checkbox group's items, or a date \
                that is not one of a calendar's dates that can be chosen (enabled, or selected from the start); or a \
                test that does not apply to the control: `includes` and `excludes` on a control whose answer is one \
                word or item, `is` and `isNot` on a checkbox group or calendar, whose answer is a set. A close answer \
                is suggested, with a fix-it.
                """,
            reason:
                "An answer the control cannot have makes the test always false (or, with `isNot` and `excludes`, always true): the condition does not say what it seems to.",
            fix: .unsafe(
                "the closest answer is a guess among the control's answers, which changes what the condition tests."),
            triggering: ExampleSpec.form(
                """
                  - type: radioGroup
                    id: ticket
                    label: Ticket
                    items:
                      - {id: regular, label: Regular}
                      - {id: student, label: Student}
                  - type: checkbox
                    id: student-id
                    label: I will show my student ID
                    visibleWhen: {control: ticket, is: 1️⃣students}
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: radioGroup
                        id: ticket
                        label: Ticket
                        items:
                          - {id: regular, label: Regular}
                          - {id: student, label: Student}
                      - type: checkbox
                        id: student-id
                        label: I will show my student ID
                        visibleWhen: {control: ticket, 1️⃣includes: student}
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: radioGroup
                    id: ticket
                    label: Ticket
                    items:
                      - {id: regular, label: Regular}
                      - {id: student, label: Student}
                  - type: checkbox
                    id: student-id
                    label: I will show my student ID
                    visibleWhen: {control: ticket, is: student}
                """))
    ]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        guard form.hasLogic else { return }
        for position in form.logicFacts.indices {
            for written in form.logicIndex.tests(of: position) {
                guard let target = written.target.flatMap({ form.logicFacts[$0] }), let targetID = target.id else {
                    continue
                }
                let test = written.test
                // Written only when reported: most tests name an answer their control has.
                func note() -> (String, SourcePlace) {
                    ("'\(targetID.value)' is this \(target.type.rawValue)", targetID.place)
                }
                switch test.value {
                case .is(let answer), .isNot(let answer):
                    guard !target.answers.words.isEmpty else {
                        sink.report(
                            .logicImpossibleAnswer,
                            "'\(test.value.key.rawValue)' does not apply to the \(target.type.rawValue) '\(targetID.value)', whose answer is a set; test it with 'includes' or 'excludes'",
                            at: test.keyPlace, notes: [note()])
                        continue
                    }
                    report(
                        answer, among: target.answers.words, of: targetID.value, target.type, test, note, into: &sink)
                case .includes(let member), .excludes(let member):
                    guard let members = target.answers.members else {
                        sink.report(
                            .logicImpossibleAnswer,
                            "'\(test.value.key.rawValue)' does not apply to the \(target.type.rawValue) '\(targetID.value)', whose answer is one \(target.type == .radioGroup ? "item" : "state"); test it with 'is' or 'isNot'",
                            at: test.keyPlace, notes: [note()])
                        continue
                    }
                    report(member, among: members, of: targetID.value, target.type, test, note, into: &sink)
                case .answered:
                    continue
                }
            }
        }
    }

    /// Reports `answer` unless it is one of `answers`, with the closest as a fix-it.
    private static func report(
        _ answer: String, among answers: [String], of id: String, _ type: ControlType, _ test: Located<AnswerTest>,
        _ note: () -> (String, SourcePlace), into sink: inout DiagnosticCollector
    ) {
        guard !answers.contains(answer) else { return }
        let listing = answers.isEmpty ? "it has none" : WordList.joined(naming: answers.lazy.map { "'\($0)'" }, "and")
        let message: String
        var fix: Diagnostic.FixIt?
        switch type {
        case .calendar:
            // Dates a character apart are not misspellings of one another: no guess.
            message =
                "'\(answer)' is not a date of the calendar '\(id)' that can be chosen (enabled, or selected from the start); its dates are \(listing)"
        case .checkboxGroup, .radioGroup:
            fix = Suggestion.fixIt(replacing: sink.range(of: test.place), answer, among: answers, isSafe: false)
            message =
                "no item of the \(type.rawValue) '\(id)' has the id '\(answer)'; "
                + (fix.map { "did you mean '\($0.replacement)'?" } ?? "its items are \(listing)")
        default:
            fix = Suggestion.fixIt(replacing: sink.range(of: test.place), answer, among: answers, isSafe: false)
            message =
                "'\(answer)' is not an answer the \(type.rawValue) '\(id)' can have; "
                + (fix.map { "did you mean '\($0.replacement)'?" } ?? "its answers are \(listing)")
        }
        sink.report(
            .logicImpossibleAnswer, message, at: test.place, notes: [note()],
            fixIts: fix.map { [$0] } ?? [])
    }
}
