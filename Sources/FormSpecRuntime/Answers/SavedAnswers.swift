/// A form's answers as they were saved: the JSON object a generated `Values` encodes, each answer
/// under its control's id, read back by the `Values` of this version of the spec.
///
/// `Values.init(from:)` reads each answer with ``read(_:at:)``. What was saved by an earlier
/// version of the spec loads whenever `formspec diff` finds no breaking change since:
/// - an answer that is missing (the control was added since) stays the spec's initial answer;
/// - a two-state checkbox's `true` or `false`, saved before the checkbox had three states, is `on`
///   or `off`.
///
/// What the form can no longer hold is an error (`DecodingError.dataCorrupted`), never an answer
/// silently lost:
/// - an answer under an id the form has no control for (the control was removed or renamed);
/// - an answer that does not decode as the control's (an item the group no longer has, a `clear`
///   for a checkbox that has two states now);
/// - a calendar date that can no longer be chosen (``read(_:at:choosingFrom:)``).
public struct SavedAnswers {
    /// The saved object, keyed by whatever ids it holds.
    private let container: KeyedDecodingContainer<AnswerID>

    /// The answers `decoder` holds, whose ids must each be one of `Key`'s (the form's control ids):
    /// throws for an id the form does not have.
    public init<Key: CodingKey & CaseIterable>(from decoder: any Decoder, keyedBy _: Key.Type) throws {
        container = try decoder.container(keyedBy: AnswerID.self)
        let ids = Set(Key.allCases.map(\.stringValue))
        if let unknown = container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }).first(where: {
            !ids.contains($0.stringValue)
        }) {
            throw DecodingError.dataCorruptedError(
                forKey: unknown, in: container,
                debugDescription:
                    "the form has no control '\(unknown.stringValue)': these answers were saved from a version of "
                    + "the spec that had it, and its answer would be lost")
        }
    }

    /// Sets `answer` to the one saved under `key`, if there is one; leaves it as it is (the spec's
    /// initial answer) if there is none.
    public func read<Answer: Decodable>(_ answer: inout Answer, at key: some CodingKey) throws {
        let id = AnswerID(key)
        guard container.contains(id) else { return }
        answer = try container.decode(Answer.self, forKey: id)
    }

    /// Sets a three-state checkbox's `answer` to its saved state, which may be a two-state
    /// checkbox's `true` (`on`) or `false` (`off`): the checkbox had two states when it was saved.
    public func read(_ answer: inout CheckboxControl.State, at key: some CodingKey) throws {
        let id = AnswerID(key)
        guard container.contains(id) else { return }
        if let isOn = try? container.decode(Bool.self, forKey: id) {
            answer = isOn ? .on : .off
        } else {
            answer = try container.decode(CheckboxControl.State.self, forKey: id)
        }
    }

    /// Sets a calendar's `answer` to its saved dates, each of which must be one of `dates`, those
    /// a person can choose (``CalendarControl/choosableDates``).
    public func read(_ answer: inout Set<FormDate>, at key: some CodingKey, choosingFrom dates: Set<FormDate>) throws {
        let id = AnswerID(key)
        guard container.contains(id) else { return }
        let saved = try container.decode(Set<FormDate>.self, forKey: id)
        if let date = saved.subtracting(dates).min() {
            throw DecodingError.dataCorruptedError(
                forKey: id, in: container,
                debugDescription:
                    "\(date) can no longer be chosen in '\(key.stringValue)': it is not one of its dates, "
                    + "or it is disabled")
        }
        answer = saved
    }
}

/// The id of a saved answer: any text, so that an id the form does not know is found.
private struct AnswerID: CodingKey {
    let stringValue: String

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(_ key: some CodingKey) {
        stringValue = key.stringValue
    }

    var intValue: Int? { nil }

    init?(intValue _: Int) {
        nil
    }
}
