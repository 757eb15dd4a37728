// Copied into Check/ by run.sh with what AnswersAgreementPropertyTests writes (AnswersCases.json) and
// answers_verdicts.py decides (AnswersVerdicts.json): each answer's verdict by the schema of the answers
// (`formspec schema --answers`) and by the generated `Values`.
import Foundation

/// Whether a spec's generated `Values` accepts encoded answers: `Values(from:)` reads them and
/// `issues()` is empty.
typealias Acceptance = @MainActor (Data) -> Bool

/// Each answer of each spec of `casesPath` is accepted by the spec's `Values` (`acceptances`, by
/// the spec's path) exactly when its answers schema accepts it (`verdictsPath`). Prints each
/// disagreement and the counts; returns the failures.
@MainActor func checkAnswersAgreement(
    _ acceptances: [String: Acceptance], cases casesPath: String, verdicts verdictsPath: String
)
    -> Int
{
    guard let casesData = FileManager.default.contents(atPath: casesPath),
        let cases = try? JSONSerialization.jsonObject(with: casesData) as? [[String: Any]],
        let verdictsData = FileManager.default.contents(atPath: verdictsPath),
        let verdicts = try? JSONSerialization.jsonObject(with: verdictsData) as? [[String: Any]],
        cases.count == verdicts.count, !cases.isEmpty
    else {
        print("DIFFERENT: \(casesPath) and \(verdictsPath) do not hold the same specs")
        return 1
    }
    var failures = 0
    var (accepted, refused) = (0, 0)
    for (answersCase, verdict) in zip(cases, verdicts) {
        let spec = answersCase["spec"] as? String ?? "?"
        let answers = answersCase["answers"] as? [[String: Any]] ?? []
        let schemaVerdicts = verdict["verdicts"] as? [Bool] ?? []
        guard let accepts = acceptances[spec], verdict["spec"] as? String == spec, schemaVerdicts.count == answers.count
        else {
            print("DIFFERENT: \(spec): no generated Values, or no verdict for each answer")
            failures += 1
            continue
        }
        for (answer, schemaAccepts) in zip(answers, schemaVerdicts) {
            let kind = answer["kind"] as? String ?? "?"
            guard let object = answer["answer"], let data = try? JSONSerialization.data(withJSONObject: object) else {
                print("DIFFERENT: \(spec): an answer that is not an object")
                failures += 1
                continue
            }
            let valuesAccepts = accepts(data)
            if valuesAccepts != schemaAccepts {
                print(
                    "DIFFERENT: \(spec): \(kind): the schema \(schemaAccepts ? "accepts" : "refuses") "
                        + "\(String(decoding: data, as: UTF8.self)), Values \(valuesAccepts ? "accepts" : "refuses") it"
                )
                failures += 1
            }
            if schemaAccepts { accepted += 1 } else { refused += 1 }
        }
    }
    print(
        "answers: \(accepted + refused) answers of \(cases.count) specs: \(accepted) accepted, \(refused) refused"
            + (failures == 0 ? ", all agreeing" : ", \(failures) disagreeing"))
    return failures
}
