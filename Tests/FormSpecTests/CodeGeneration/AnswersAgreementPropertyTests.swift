import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// The schema of a form's answers (`formspec schema --answers`) accepts exactly the answers the
/// generated `Values` reads and finds no issue in: for every sample and compile golden that has
/// logic, an answer is accepted by the schema ⇔ `Values(from:)` decodes it and `issues()` is empty.
///
/// The answers, seeded, are each spec's corners (its initial answers, and every answer of one
/// control with the others initial: ``SavedAnswersPropertyTests/answerSpace(of:)``) and random
/// ones: mostly of the right shapes (a random subset of a group's items or a calendar's dates,
/// which may hold too many), some not (an item the group does not have, a date that cannot be
/// chosen, an id the form has no control for). Each answer is the whole object `Values` writes:
/// every control's id, each set once (the schema describes what `Values` writes; `Values(from:)`
/// also reads answers saved by an earlier version, with ids missing).
///
/// The property is decided outside: with `FORMSPEC_ANSWERS_CASES` naming a folder, this test
/// writes there `AnswersCases.json` (each spec's path and answers); `Tests/GeneratedSwift/run.sh`
/// gives each answer python `jsonschema`'s verdict against the spec's schema
/// (`answers_verdicts.py`), then the generated Swift's (`AnswersAgreementCheck.swift`), and
/// fails on any difference.
@Suite struct AnswersAgreementPropertyTests {
    /// How many random answers each spec gets.
    static let randomAnswers = 60

    @Test func everySpecWithLogicGetsCornersAndRandomAnswers() throws {
        let cases = Self.cases()
        #expect(cases.count >= 5, "the sign-up sample and the logic goldens: \(cases.map(\.spec))")
        #expect(cases.contains { $0.spec == "Samples/signup.form.yaml" })
        for answersCase in cases {
            #expect(answersCase.answers.count > Self.randomAnswers, "\(answersCase.spec)")
            #expect(answersCase.answers.contains { $0.kind.hasPrefix("wrong") }, "\(answersCase.spec)")
        }
        if let folder = ProcessInfo.processInfo.environment["FORMSPEC_ANSWERS_CASES"] {
            try Self.write(cases, into: URL(fileURLWithPath: folder))
        }
    }

    /// One spec and the answers to check.
    struct AnswersCase {
        /// The spec's path in the package (`Samples/signup.form.yaml`).
        var spec: String
        var answers: [(kind: String, answer: JSONValue)]
    }

    /// Every sample and compile golden with logic, and its answers, seeded: the same on every run.
    static func cases() -> [AnswersCase] {
        var generator = SeededGenerator(seed: 39)
        let samples = packageDirectory.appendingPathComponent("Samples")
        let goldens = goldensDirectory.appendingPathComponent("compile")
        let specs =
            ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter {
                $0.hasSuffix(".form.yaml")
            }.sorted().map { "Samples/" + $0 }
            + ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).sorted().map {
                "Tests/FormSpecTests/Goldens/compile/\($0)/input.form.yaml"
            }
        return specs.compactMap { spec in
            guard let bytes = FileManager.default.contents(atPath: packageDirectory.appendingPathComponent(spec).path),
                let form = Compiler(checksSwiftNames: true).compile(SourceFile(name: spec, bytes: Array(bytes))).form,
                !form.logic.isEmpty
            else { return nil }
            return AnswersCase(spec: spec, answers: answers(to: form, using: &generator))
        }
    }

    /// The answers to `form`: its initial ones, each answer of each control with the others
    /// initial, and random ones, some of a wrong shape.
    static func answers(to form: FormModel, using generator: inout SeededGenerator) -> [(
        kind: String, answer: JSONValue
    )] {
        let initial = form.controls.map { (key: $0.id, value: $0.declaredAnswer) }
        var answers: [(kind: String, answer: [(key: String, value: JSONValue)])] = [("initial", initial)]
        for (index, control) in form.controls.enumerated() {
            for answer in SavedAnswersPropertyTests.answerSpace(of: control) where answer != initial[index].value {
                var changed = initial
                changed[index].value = answer
                answers.append(("corner of \(control.id)", changed))
            }
        }
        for round in 0..<randomAnswers {
            // Every other one is eager: most of its controls answered as `required` demands, so that
            // the form's demands are met now and then.
            var random = form.controls.map {
                (key: $0.id, value: randomAnswer(of: $0, eager: round.isMultiple(of: 2), using: &generator))
            }
            var kind = "random"
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let index = Int.random(in: 0..<form.controls.count, using: &generator)
                if let wrong = wrongAnswer(of: form.controls[index]) {
                    random[index].value = wrong
                    kind = "wrong answer of \(form.controls[index].id)"
                } else {
                    random.append((key: "no-such-control", value: .bool(true)))
                    kind = "wrong: an id the form has no control for"
                }
            }
            answers.append((kind, random))
        }
        return answers.map { ($0.kind, .object(JSONValue.Object(keepingFirstOf: $0.answer))) }
    }

    /// An answer `control` can hold as `Values` writes it, at random: a random subset of a group's
    /// items or of a calendar's dates that can be chosen (more than `maxSelected`, at times), one
    /// of its other answers. `eager`, it is mostly one `required` accepts: on, a selection, one
    /// or two items or dates.
    static func randomAnswer(of control: ControlModel, eager: Bool, using generator: inout SeededGenerator)
        -> JSONValue
    {
        let answerJSON = control.answerJSON
        let isEager = eager && Int.random(in: 0..<5, using: &generator) > 0
        if case .members(let members, _) = answerJSON {
            guard isEager, !members.isEmpty else {
                return .array(members.filter { _ in Bool.random(using: &generator) }.map(JSONValue.string))
            }
            let chosen = members.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator))
            return .array(members.filter(chosen.contains).map(JSONValue.string))
        }
        let space = SavedAnswersPropertyTests.answerSpace(of: control)
        let answered = space.filter { answer in
            switch (answerJSON, answer) {
            case (.flag, .bool(let isOn)): return isOn
            case (.word(_, let word), .string(let answer)): return answer == word
            case (.item, .string): return true
            default: return false
            }
        }
        let choices = isEager && !answered.isEmpty ? answered : space
        return choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    /// An answer `control` cannot hold: an item its group does not have, a date it cannot choose
    /// (a disabled date not selected from the start, else one it does not list); nil for a
    /// control whose answer is a word or a boolean.
    static func wrongAnswer(of control: ControlModel) -> JSONValue? {
        if let calendar = control.calendar {
            let date = calendar.dates.first { !$0.canBeChosen }?.date.description ?? "1999-12-31"
            return .array([.string(date)])
        }
        if control.radioGroup != nil { return .string("no-such-item") }
        if control.checkboxGroup != nil { return .array([.string("no-such-item")]) }
        return nil
    }

    /// Writes `AnswersCases.json` into `folder`: each spec's path and its answers, each with what
    /// kind of answer it is.
    static func write(_ cases: [AnswersCase], into folder: URL) throws {
        let json = JSONValue.array(
            cases.map { answersCase in
                [
                    "spec": .string(answersCase.spec),
                    "answers": .array(
                        answersCase.answers.map { ["kind": .string($0.kind), "answer": $0.answer] }),
                ]
            })
        try JSONWriter.write(json).write(
            to: folder.appendingPathComponent("AnswersCases.json"), atomically: true, encoding: .utf8)
    }
}
