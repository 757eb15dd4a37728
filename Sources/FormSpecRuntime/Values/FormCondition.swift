/// A condition on controls' answers, as the normalized JSON writes a control's `visibleWhen`,
/// `enabledWhen` and `requiredWhen` (and an item's `enabledWhen`): an object of one test of one
/// control, `{"control": "ticket", "is": "student"}`, or of one combination, `{"all": […]}`,
/// `{"any": […]}`, `{"not": {…}}`.
public indirect enum FormCondition: Sendable, Hashable, Codable {
    /// One test of the answer of the control `control`.
    case test(control: String, Test)
    /// Every condition holds.
    case all([FormCondition])
    /// At least one condition holds.
    case any([FormCondition])
    /// The condition does not hold.
    case not(FormCondition)

    /// What a condition asks of one control's answer.
    public enum Test: Sendable, Hashable {
        /// The answer is this word (`on`, `selected`) or a radio group's item id.
        case `is`(String)
        /// The answer is not this word or item id.
        case isNot(String)
        /// The selection holds this item id (a checkbox group's) or date (a calendar's).
        case includes(String)
        /// The selection does not hold this item id or date.
        case excludes(String)
        /// The control is answered as `required` demands (`false`: it is not).
        case answered(Bool)
    }

    /// The keys of a condition's object.
    private enum Key: String, CodingKey, CaseIterable {
        case all, answered, any, control, excludes, includes, `is`, isNot, not
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let keys = Key.allCases.filter(container.contains)
        switch keys {
        case [.all]: self = .all(try container.decode([FormCondition].self, forKey: .all))
        case [.any]: self = .any(try container.decode([FormCondition].self, forKey: .any))
        case [.not]: self = .not(try container.decode(FormCondition.self, forKey: .not))
        case [.answered, .control]:
            self = .test(
                control: try container.decode(String.self, forKey: .control),
                .answered(try container.decode(Bool.self, forKey: .answered)))
        case [.control, .excludes], [.control, .includes], [.control, .is], [.control, .isNot]:
            let key = keys[1]
            let answer = try container.decode(String.self, forKey: key)
            let test: Test
            switch key {
            case .excludes: test = .excludes(answer)
            case .includes: test = .includes(answer)
            case .is: test = .is(answer)
            default: test = .isNot(answer)
            }
            self = .test(control: try container.decode(String.self, forKey: .control), test)
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "a condition holds 'control' and one test, or one of 'all', 'any' and 'not'; not \(keys.map(\.rawValue))"
                ))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .all(let conditions): try container.encode(conditions, forKey: .all)
        case .any(let conditions): try container.encode(conditions, forKey: .any)
        case .not(let condition): try container.encode(condition, forKey: .not)
        case .test(let control, let test):
            try container.encode(control, forKey: .control)
            switch test {
            case .is(let answer): try container.encode(answer, forKey: .is)
            case .isNot(let answer): try container.encode(answer, forKey: .isNot)
            case .includes(let member): try container.encode(member, forKey: .includes)
            case .excludes(let member): try container.encode(member, forKey: .excludes)
            case .answered(let answered): try container.encode(answered, forKey: .answered)
            }
        }
    }
}
