import FormSpecYAML

/// A control's logic keys and its conditions, decoded with the usual located errors.
extension SyntaxDecoder {
    /// The deepest nesting of conditions (`all`, `any` and `not` in one another): a condition
    /// deeper than this is reported, never decoded, so that no spec can exhaust the stack.
    static let maximumConditionDepth = 16

    /// What a condition is, for messages.
    private static let conditionMeaning = "a condition (a mapping such as {control: ID, is: ANSWER})"

    /// The logic keys of a control of `type`; nil when it writes none.
    mutating func logic(_ reader: MappingReader<ControlKey>, of type: ControlType) -> LogicSyntax? {
        let counts = type.has(.minSelected)
        guard
            ControlKey.logic.contains(where: reader.has)
                || (counts && ControlKey.selectionCounts.contains(where: reader.has))
        else { return nil }
        var logic = LogicSyntax()
        logic.required = reader.slot(.required).flatMap { bool($0) }
        logic.requiredMessage = reader.slot(.requiredMessage).flatMap { string($0) }
        logic.visibleWhen = reader.slot(.visibleWhen).flatMap { condition($0) }
        logic.enabledWhen = reader.slot(.enabledWhen).flatMap { condition($0) }
        logic.requiredWhen = reader.slot(.requiredWhen).flatMap { condition($0) }
        if counts {
            logic.minSelected = reader.slot(.minSelected).flatMap { count($0) }
            logic.minSelectedMessage = reader.slot(.minSelectedMessage).flatMap { string($0) }
            logic.maxSelected = reader.slot(.maxSelected).flatMap { count($0) }
            logic.maxSelectedMessage = reader.slot(.maxSelectedMessage).flatMap { string($0) }
        }
        return logic
    }

    /// A number of answers: an integer, 0 or more.
    private mutating func count(_ slot: Slot) -> Located<Int>? {
        guard let count = integer(slot) else { return nil }
        guard count.value >= 0 else {
            report(
                .specInvalidValue, "\(slot.name) takes a number of answers, 0 or more, not \(slot.found)",
                at: slot.range)
            return nil
        }
        return count
    }

    /// A condition: `control` with one test, or one of `all`, `any` and `not`. `depth` is how
    /// deep it is nested, itself included.
    mutating func condition(_ slot: Slot, depth: Int = 1) -> ConditionSyntax? {
        guard let reader = reader(slot, keys: ConditionKey.self, expected: SyntaxDecoder.conditionMeaning) else {
            return nil
        }
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: ConditionKey.allCases.map(\.rawValue), in: "a condition")
        // Read without a list: most conditions are right, and their keys are only counted.
        let combinations = ConditionKey.combinations.lazy.filter(reader.has)
        let tests = ConditionKey.tests.lazy.filter(reader.has)
        // Where the mapping starts, for its diagnostics only (finding a line costs a search).
        func start() -> SourceRange { SourceRange(at: reader.range.start) }
        guard let combination = combinations.first else {
            requireKeys([.control], in: reader, of: "a condition", standingFor: standingFor)
            guard tests.count == 1, let key = tests.first else {
                if tests.isEmpty, !ConditionKey.tests.contains(where: standingFor.contains) {
                    report(
                        .specMissingKey,
                        "a condition on a control needs one test: 'is', 'isNot', 'includes', 'excludes' or 'answered'",
                        at: start())
                } else if tests.count > 1 {
                    report(
                        .specInvalidValue,
                        "a condition holds one test, not \(WordList.joined(Array(tests.map { "'\($0.rawValue)'" }), "and")); combine tests with 'all' or 'any'",
                        at: start())
                }
                return nil
            }
            guard let control = reader.slot(.control).flatMap({ identifier($0) }),
                let test = reader.slot(key).flatMap({ answerTest(key, $0) })
            else { return nil }
            return ConditionSyntax(place: reader.place, kind: .test(control: control, test))
        }
        guard combinations.count == 1, tests.isEmpty, !reader.has(.control) else {
            let written = ConditionKey.allCases.filter(reader.has).map(\.rawValue)
            report(
                .specInvalidValue,
                "a condition that combines others holds '\(combination.rawValue)' alone, not \(WordList.joined(written.map { "'\($0)'" }, "and"))",
                at: start())
            return nil
        }
        guard let slot = reader.slot(combination) else { return nil }
        guard depth < SyntaxDecoder.maximumConditionDepth else {
            report(
                .specInvalidValue,
                "conditions nest at most \(SyntaxDecoder.maximumConditionDepth) levels deep; write this one flatter",
                at: slot.keyRange)
            return nil
        }
        if combination == .not {
            return condition(slot, depth: depth + 1).map { ConditionSyntax(place: reader.place, kind: .not($0)) }
        }
        guard let nodes = list(slot, of: "conditions", nonEmpty: true), !nodes.isEmpty else { return nil }
        let list: StaticString = combination == .all ? "all" : "any"
        let parts = decodeEach(nodes) { $0.condition(Slot(element: $1, of: list), depth: depth + 1) }
        guard parts.count == nodes.count else { return nil }
        return ConditionSyntax(place: reader.place, kind: combination == .all ? .all(parts) : .any(parts))
    }

    /// The value of the test `key`: an answer's word, an item id or a date, or `answered`'s boolean.
    private mutating func answerTest(_ key: ConditionKey, _ slot: Slot) -> Located<AnswerTest>? {
        if key == .answered { return bool(slot).map { slot.located(.answered($0.value)) } }
        guard let answer = answer(slot) else { return nil }
        switch key {
        case .is: return slot.located(.is(answer))
        case .isNot: return slot.located(.isNot(answer))
        case .includes: return slot.located(.includes(answer))
        default: return slot.located(.excludes(answer))
        }
    }

    /// An answer as a condition names it: a word (`on`, `selected`), an item id or a date, all
    /// text; a boolean stands for `on` or `off`.
    private mutating func answer(_ slot: Slot) -> String? {
        switch slot.node.resolved {
        case .string(let text)? where !text.isEmpty:
            return text
        case .bool(let value)?:
            let meant = value ? "on" : "off"
            return mismatch(
                slot, expected: "an answer (a word, an item id or a date)", fix: meant, fixMessage: "write '\(meant)'")
        default:
            return mismatch(slot, expected: "an answer (a word, an item id or a date)")
        }
    }
}
