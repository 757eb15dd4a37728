// Copied into Check/ by run.sh with what SavedAnswersPropertyTests writes (SavedAnswersCases.swift,
// SavedAnswers.json): answers saved by one version of a spec, read by the `Values` of the next.
import Foundation

/// A version's `Values` reading saved answers and writing them again.
typealias Recoding = @Sendable (Data) throws -> Data

/// `Values` decoding saved answers and encoding what it read.
func recoded<Values: Codable & SendableMetatype>(_: Values.Type) -> Recoding {
    { data in try JSONEncoder().encode(JSONDecoder().decode(Values.self, from: data)) }
}

/// A version's `Values.initial`, encoded when called.
typealias Encoding = @Sendable () throws -> Data

/// `initial` encoded, when called.
func encoded<Values: Encodable & Sendable>(_ initial: Values) -> Encoding {
    { try JSONEncoder().encode(initial) }
}

/// Each case's saved answers read by its new version's `Values`: every answer loads when `diff`
/// finds no breaking change, at least one is refused when it finds one; an answer that loads
/// keeps what was saved (a two-state `true`/`false` read as `on`/`off`) and takes the new
/// version's initial answer for a control the old one did not have. Returns the failures.
@MainActor func checkSavedAnswers(_ versions: [(old: Recoding, new: Recoding, newInitial: Encoding)], in path: String)
    -> Int
{
    guard let data = FileManager.default.contents(atPath: path),
        let cases = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]], cases.count == versions.count
    else {
        print("DIFFERENT: \(path) does not hold one case per version")
        return 1
    }
    var failures = 0
    var (loaded, refused, breaking) = (0, 0, 0)
    for (savedCase, version) in zip(cases, versions) {
        let name = savedCase["name"] as? String ?? "?"
        let isBreaking = savedCase["breaking"] as? Bool ?? false
        let answers = savedCase["answers"] as? [[String: Any]] ?? []
        breaking += isBreaking ? 1 : 0
        var refusals: [String] = []
        for answer in answers {
            do {
                let saved = try JSONSerialization.data(withJSONObject: answer)
                guard let written = try? version.old(saved), Answer.object(written) == Answer.object(saved) else {
                    print("DIFFERENT: \(name): the old version does not read back its own answers \(answer)")
                    failures += 1
                    continue
                }
                let read: Data
                do {
                    read = try version.new(saved)
                } catch {
                    refusals.append("\(error)")
                    continue
                }
                if let problem = try problem(reading: answer, as: read, initial: version.newInitial()) {
                    print("DIFFERENT: \(name): \(problem)")
                    failures += 1
                }
            } catch {
                print("DIFFERENT: \(name): \(error)")
                failures += 1
            }
        }
        loaded += answers.count - refusals.count
        refused += refusals.count
        if !isBreaking, let refusal = refusals.first {
            print("DIFFERENT: \(name): diff finds no breaking change, but a saved answer is refused: \(refusal)")
            failures += 1
        } else if isBreaking, refusals.isEmpty {
            print("DIFFERENT: \(name): diff finds a breaking change, but every saved answer loads")
            failures += 1
        }
    }
    print(
        "saved answers: \(cases.count) edits (\(breaking) breaking), \(loaded + refused) answers read by the next version:"
            + " \(loaded) loaded, \(refused) refused" + (failures == 0 ? ", each as diff says" : ""))
    return failures
}

/// What is wrong with `read`, the new version's encoding of the answers `saved`: each saved
/// answer kept, each other one the new `initial`'s. Nil when nothing is.
func problem(reading saved: [String: Any], as read: Data, initial: Data) throws -> String? {
    guard let object = try JSONSerialization.jsonObject(with: read) as? [String: Any],
        let initialObject = try JSONSerialization.jsonObject(with: initial) as? [String: Any]
    else { return "the new Values is not encoded as an object" }
    for (id, answer) in object {
        let expected = saved[id].map { Answer($0) } ?? Answer(initialObject[id])
        let savedAsState = saved[id].flatMap { $0 as? Bool }.map { Answer.word($0 ? "on" : "off") }
        if Answer(answer) != expected, Answer(answer) != savedAsState {
            return "\(id): saved \(saved[id].map { "\($0)" } ?? "nothing"), read as \(answer)"
                + " (the new initial answer: \(initialObject[id].map { "\($0)" } ?? "none"))"
        }
    }
    return nil
}

extension Answer {
    /// The answers of an encoded `Values`, by control id; nil for data that is not an object.
    static func object(_ data: Data) -> [String: Answer?]? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?.mapValues { Answer($0) }
    }
}
