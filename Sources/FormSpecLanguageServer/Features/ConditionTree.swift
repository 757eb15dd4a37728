import FormSpec
import FormSpecYAML

/// The conditions a spec's tree writes — a control's `visibleWhen`, `enabledWhen` and
/// `requiredWhen`, an item's `enabledWhen` — and their tests: a mapping with `control` and one
/// test (`is`, `isNot`, `includes`, `excludes`, `answered`), nested in `all`, `any` and `not`.
enum ConditionTree {
    /// The keys of a control or an item that hold a condition.
    private static let holders = Set([ControlKey.visibleWhen, .enabledWhen, .requiredWhen].map(\.rawValue))
    /// The tests whose value is an answer: a word, an item id or a date.
    static let answerTests = Set([ConditionKey.is, .isNot, .includes, .excludes].map(\.rawValue))

    /// The tests of the conditions of `control` (a mapping of `controls`), its items' among them, in
    /// the order written: the mappings that hold `control`.
    static func tests(of control: Node) -> [Node] {
        var tests: [Node] = []
        let items = control.mapping?.pair(named: ControlKey.items.rawValue)?.value.sequence ?? []
        for owner in [control] + items {
            for pair in owner.mapping ?? [] where pair.key.scalar.map({ holders.contains($0.text) }) ?? false {
                collect(pair.value, into: &tests, depth: 0)
            }
        }
        return tests
    }

    /// Whether `path` leads into a condition of a control or an item.
    static func holdsCondition(_ path: [PathStep]) -> Bool {
        path.contains { step in
            if case .key(let key) = step { return holders.contains(key) }
            return false
        }
    }

    /// The tests of `condition`, depth first; nesting deeper than the compiler reads is left alone.
    private static func collect(_ condition: Node, into tests: inout [Node], depth: Int) {
        guard depth <= 64, let mapping = condition.mapping else { return }
        if mapping.pair(named: ConditionKey.control.rawValue) != nil { tests.append(condition) }
        for pair in mapping {
            switch pair.key.scalar?.text {
            case ConditionKey.all.rawValue?, ConditionKey.any.rawValue?:
                for part in pair.value.sequence ?? [] { collect(part, into: &tests, depth: depth + 1) }
            case ConditionKey.not.rawValue?: collect(pair.value, into: &tests, depth: depth + 1)
            default: break
            }
        }
    }
}
