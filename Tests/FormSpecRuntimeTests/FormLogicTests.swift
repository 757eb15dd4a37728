import FormSpecRuntime
import Foundation
import Testing

/// The logic a form's constants hold, decided for answers as the generated `Values` asks it.
@Suite struct FormLogicTests {
    private enum Control: String, CaseIterable, Sendable {
        case a, b, c, diet, ticket
    }

    private static func toggle(
        _ id: String, enabled: Bool = true, required: Bool = false, requiredMessage: String? = nil,
        visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil, requiredWhen: FormCondition? = nil
    ) -> FormControl {
        .toggle(
            ToggleControl(
                accessibilityLabel: nil, enabled: enabled, enabledWhen: enabledWhen, extensions: [:], id: id, label: id,
                required: required, requiredMessage: requiredMessage, requiredWhen: requiredWhen, state: .off,
                visibleWhen: visibleWhen))
    }

    private static func item(_ id: String, enabled: Bool = true, enabledWhen: FormCondition? = nil) -> GroupItem {
        GroupItem(
            accessibilityLabel: nil, enabled: enabled, enabledWhen: enabledWhen, extensions: [:], id: id, label: id,
            selected: false)
    }

    private static func diet(
        minSelected: Int? = nil, maxSelected: Int? = nil, maxSelectedMessage: String? = nil, required: Bool = false,
        visibleWhen: FormCondition? = nil, items: [GroupItem] = ["vegan", "halal", "kosher"].map { item($0) }
    ) -> FormControl {
        .checkboxGroup(
            CheckboxGroupControl(
                accessibilityLabel: nil, axis: .vertical, enabled: true, enabledWhen: nil, extensions: [:], id: "diet",
                intent: .basic, items: items, label: nil, maxSelected: maxSelected,
                maxSelectedMessage: maxSelectedMessage, minSelected: minSelected, minSelectedMessage: nil,
                required: required, requiredMessage: nil, requiredWhen: nil, selected: [], title: nil,
                visibleWhen: visibleWhen))
    }

    private static func ticket(required: Bool = false) -> FormControl {
        .radioGroup(
            RadioGroupControl(
                accessibilityLabel: nil, axis: .vertical, enabled: true, enabledWhen: nil, extensions: [:],
                id: "ticket", intent: .basic, items: [item("regular"), item("student")], label: nil,
                maxSelected: nil, maxSelectedMessage: nil, minSelected: nil, minSelectedMessage: nil,
                required: required, requiredMessage: nil, requiredWhen: nil, selected: nil, title: nil,
                visibleWhen: nil))
    }

    private static func logic(_ controls: [FormControl]) -> FormLogic<Control> {
        FormLogic(
            FormDefinition(controls: controls, extensions: [:], id: "f", locale: "en_GB", title: nil), table: "Forms")
    }

    private static func answers(_ answers: [Control: FormAnswer]) -> (Control) -> FormAnswer {
        { answers[$0] ?? .none }
    }

    private static func on(_ id: String) -> FormCondition { .test(control: id, .is("on")) }

    @Test func testsOnNoAnswerSeeNone() {
        let none = FormAnswer.none
        #expect(!none.passes(.is("on")) && none.passes(.isNot("on")))
        #expect(!none.passes(.includes("vegan")) && none.passes(.excludes("vegan")))
        #expect(!none.passes(.answered(true)) && none.passes(.answered(false)))
        // A radio group without a selection is none; with one, it is its item, answered.
        #expect(FormAnswer.item(Optional<Control>.none) == .none)
        #expect(FormAnswer.item(Control.a) == .word("a", answered: true))
        #expect(FormAnswer.on(false) == .word("off", answered: false))
        #expect(FormAnswer.on(false).passes(.answered(false)) && FormAnswer.on(true).passes(.answered(true)))
        #expect(FormAnswer.dates(["2027-03-16"]) == .selection(["2027-03-16"]))
    }

    @Test func aHiddenControlHasNoAnswerTransitively() {
        // b is shown when a is on; c when b is on. a off hides b, and so c, whatever b's own answer.
        let logic = Self.logic([
            Self.toggle("a"), Self.toggle("b", visibleWhen: Self.on("a")),
            Self.toggle("c", visibleWhen: Self.on("b")),
            Self.toggle("ticket", visibleWhen: .test(control: "b", .isNot("on"))),
        ])
        let hidden = Self.answers([.a: .on(false), .b: .on(true)])
        #expect(!logic.isVisible(.b, answers: hidden))
        #expect(!logic.isVisible(.c, answers: hidden))
        #expect(logic.isVisible(.ticket, answers: hidden))  // b hidden: `isNot: on` holds
        let shown = Self.answers([.a: .on(true), .b: .on(true)])
        #expect(logic.isVisible(.b, answers: shown) && logic.isVisible(.c, answers: shown))
        #expect(!logic.isVisible(.ticket, answers: shown))
    }

    @Test func requiredOnlyWhileShownAndAHiddenControlHasNoIssue() {
        let logic = Self.logic([
            Self.toggle("a"), Self.toggle("b", required: true, visibleWhen: Self.on("a")),
            Self.toggle("c", requiredWhen: Self.on("a")),
        ])
        let off = Self.answers([.a: .on(false)])
        #expect(!logic.isRequired(.b, answers: off) && !logic.isRequired(.c, answers: off))
        #expect(logic.issues(answers: off, bundle: .main).isEmpty && logic.canSubmit(answers: off))
        let on = Self.answers([.a: .on(true)])
        #expect(logic.isRequired(.b, answers: on) && logic.isRequired(.c, answers: on))
        #expect(logic.issues(answers: on, bundle: .main).map(\.control) == ["b", "c"])
        #expect(!logic.canSubmit(answers: on))
        #expect(!logic.isRequired(.a, answers: on))
    }

