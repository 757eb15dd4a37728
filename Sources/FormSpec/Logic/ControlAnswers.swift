/// What a control type says of its answers, for the form's logic: the answers a control can
/// have (what a condition may test) and what `required` demands of it. Each control's folder
/// declares it in `<Type>Answers.swift`.
protocol ControlAnswers: ControlDefinition {
    /// The answers a control written as `syntax` can have.
    static func answers(of syntax: Syntax) -> AnswerSpace
    /// The answer a control written as `syntax` starts with, as a condition names it: its state's
    /// word, a radio group's item (none: empty), a group's items or a calendar's dates selected.
    static func initialAnswer(of syntax: Syntax) -> [String]

    // MARK: What the rules about logic call (implemented once, below)

    /// The answers `control` can have; nil when its type is missing or unknown.
    static func answers(of control: ControlSyntax) -> AnswerSpace?
    /// The answer `control` starts with; empty when its type is missing or unknown.
    static func initialAnswer(of control: ControlSyntax) -> [String]
}

extension ControlAnswers {
    static func answers(of control: ControlSyntax) -> AnswerSpace? {
        control.bodyBox.map { answers(of: syntax(in: $0)) }
    }

    static func initialAnswer(of control: ControlSyntax) -> [String] {
        control.bodyBox.map { initialAnswer(of: syntax(in: $0)) } ?? []
    }
}

/// The answers a control can have, as a condition names them. A class, so that the rules'
/// facts about each control hold it as one reference, shared by every control of a type whose
/// answers its keys do not change (a toggle's).
package final class AnswerSpace: Sendable, Equatable {
    /// The answers `is` and `isNot` accept: the words of its states (`on`, `off`), or a radio
    /// group's item ids; empty when they do not apply (a checkbox group, a calendar).
    package let words: [String]
    /// The answers `includes` and `excludes` accept: a checkbox group's item ids, or a
    /// calendar's dates that can be chosen (enabled, or selected from the start); nil when they
    /// do not apply.
    package let members: [String]?
    /// How many of `members` an answer can hold at most: those enabled or selected from the start.
    package let choosable: Int
    /// What `required` (and `answered: true`) demands.
    package let requirement: Requirement

    init(words: [String], members: [String]?, choosable: Int, requirement: Requirement) {
        self.words = words
        self.members = members
        self.choosable = choosable
        self.requirement = requirement
    }

    package static func == (lhs: AnswerSpace, rhs: AnswerSpace) -> Bool {
        lhs.words == rhs.words && lhs.members == rhs.members && lhs.choosable == rhs.choosable
            && lhs.requirement == rhs.requirement
    }

    /// What `required` demands of an answer.
    package enum Requirement: Sendable, Equatable {
        /// The answer is this word (`on`, `selected`).
        case word(String)
        /// The answer holds something: a radio group's selection, one item or date at least.
        case nonEmpty(String)

        /// The demand in words, for messages: "on", "a selection", "at least one item".
        package var description: String {
            switch self {
            case .word(let word): return word
            case .nonEmpty(let what): return what
            }
        }
    }

    /// A control answered by one of its states' `words`, required to be `required`.
    static func states(_ words: [String], required: String) -> AnswerSpace {
        AnswerSpace(words: words, members: nil, choosable: 0, requirement: .word(required))
    }
}

extension ControlType {
    /// What the type says of its answers, for the rules about logic.
    var answers: any ControlAnswers.Type { outputs }
}
