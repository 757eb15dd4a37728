import FormSpec
import FormSpecTestSupport
import FormSpecYAML
import Foundation
import Testing

/// Random edits of the samples' YAML text (seeded, so a failure replays), each classified by
/// `formspec diff` as expected: a control renamed, removed, added, its state, label, tint or
/// `threeState` changed, a group's item removed, a calendar's date removed or disabled; and its
/// logic: `required` turned on or off, `maxSelected` narrower or wider, a condition added, a
/// condition rewritten in another form of the same meaning (no change). And a spec compared with
/// itself has no change.
@Suite struct DiffPropertyTests {
    /// The samples' specs, each with its text and its compiled form.
    static let samples: [Sample] = {
        let folder = packageDirectory.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".form.yaml") }.sorted().compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).flatMap(Sample.init)
        }
    }()

    @Test func everySampleAndGoldenComparedWithItselfHasNoChange() throws {
        #expect(Self.samples.count >= 8)
        var texts = Self.samples.map(\.text)
        let compile = goldensDirectory.appendingPathComponent("compile")
        for name in try FileManager.default.contentsOfDirectory(atPath: compile.path).sorted() {
            let file = compile.appendingPathComponent(name + "/input.form.yaml")
            if let text = try? String(contentsOf: file, encoding: .utf8) { texts.append(text) }
        }
        for text in texts {
            let outcome = try DiffTesting.diff(text, text)
            guard !outcome.report.hasErrors else { continue }
            #expect(outcome.counts.total == 0)
        }
    }

    @Test func randomEditsAreClassifiedAsExpected() throws {
        var generator = SeededGenerator(seed: 31)
        var tried: [Edit.Kind: Int] = [:]
        for round in 0..<(20 * Edit.Kind.allCases.count) {
            // Each kind in turn, on a random control it applies to.
            let kind = Edit.Kind.allCases[round % Edit.Kind.allCases.count]
            var found: (Sample, Int, Edit)?
            // Some kinds apply to few controls (a calendar's enabled date): many tries.
            for _ in 0..<1000 where found == nil {
                let sample = Self.samples[Int.random(in: 0..<Self.samples.count, using: &generator)]
                let index = Int.random(in: 0..<sample.form.controls.count, using: &generator)
                found = Edit.make(kind, of: index, in: sample, using: &generator).map { (sample, index, $0) }
            }
            guard let (sample, index, edit) = found else { continue }
            tried[kind, default: 0] += 1
            let outcome = try DiffTesting.diff(sample.text, edit.text)
            let context = "\(kind) of \(sample.form.controls[index].id) in \(sample.form.id)"
            #expect(!outcome.report.hasErrors, "\(context): \(outcome.report.diagnostics.map(\.message))")
            let changes = outcome.specs.first?.changes ?? []
            #expect(
                changes.map { Expected($0) } == edit.expected,
                "\(context): \(changes.map(\.message))")
        }
        for kind in Edit.Kind.allCases {
            #expect(tried[kind, default: 0] == 20, "\(kind) was tried \(tried[kind, default: 0]) times")
        }
    }
}

/// A sample spec: its text, lines and compiled form.
struct Sample {
    var text: String
    var lines: [String]
    var form: FormModel
    var ranges: [SourceRange]
    /// Each control's `state` in its normalized JSON, if it has one.
    var states: [String?]
    /// How many diagnostics the spec has (infos, warnings).
    var diagnosticCount: Int

    init?(_ text: String) {
        let compilation = Compiler().compile(SourceFile(name: "sample.form.yaml", bytes: Array(text.utf8)))
        guard let form = compilation.form else { return nil }
        self.text = text
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.form = form
        ranges = compilation.controlRanges
        let document = try? JSONSerialization.jsonObject(with: Data(form.jsonBytes())) as? [String: Any]
        let controls = (document?["form"] as? [String: Any])?["controls"] as? [[String: Any]] ?? []
        states = controls.map { $0["state"] as? String }
        diagnosticCount = compilation.diagnostics.count
    }

    /// The 0-based lines of control `index`: from its first to its last.
    func lineRange(of index: Int) -> ClosedRange<Int> {
        let range = ranges[index]
        let last = range.end.column == 1 ? range.end.line - 1 : range.end.line
        return (range.start.line - 1)...(last - 1)
    }

