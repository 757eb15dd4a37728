import FormSpecYAML
import Testing

@testable import FormSpec

/// The form's logic as an author writes it: `required`, the sizes of a selection and the
/// conditions, decoded into the form's model, and every mistake in them reported where it is.
@Suite struct LogicDecodingTests {
    private func check(_ controls: String) -> (source: MarkedSource, diagnostics: [Diagnostic]) {
        let source = MarkedSource(ExampleSpec.form(controls))
        return (source, Compiler().check(SourceFile(name: "t.form.yaml", bytes: source.bytes)))
    }

    /// A sign-up form whose every logic key is written once.
    static let signUp = """
          - type: radioGroup
            id: ticket
            label: Ticket
            items:
              - {id: regular, label: Regular}
              - {id: student, label: Student}
          - type: toggle
            id: newsletter
            label: Newsletter
          - type: checkbox
            id: student-id
            label: I have a student ID
            required: true
            requiredMessage: Show your student ID at the door
            visibleWhen: {control: ticket, is: student}
          - type: checkboxGroup
            id: diet
            label: Diet
            minSelected: 1
            minSelectedMessage: Pick one
            maxSelected: 2
            maxSelectedMessage: Two at most
            enabledWhen: {all: [{control: ticket, answered: true}, {not: {control: newsletter, isNot: on}}]}
            requiredWhen: {any: [{control: student-id, is: on}, {control: ticket, is: regular}]}
            items:
              - {id: vegan, label: Vegan, enabledWhen: {control: newsletter, is: off}}
              - {id: halal, label: Halal}
          - type: calendar
            id: days
            label: Days
            dates: [2026-05-01, 2026-05-02]
            visibleWhen: {control: diet, includes: vegan}
            enabledWhen: {control: diet, excludes: halal}
          - type: toggle
            id: last
            label: Last
            visibleWhen: {control: days, includes: 2026-05-02}
        """

