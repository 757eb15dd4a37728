import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// Answers saved by one version of a spec load in the `Values` of the next exactly when
/// `formspec diff` finds no breaking change between them, and an answer the old version did not
/// have is the new spec's initial one.
///
/// The versions are the diff property test's random edits of the samples (``Edit``: a control
/// renamed, removed or added, its state, label, tint or `threeState` changed, a group's item or
/// a calendar's date removed, a date disabled). For each, the answers saved from the old version
/// are its `Values.initial`, every answer of one control with the others initial (so an answer
/// a breaking change refuses is among them), and random answers.
///
/// The property is checked by the generated Swift itself: with `FORMSPEC_SAVED_ANSWERS` naming a
/// folder, this test writes there every version's generated Swift (each form's enum renamed
/// after its case) and the cases as JSON; `Tests/GeneratedSwift/run.sh` builds them against
/// FormSpecRuntime and runs `SavedAnswersCheck.swift` on them.
@Suite struct SavedAnswersPropertyTests {
    /// How many edits of each kind.
    static let editsPerKind = 8

    @Test func everyEditWritesCasesOfBothVerdicts() throws {
        let cases = Self.cases()
        var kinds: [Edit.Kind: Int] = [:]
        for savedCase in cases { kinds[savedCase.kind, default: 0] += 1 }
        for kind in Edit.Kind.allCases {
            #expect(kinds[kind, default: 0] == Self.editsPerKind, "\(kind) was tried \(kinds[kind, default: 0]) times")
        }
        #expect(cases.filter(\.isBreaking).count >= 3 * Self.editsPerKind)
        #expect(cases.filter { !$0.isBreaking }.count >= 3 * Self.editsPerKind)
        #expect(cases.allSatisfy { $0.answers.count > 1 })
        if let folder = ProcessInfo.processInfo.environment["FORMSPEC_SAVED_ANSWERS"] {
            try Self.write(cases, into: URL(fileURLWithPath: folder))
        }
    }

    /// One edit: the old and new forms, whether `diff` finds a breaking change, and the answers
    /// saved from the old form.
    struct SavedCase {
        var kind: Edit.Kind
        var name: String
        var old: FormModel
        var new: FormModel
        var isBreaking: Bool
        var answers: [JSONValue]
    }

    /// The edits, seeded: the same on every run.
    static func cases() -> [SavedCase] {
        var generator = SeededGenerator(seed: 38)
        let samples = DiffPropertyTests.samples
        var cases: [SavedCase] = []
        for round in 0..<(editsPerKind * Edit.Kind.allCases.count) {
            let kind = Edit.Kind.allCases[round % Edit.Kind.allCases.count]
            var found: (Sample, Int, Edit)?
            for _ in 0..<200 where found == nil {
                let sample = samples[Int.random(in: 0..<samples.count, using: &generator)]
                let index = Int.random(in: 0..<sample.form.controls.count, using: &generator)
                found = Edit.make(kind, of: index, in: sample, using: &generator).map { (sample, index, $0) }
            }
            guard let (sample, index, edit) = found, let new = Sample(edit.text)?.form,
                let outcome = try? DiffTesting.diff(sample.text, edit.text)
            else { continue }
            cases.append(
                SavedCase(
                    kind: kind, name: "\(kind) of \(sample.form.controls[index].id) in \(sample.form.id)",
                    old: sample.form, new: new, isBreaking: outcome.counts.breaking > 0,
                    answers: answers(savedFrom: sample.form, using: &generator)))
        }
        return cases
    }

    /// The answers saved from `form`: its initial ones; each answer of each control, the others
    /// initial; and three at random.
    static func answers(savedFrom form: FormModel, using generator: inout SeededGenerator) -> [JSONValue] {
        let initial = form.controls.map { (key: $0.id, value: $0.declaredAnswer) }
        let spaces = form.controls.map(answerSpace)
        var answers: [[(key: String, value: JSONValue)]] = [initial]
        for (index, space) in spaces.enumerated() {
            for answer in space where answer != initial[index].value {
                var saved = initial
                saved[index].value = answer
                answers.append(saved)
            }
        }
        for _ in 0..<3 {
            answers.append(
                zip(form.controls, spaces).map { control, space in
                    (key: control.id, value: space[Int.random(in: 0..<space.count, using: &generator)])
                })
        }
        return answers.map { .object(JSONValue.Object(keepingFirstOf: $0)) }
    }

    /// Answers `control` can hold, as `Values` encodes them: a group's items (each alone, none and
    /// all for a checkbox group; each and none for a radio group), a calendar's dates that can be
    /// chosen (each alone, none and all), the words of its `state`, or `true` and `false`; its
    /// declared answer first.
    static func answerSpace(of control: ControlModel) -> [JSONValue] {
        let declared = control.declaredAnswer
        let choices: [String]
        if let group = control.checkboxGroup ?? control.radioGroup {
            choices = group.items.map(\.id)
        } else if let calendar = control.calendar {
            choices = calendar.dates.filter(\.canBeChosen).map(\.date.description)
        } else if case .bool = declared {
            return [declared, .bool(true), .bool(false)]
        } else if case .string = declared, case .array(let words)? = control.type.inputSchema(of: .state)["enum"] {
            return [declared] + words
        } else {
            return [declared]
        }
        let each = choices.map { JSONValue.string($0) }
        guard case .array = declared else { return [declared, .null] + each }
        return [declared, .array([]), .array(each)] + each.map { JSONValue.array([$0]) }
    }

    /// Writes `SavedAnswersCases.swift` (each case's two versions of `Values`) and
    /// `SavedAnswers.json` (each case's name, verdict and saved answers) into `folder`.
    static func write(_ cases: [SavedCase], into folder: URL) throws {
        var swift = """
            // Written by SavedAnswersPropertyTests: each case's old and new forms, as FormSpec generates them.
            // swift-format-ignore-file

            import FormSpecRuntime
            import Foundation

            """
        var table = ""
        for (number, savedCase) in cases.enumerated() {
            swift += renamed(savedCase.old, to: "Case\(number)Old") + renamed(savedCase.new, to: "Case\(number)New")
            table +=
                "    (recoded(Case\(number)Old.Values.self), recoded(Case\(number)New.Values.self), "
                + "encoded(Case\(number)New.Values.initial)),\n"
        }
        swift += """
            /// Each case's old and new `Values`, each reading saved answers and writing them again, and the new
            /// `Values.initial`, encoded.
            let savedAnswerVersions: [(old: Recoding, new: Recoding, newInitial: Encoding)] = [
            \(table)]

            """
        try swift.write(to: folder.appendingPathComponent("SavedAnswersCases.swift"), atomically: true, encoding: .utf8)
        let json = JSONValue.array(
            cases.map { savedCase in
                .object(
                    JSONValue.Object([
                        "name": .string(savedCase.name), "breaking": .bool(savedCase.isBreaking),
                        "answers": .array(savedCase.answers),
                    ]))
            })
        try JSONWriter.write(json).write(
            to: folder.appendingPathComponent("SavedAnswers.json"), atomically: true, encoding: .utf8)
    }

    /// The generated Swift of `form` without its file header, its enum named `name`.
    static func renamed(_ form: FormModel, to name: String) -> String {
        let swift = form.swift(spec: "saved.form.yaml")
        let body = swift[(swift.range(of: "/// The form ")?.lowerBound ?? swift.startIndex)...]
        let formName = SwiftNames.form(form.id)
        return body.replacingOccurrences(
            of: "\\b\(formName)\\b", with: name, options: .regularExpression) + "\n"
    }
}
