// Copied into Check/ by run.sh: the generated `Values` of a form against the form's JSON.
import Foundation

/// A control's answer as JSON holds it, its arrays as sets (a `Set` is encoded in no set order).
enum Answer: Equatable, CustomStringConvertible {
    case none
    case flag(Bool)
    case word(String)
    case number(Double)
    case set(Set<String>)

    /// The answer `value`, a value of `JSONSerialization`; nil for a value no answer is.
    init?(_ value: Any?) {
        switch value {
        case is NSNull: self = .none
        case let word as String: self = .word(word)
        case let elements as [Any]:
            let words = elements.compactMap { $0 as? String }
            guard words.count == elements.count else { return nil }
            self = .set(Set(words))
        case let flag as Bool: self = .flag(flag)
        case let number as Double: self = .number(number)
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .none: return "null"
        case .flag(let flag): return String(flag)
        case .word(let word): return "\"\(word)\""
        case .number(let number): return String(number)
        case .set(let words): return "[" + words.sorted().joined(separator: ", ") + "]"
        }
    }
}

/// What is wrong with `initial`, a generated form's `Values.initial`: it must come back equal
/// through JSONEncoder and JSONDecoder, and encode as an object holding, under each control's id
/// and nothing else, the answer the control declares: `declared`, the spec's entry of
/// `DeclaredAnswers.json` (which the compiler's own tests record). Nil when nothing is.
func valuesProblem<Values: Codable & Equatable>(_ initial: Values, declared: [String: Any]) throws -> String? {
    let encoded = try JSONEncoder().encode(initial)
    guard try JSONDecoder().decode(Values.self, from: encoded) == initial else {
        return "Values.initial is not the same after JSONEncoder and JSONDecoder"
    }
    guard let object = try JSONSerialization.jsonObject(with: encoded, options: .fragmentsAllowed) as? [String: Any]
    else { return "Values.initial is not encoded as a JSON object" }
    guard Set(object.keys) == Set(declared.keys) else {
        return "Values.initial's keys \(object.keys.sorted()) are not the control ids \(declared.keys.sorted())"
    }
    for (id, answer) in declared {
        guard let expected = Answer(answer) else { return "\(id): the declared answer \(answer) is no answer" }
        let written = Answer(object[id])
        if written != expected {
            return
                "\(id): Values.initial holds \(written.map(String.init(describing:)) ?? "no answer"), the spec declares \(expected)"
        }
    }
    return nil
}

/// The ids a radio group's typed selection holds: its item's raw value, or none.
func selectedIDs<Item: RawRepresentable>(_ item: Item?) -> [String] where Item.RawValue == String {
    item.map { [$0.rawValue] } ?? []
}

/// The ids a checkbox group's typed selection holds, in no order.
func selectedIDs<Item: RawRepresentable & Hashable>(_ items: Set<Item>) -> [String] where Item.RawValue == String {
    items.map(\.rawValue)
}

/// The ids a radio group's constant selects: its `selected`, or none.
func selectedIDs(_ id: String?) -> [String] {
    id.map { [$0] } ?? []
}

/// The ids a checkbox group's constant selects.
func selectedIDs(_ ids: [String]) -> [String] {
    ids
}