    /// The 0-based line where control `index` writes its own `key`, if it does.
    func ownLine(_ key: String, of index: Int) -> Int? {
        let indent = ranges[index].start.column - 1
        return lineRange(of: index).first { number in
            let line = lines[number]
            return line.count > indent && line.prefix(indent).allSatisfy { $0 == " " || $0 == "-" }
                && line.dropFirst(indent).hasPrefix(key + ": ")
        }
    }

    /// The text with `line` replaced by `replacement` (none: removed).
    func replacing(_ lines: ClosedRange<Int>, with replacement: [String]) -> String {
        var edited = self.lines
        edited.replaceSubrange(lines, with: replacement)
        return edited.joined(separator: "\n")
    }
}

/// What a change is, for comparing with what an edit must give.
struct Expected: Equatable, CustomStringConvertible {
    var changeClass: ChangeClass
    var kind: ChangeKind
    var field: String

    init(_ changeClass: ChangeClass, _ kind: ChangeKind, _ field: String) {
        (self.changeClass, self.kind, self.field) = (changeClass, kind, field)
    }

    init(_ change: FormChange) {
        self.init(change.changeClass, change.kind, change.field)
    }

    var description: String { "\(changeClass) \(kind) \(field)" }
}

/// One random edit of a sample's text, and the changes it must give.
struct Edit {
    enum Kind: CaseIterable {
        case rename, removal, addition, state, label, tint, threeState, itemRemoval, dateRemoval, dateDisabling
        case required, maxSelected, conditionAdded, conditionRewritten

        /// Whether the edit changes the logic only: which answers are submitted, never which load.
        var changesLogic: Bool {
            switch self {
            case .required, .maxSelected, .conditionAdded, .conditionRewritten: return true
            default: return false
            }
        }
    }

    var text: String
    var expected: [Expected]