    @Test func aDisabledControlKeepsItsAnswerAndIsStillChecked() {
        let logic = Self.logic([
            Self.toggle("a"), Self.toggle("b", required: true, enabledWhen: Self.on("a")),
            Self.toggle("c", visibleWhen: Self.on("b")), Self.toggle("ticket", enabled: false),
        ])
        let answers = Self.answers([.a: .on(false), .b: .on(true)])
        #expect(!logic.isEnabled(.b, answers: answers) && logic.isEnabled(.a, answers: answers))
        #expect(logic.isVisible(.c, answers: answers))  // b's answer, though disabled, is still seen
        #expect(logic.canSubmit(answers: answers))
        let unanswered = Self.answers([.a: .on(false), .b: .on(false)])
        #expect(logic.issues(answers: unanswered, bundle: .main).map(\.kind) == [.required])
        #expect(!logic.isEnabled(.ticket, answers: answers))  // `enabled: false` in its constant
    }

    @Test func anItemIsEnabledWhenItsGroupAndItsConditionAre() {
        let items = [
            Self.item("vegan", enabledWhen: Self.on("a")), Self.item("halal"), Self.item("kosher", enabled: false),
        ]
        let logic = Self.logic([Self.toggle("a"), Self.diet(items: items)])
        let off = Self.answers([.a: .on(false)])
        #expect(!logic.isEnabled(item: "vegan", of: .diet, answers: off))
        #expect(logic.isEnabled(item: "vegan", of: .diet, answers: Self.answers([.a: .on(true)])))
        #expect(logic.isEnabled(item: "halal", of: .diet, answers: off))
        #expect(!logic.isEnabled(item: "kosher", of: .diet, answers: off))
        #expect(!logic.isEnabled(item: "none-such", of: .diet, answers: off))
    }

    @Test func minSelectedAppliesEvenToNoneSelectedAndRequiredComesFirst() {
        let shown = Self.logic([Self.diet(minSelected: 2, maxSelected: 2)])
        let none = Self.answers([.diet: .selection([])])
        #expect(shown.issues(answers: none, bundle: .main).map(\.kind) == [.tooFew])
        let required = Self.logic([Self.diet(minSelected: 2, required: true)])
        #expect(required.issues(answers: none, bundle: .main).map(\.kind) == [.required])
        let one = Self.answers([.diet: .selection(["vegan"])])
        #expect(required.issues(answers: one, bundle: .main).map(\.kind) == [.tooFew])
        let three = Self.answers([.diet: .selection(["vegan", "halal", "kosher"])])
        #expect(shown.issues(answers: three, bundle: .main).map(\.kind) == [.tooMany])
        #expect(shown.canSubmit(answers: Self.answers([.diet: .selection(["vegan", "halal"])])))
    }

    @Test func issuesComeOnePerControlInTheFormsOrderWithTheirMessages() {
        let logic = Self.logic([
            Self.ticket(required: true), Self.toggle("a", required: true, requiredMessage: "Switch a on"),
            Self.diet(minSelected: 1, maxSelected: 1, maxSelectedMessage: "One only"), Self.toggle("b"),
        ])
        let answers = Self.answers([.ticket: .none, .a: .on(false), .diet: .selection(["vegan", "halal"])])
        #expect(
            logic.issues(answers: answers, bundle: .main) == [
                FormIssue(control: "ticket", kind: .required, message: "This is required"),
                FormIssue(control: "a", kind: .required, message: "Switch a on"),
                FormIssue(control: "diet", kind: .tooMany, message: "One only"),
            ])
        let few = Self.logic([Self.diet(minSelected: 2, maxSelected: 1)])
        #expect(
            few.issues(answers: Self.answers([.diet: .selection([])]), bundle: .main).map(\.message)
                == ["Choose at least 2"])
        let many = Self.logic([Self.diet(maxSelected: 1)])
        #expect(
            many.issues(answers: Self.answers([.diet: .selection(["a", "b"])]), bundle: .main)
                .map(\.message) == ["Choose no more than 1"])
    }

    @Test func aCycleNeverLoopsAndItsControlsAreHidden() {
        // A spec with a cycle does not compile; the logic still answers, at once.
        let logic = Self.logic([
            Self.toggle("a", visibleWhen: Self.on("b")), Self.toggle("b", visibleWhen: Self.on("a")),
            Self.toggle("c", visibleWhen: .test(control: "c", .isNot("on"))),
        ])
        let answers = Self.answers([.a: .on(true), .b: .on(true), .c: .on(true)])
        #expect(!logic.isVisible(.a, answers: answers) && !logic.isVisible(.b, answers: answers))
        #expect(logic.isVisible(.c, answers: answers))  // itself unseen while decided: none `isNot: on`
    }

    @Test func aLongChainIsDecidedWithoutDeepRecursion() {
        let count = 20_000
        let controls = (0..<count).map { index in
            Self.toggle("t\(index)", visibleWhen: index == 0 ? nil : Self.on("t\(index - 1)"))
        }
        let logic = FormLogic<Chain>(
            FormDefinition(controls: controls, extensions: [:], id: "f", locale: "en_GB", title: nil), table: "Forms")
        #expect(logic.isVisible(Chain(rawValue: "t\(count - 1)")) { _ in .on(true) })
        #expect(!logic.isVisible(Chain(rawValue: "t\(count - 1)")) { $0.rawValue == "t5" ? .on(false) : .on(true) })
    }

    /// Controls named by any id.
    private struct Chain: RawRepresentable, Hashable, Sendable {
        var rawValue: String
    }
}