    @Test func everyKeyIsDecodedIntoTheFormsLogicEitherWay() throws {
        let source = SourceFile(name: "t.form.yaml", bytes: Array(ExampleSpec.form(Self.signUp).utf8))
        let compiled = Compiler().compile(source)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let form = try #require(compiled.form)
        #expect(form == Compiler(draftsSpecsWithErrors: true).compile(source).form)
        #expect(form.logic.map(\.control) == [2, 3, 4, 5])
        var studentID = try #require(ControlLogic(control: 2, LogicSyntax(), items: []))
        studentID.required = true
        studentID.requiredMessage = "Show your student ID at the door"
        studentID.visibleWhen = .test(control: "ticket", .is("student"))
        #expect(form.logic[0] == studentID)
        let diet = form.logic[1]
        #expect(diet.required == false)
        #expect(diet.minSelected == 1 && diet.maxSelected == 2)
        #expect(diet.minSelectedMessage == "Pick one" && diet.maxSelectedMessage == "Two at most")
        #expect(
            diet.enabledWhen
                == .all([
                    .test(control: "ticket", .answered(true)), .not(.test(control: "newsletter", .isNot("on"))),
                ]))
        #expect(
            diet.requiredWhen
                == .any([.test(control: "student-id", .is("on")), .test(control: "ticket", .is("regular"))]))
        #expect(diet.itemsEnabledWhen == [.init(item: "vegan", condition: .test(control: "newsletter", .is("off")))])
        #expect(form.logic[2].visibleWhen == .test(control: "diet", .includes("vegan")))
        #expect(form.logic[2].enabledWhen == .test(control: "diet", .excludes("halal")))
        #expect(form.logic[3].visibleWhen == .test(control: "days", .includes("2026-05-02")))
    }

    @Test func aFormWithoutLogicHasNone() throws {
        let source = SourceFile(
            name: "t.form.yaml", bytes: Array(ExampleSpec.form("  - type: toggle\n    id: a\n    label: A").utf8))
        #expect(try #require(Compiler().compile(source).form).logic.isEmpty)
    }

    @Test func misspeltConditionKeysGetTheirDidYouMean() throws {
        let (source, diagnostics) = check(
            "  - type: toggle\n    id: a\n    label: A\n    visibleWhen: {1️⃣contrl: b, 2️⃣iss: on}\n  - type: toggle\n    id: b\n    label: B"
        )
        #expect(diagnostics.map(\.id) == [.specUnknownKey, .specUnknownKey])
        #expect(diagnostics.map(\.range.start) == [source.location(1), source.location(2)])
        #expect(diagnostics.flatMap(\.fixIts).map(\.replacement) == ["control", "is"])
    }

    @Test func aMisspeltLogicKeyGetsItsDidYouMean() throws {
        let (source, diagnostics) = check(
            "  - type: toggle\n    id: a\n    label: A\n    1️⃣visibleWhn: {control: b, is: on}")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.id == .specUnknownKey)
        #expect(diagnostic.range.start == source.location(1))
        #expect(diagnostic.fixIts.map(\.replacement) == ["visibleWhen"])
    }

    @Test func aBooleanAnswerIsOnOrOff() throws {
        let (source, diagnostics) = check(
            "  - type: toggle\n    id: a\n    label: A\n    enabledWhen: {control: b, is: 1️⃣true}")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == .specTypeMismatch)
        #expect(diagnostic.range.start == source.location(1))
        #expect(diagnostic.fixIts.map(\.replacement) == ["on"])
    }

    @Test(arguments: [
        ("{control: b, is: on, includes: x}", "a condition holds one test, not 'is' and 'includes'"),
        ("{control: b}", "a condition on a control needs one test"),
        ("{all: [{control: b, is: on}], control: b}", "a condition that combines others holds 'all' alone"),
        ("{any: []}", "'any' is empty"),
        ("[control, b]", "takes a condition (a mapping such as {control: ID, is: ANSWER})"),
        ("{is: on}", "a condition needs 'control'"),
        ("{control: b, answered: yes}", "'answered' takes a boolean"),
    ])
    func eachMistakeInAConditionIsReportedAtIt(condition: String, message: String) throws {
        let (source, diagnostics) = check("  - type: toggle\n    id: a\n    label: A\n    requiredWhen: 1️⃣\(condition)")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(diagnostic.range.start.line == source.location(1).line)
    }

    @Test func conditionsNestAtMostTheirDepth() throws {
        let depth = SyntaxDecoder.maximumConditionDepth
        let fits =
            String(repeating: "{not: ", count: depth - 1) + "{control: b, is: on}"
            + String(repeating: "}", count: depth - 1)
        let other = "\n  - type: toggle\n    id: b\n    label: B"
        #expect(
            check("  - type: toggle\n    id: a\n    label: A\n    visibleWhen: \(fits)" + other).diagnostics.isEmpty)
        let deep =
            String(repeating: "{not: ", count: depth) + "{control: b, is: on}" + String(repeating: "}", count: depth)
        let (_, diagnostics) = check("  - type: toggle\n    id: a\n    label: A\n    visibleWhen: \(deep)")
        #expect(diagnostics.map(\.id) == [.specInvalidValue])
        #expect(diagnostics.first?.message.contains("at most \(depth) levels deep") == true)
    }

    @Test func selectionSizesBelongToCheckboxGroupsAndCalendars() throws {
        let (source, diagnostics) = check(
            "  - type: toggle\n    id: a\n    label: A\n    1️⃣maxSelected: 2\n  - type: calendar\n    id: c\n    label: C\n    dates: [2026-05-01]\n    minSelected: 2️⃣-1"
        )
        #expect(diagnostics.map(\.id) == [.specUnknownKey, .specInvalidValue])
        #expect(diagnostics.map(\.range.start) == [source.location(1), source.location(2)])
        #expect(diagnostics.first?.message.contains("a key of checkboxGroup and calendar") == true)
    }

    @Test func eachTypeSaysItsAnswersAndWhatRequiredDemands() throws {
        let source = SourceFile(
            name: "t.form.yaml",
            bytes: Array(
                ExampleSpec.form(
                    Self.signUp + """

                          - type: checkbox
                            id: three
                            threeState: true
                            label: Three
                          - type: sparkCheckbox
                            id: spark
                            label: Spark
                          - type: radioButton
                            id: button
                            label: Button
                        """
                ).utf8))
        var decoder = SyntaxDecoder(bytes: source.bytes, collector: DiagnosticCollector(file: "t.form.yaml"))
        let root = try #require(YAMLParser.parse(source.bytes).root)
        let form = try #require(decoder.form(root) { decoder, items in decoder.decodeEach(items) { $0.control($1) } })
        let answers = form.controls.compactMap { control in control.type?.value.answers.answers(of: control) }
        #expect(
            answers.map(\.words) == [
                ["regular", "student"], ["on", "off"], ["off", "on"], [], [], ["on", "off"], ["off", "clear", "on"],
                ["selected", "unselected", "indeterminate"], ["on", "off"],
            ])
        #expect(
            answers.map(\.members) == [
                nil, nil, nil, ["vegan", "halal"], ["2026-05-01", "2026-05-02"], nil, nil, nil, nil,
            ])
        #expect(
            answers.map(\.requirement.description) == [
                "a selection", "on", "on", "at least one item", "at least one date", "on", "on", "selected", "on",
            ])
    }
}