    /// The edit `kind` of control `index`, nil when it does not apply to that control.
    static func make(
        _ kind: Kind, of index: Int, in sample: Sample, using generator: inout SeededGenerator
    ) -> Edit? {
        let control = sample.form.controls[index]
        let indent = String(repeating: " ", count: sample.ranges[index].start.column - 1)
        switch kind {
        case .rename:
            guard let line = sample.ownLine("id", of: index) else { return nil }
            let labelled = control.label != nil || (control.checkboxGroup ?? control.radioGroup)?.title != nil
            let renamed = sample.lines[line].replacingOccurrences(of: "id: \(control.id)", with: "id: \(control.id)-2")
            // A control a condition names is not renamed alone (the condition would name no control).
            let text = sample.replacing(line...line, with: [renamed])
            guard keepsItsDiagnostics(text, sample) else { return nil }
            return Edit(
                text: text,
                expected: labelled
                    ? [Expected(.breaking, .renamed, "id")]
                    : [Expected(.breaking, .removed, ""), Expected(.behavior, .added, "")])
        case .removal:
            let lines = sample.lineRange(of: index)
            guard sample.form.controls.count > 1, !lines.contains(where: { sample.lines[$0].contains("&") }) else {
                return nil
            }
            let text = sample.replacing(lines, with: [])
            guard keepsItsDiagnostics(text, sample) else { return nil }
            return Edit(text: text, expected: [Expected(.breaking, .removed, "")])
        case .addition:
            // A copy of the control under a new id, after it.
            let lines = sample.lineRange(of: index)
            guard let idLine = sample.ownLine("id", of: index),
                !lines.contains(where: { sample.lines[$0].contains("&") })
            else { return nil }
            let copy = lines.map { number in
                number == idLine
                    ? sample.lines[number].replacingOccurrences(
                        of: "id: \(control.id)", with: "id: \(control.id)-added")
                    : sample.lines[number]
            }
            let text = sample.replacing(lines, with: lines.map { sample.lines[$0] } + copy)
            guard keepsItsDiagnostics(text, sample) else { return nil }
            return Edit(text: text, expected: [Expected(.behavior, .added, "")])
        case .threeState:
            // Three states turned off (breaking: a saved `clear` no longer loads) or on (behavior).
            // `useOffImageForClear` defaults by `threeState`: unless the spec sets it, it changes too.
            guard let checkbox = control.checkbox else { return nil }
            let text = setting("threeState", to: String(!checkbox.threeState), of: index, indent: indent, in: sample)
            guard keepsItsDiagnostics(text, sample),
                let edited = Sample(text)?.form.controls[index].checkbox
            else { return nil }
            return Edit(
                text: text,
                expected: [Expected(checkbox.threeState ? .breaking : .behavior, .changed, "threeState")]
                    + (edited.useOffImageForClear == checkbox.useOffImageForClear
                        ? [] : [Expected(.cosmetic, .changed, "useOffImageForClear")]))
        case .state:
            // Any other word of the type's `state` (as its input schema lists them) that the spec
            // takes without a new diagnostic (a two-state checkbox is never `clear`).
            guard control.type.ownKeys.contains(.state), let words = control.type.inputSchema(of: .state)["enum"],
                case .array(let values) = words
            else { return nil }
            let current = sample.states[index]
            let edits = values.compactMap { value -> String? in
                guard case .string(let word) = value, word != current else { return nil }
                return setting("state", to: word, of: index, indent: indent, in: sample)
            }.filter { keepsItsDiagnostics($0, sample) }
            guard !edits.isEmpty else { return nil }
            return Edit(
                text: edits[Int.random(in: 0..<edits.count, using: &generator)],
                expected: [Expected(.behavior, .changed, "state")])
        case .label:
            guard let line = sample.ownLine("label", of: index) else { return nil }
            let number = Int.random(in: 1...999, using: &generator)
            return Edit(
                text: sample.replacing(line...line, with: [indent + "label: Edited label \(number)"]),
                expected: [Expected(.cosmetic, .changed, "label")])
        case .tint:
            guard let checkbox = control.checkbox else { return nil }
            let colour = checkbox.tint?.canonical == "systemTeal" ? "systemIndigo" : "systemTeal"
            return Edit(
                text: setting("tint", to: colour, of: index, indent: indent, in: sample),
                expected: [Expected(.cosmetic, .changed, "tint")])
        case .itemRemoval:
            guard let group = control.checkboxGroup ?? control.radioGroup, group.items.count > 1 else { return nil }
            // Neither selected nor named by a condition.
            let removable = group.items.filter { !group.selected.contains($0.id) }.compactMap { item in
                sample.lineRange(of: index).first {
                    sample.lines[$0].contains("{id: \(item.id),") && !sample.lines[$0].contains("&")
                }.map { (item.id, $0) }
            }.filter { keepsItsDiagnostics(sample.replacing($0.1...$0.1, with: []), sample) }
            guard !removable.isEmpty else { return nil }
            let (id, line) = removable[Int.random(in: 0..<removable.count, using: &generator)]
            return Edit(
                text: sample.replacing(line...line, with: []), expected: [Expected(.breaking, .removed, "items." + id)])
        case .required:
            // Turned on (breaking: an answer stored unanswered no longer submits) or off (behavior).
            let required = logic(of: index, in: sample)?.required ?? false
            let text = setting("required", to: String(!required), of: index, indent: indent, in: sample)
            guard keepsItsDiagnostics(text, sample) else { return nil }
            return Edit(text: text, expected: [Expected(required ? .behavior : .breaking, .changed, "required")])
        case .maxSelected:
            // Narrower (breaking: a selection stored larger no longer submits) or wider (behavior).
            guard let choices = control.checkboxGroup?.items.count ?? control.calendar?.dates.count else { return nil }
            let current = logic(of: index, in: sample)?.maxSelected
            let narrower = current == nil || Bool.random(using: &generator)
            let value = narrower ? (current ?? choices) - 1 : (current ?? 0) + 1
            guard value >= 0 else { return nil }
            let text = setting("maxSelected", to: String(value), of: index, indent: indent, in: sample)
            guard keepsItsDiagnostics(text, sample) else { return nil }
            return Edit(text: text, expected: [Expected(narrower ? .breaking : .behavior, .changed, "maxSelected")])
        case .conditionAdded:
            // On another control's answer: a `visibleWhen` (breaking: it can hide the control and
            // its stored answer), an `enabledWhen` (behavior: a disabled control keeps its answer),
            // a `requiredWhen` (breaking, unless the control is always required).
            let logic = logic(of: index, in: sample)
            let keys = [
                ("visibleWhen", logic?.visibleWhen), ("enabledWhen", logic?.enabledWhen),
                ("requiredWhen", logic?.requiredWhen),
            ].filter { $0.1 == nil }.map(\.0)
            guard !keys.isEmpty, sample.form.controls.count > 1 else { return nil }
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
            var other = Int.random(in: 0..<(sample.form.controls.count - 1), using: &generator)
            if other >= index { other += 1 }
            let condition = "{control: \(sample.form.controls[other].id), answered: true}"
            let text = setting(key, to: condition, of: index, indent: indent, in: sample)
            guard keepsItsDiagnostics(text, sample) else { return nil }
            let changeClass: ChangeClass =
                key == "enabledWhen" || (key == "requiredWhen" && logic?.required == true) ? .behavior : .breaking
            return Edit(text: text, expected: [Expected(changeClass, .changed, key)])
        case .conditionRewritten:
            // A test of the sample (any control's) written `{not: {control: X, isNot: Y}}`: the same
            // canonical condition, so no change.
            let pattern = #"\{control: [A-Za-z0-9_.-]+, is: [A-Za-z0-9_.-]+\}"#
            let candidates = sample.lines.indices.filter {
                sample.lines[$0].range(of: pattern, options: .regularExpression) != nil
            }
            guard !candidates.isEmpty else { return nil }
            let line = candidates[Int.random(in: 0..<candidates.count, using: &generator)]
            var rewritten = sample.lines[line]
            let found = rewritten.range(of: pattern, options: .regularExpression)!
            let test = rewritten[found].replacingOccurrences(of: ", is: ", with: ", isNot: ")
            rewritten.replaceSubrange(found, with: "{not: \(test)}")
            let text = sample.replacing(line...line, with: [rewritten])
            guard keepsItsDiagnostics(text, sample) else { return nil }
            return Edit(text: text, expected: [])
        case .dateRemoval, .dateDisabling:
            // A date that can be chosen removed or disabled is breaking; one that cannot, removed, is behavior.
            guard let calendar = control.calendar else { return nil }
            let candidates = calendar.dates.filter { kind == .dateRemoval || $0.enabled }.compactMap { date in
                sample.lineRange(of: index).first {
                    sample.lines[$0].contains("{date: \(date.date),") && !sample.lines[$0].contains("&")
                }.map { (date, $0) }
            }.compactMap { date, line -> (String, CalendarDateModel)? in
                let edited =
                    kind == .dateRemoval
                    ? sample.replacing(line...line, with: [])
                    : sample.replacing(
                        line...line,
                        with: [sample.lines[line].replacingOccurrences(of: "}", with: ", enabled: false}")])
                return keepsItsDiagnostics(edited, sample) ? (edited, date) : nil
            }
            guard !candidates.isEmpty else { return nil }
            let (text, date) = candidates[Int.random(in: 0..<candidates.count, using: &generator)]
            let field = "dates." + date.date.description
            return Edit(
                text: text,
                expected: kind == .dateRemoval
                    ? [Expected(date.canBeChosen ? .breaking : .behavior, .removed, field)]
                    : [Expected(date.selected ? .behavior : .breaking, .changed, field + ".enabled")])
        }
    }

    /// The logic of control `index` of `sample`; nil when it has none.
    private static func logic(of index: Int, in sample: Sample) -> ControlLogic? {
        sample.form.logic.first { $0.control == index }
    }

    /// Whether `text`, an edit of `sample`, has as many diagnostics as the sample (no new error).
    private static func keepsItsDiagnostics(_ text: String, _ sample: Sample) -> Bool {
        Compiler().check(SourceFile(name: "sample.form.yaml", bytes: Array(text.utf8))).count == sample.diagnosticCount
    }

    /// The text with control `index`'s own `key` set to `value`: its line replaced, or a line
    /// added after its id.
    private static func setting(_ key: String, to value: String, of index: Int, indent: String, in sample: Sample)
        -> String
    {
        if let line = sample.ownLine(key, of: index) {
            let start = sample.lines[line].prefix(indent.count)
            return sample.replacing(line...line, with: [start + key + ": " + value])
        }
        let id = sample.ownLine("id", of: index) ?? sample.lineRange(of: index).lowerBound
        return sample.replacing(id...id, with: [sample.lines[id], indent + key + ": " + value])
    }
}
