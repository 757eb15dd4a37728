// Copied into Check/ by run.sh: the generated `Values` of a form against the form's JSON.
import Foundation

/// A control's answer as JSON holds it, its arrays as sets (a `Set` is encoded in no set order).
enum Answer: Equatable, CustomStringConvertible {
    case none
    case flag(Bool)
    case word(String)
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
        default: return nil
        }
    }

    /// The answer a control's normalized JSON declares: a three-state checkbox its `state`, a
    /// two-state one and a toggle whether `state` is `on`, a radio button its `selected`, a spark
    /// checkbox its `state`, a group its `selected` (an id, null, or a set of ids), a calendar the
    /// `date` of each date `selected`.
    init?(declaredBy control: [String: Any]) {
        let state = control["state"] as? String
        switch control["type"] as? String {
        case "checkbox":
            self = control["threeState"] as? Bool == true ? .word(state ?? "") : .flag(state == "on")
        case "toggle": self = .flag(state == "on")
        case "sparkCheckbox": self = .word(state ?? "")
        case "radioButton", "checkboxGroup", "radioGroup": self.init(control["selected"])
        case "calendar":
            let dates = control["dates"] as? [[String: Any]] ?? []
            self = .set(
                Set(
                    dates.filter { date in date["selected"] as? Bool == true }.compactMap { date in
                        date["date"] as? String
                    }))
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .none: return "null"
        case .flag(let flag): return String(flag)
        case .word(let word): return "\"\(word)\""
        case .set(let words): return "[" + words.sorted().joined(separator: ", ") + "]"
        }
    }
}

/// What is wrong with `initial`, a generated form's `Values.initial`, against the form's JSON
/// at `path`: it must come back equal through JSONEncoder and JSONDecoder, and encode as an
/// object holding, under each control's id and nothing else, the answer the control declares.
/// Nil when nothing is.
func valuesProblem<Values: Codable & Equatable>(_ initial: Values, json path: String) throws -> String? {
    let encoded = try JSONEncoder().encode(initial)
    guard try JSONDecoder().decode(Values.self, from: encoded) == initial else {
        return "Values.initial is not the same after JSONEncoder and JSONDecoder"
    }
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let controls = ((document as? [String: Any])?["form"] as? [String: Any])?["controls"] as? [[String: Any]] ?? []
    guard let object = try JSONSerialization.jsonObject(with: encoded, options: .fragmentsAllowed) as? [String: Any]
    else { return "Values.initial is not encoded as a JSON object" }
    let ids = controls.compactMap { control in control["id"] as? String }
    guard Set(object.keys) == Set(ids), ids.count == controls.count else {
        return "Values.initial's keys \(object.keys.sorted()) are not the control ids \(ids.sorted())"
    }
    for control in controls {
        let id = control["id"] as? String ?? ""
        guard let declared = Answer(declaredBy: control) else { return "\(id): no answer known of its type" }
        let written = Answer(object[id])
        if written != declared {
            return
                "\(id): Values.initial holds \(written.map(String.init(describing:)) ?? "no answer"), the JSON declares \(declared)"
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
