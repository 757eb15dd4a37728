import FormSpec
import FormSpecYAML
import Testing

/// The Swift names of ids, and `codegen.name-collision` when two ids give one name.
@Suite struct SwiftNamesTests {
    @Test(arguments: [
        ("accept-terms", "acceptTerms"), ("accept_terms", "acceptTerms"), ("step.2fa", "step2fa"), ("a--b", "aB"),
        ("URL-field", "uRLField"), ("wifi", "wifi"), ("default", "`default`"), ("class", "`class`"), ("self", "self_"),
        ("init", "init_"), ("x-", "x"), ("controls", "controls_"), ("form", "form_"),
    ])
    func controlNames(id: String, name: String) {
        #expect(SwiftNames.control(id) == name)
    }

    @Test func itemNamesKeepTheEnumsOwnMembersFree() {
        #expect(SwiftNames.item("all-cases") == "allCases_")
        #expect(SwiftNames.item("raw_value") == "rawValue_")
        #expect(SwiftNames.item("controls") == "controls", "only a form's enum declares controls")
        #expect(SwiftNames.item("extra-cheese") == "extraCheese")
    }

    @Test func selectionNamesEndWithSelection() {
        #expect(SwiftNames.selection(ofGroup: "size") == "sizeSelection")
        #expect(SwiftNames.selection(ofGroup: "default") == "defaultSelection", "no keyword ends so")
        #expect(SwiftNames.selection(ofGroup: "controls") == "controlsSelection")
        #expect(SwiftNames.control("size", suffix: "") == SwiftNames.control("size"))
        #expect(SwiftNames.control("i", suffix: "f") == "`if`", "a suffix that makes a keyword")
    }

    /// A control named as a group's typed selection collides with it, at the second of the two.
    @Test func aControlNamedAsASelectionCollides() throws {
        let spec = """
            formspec: 1
            id: f
            controls:
              - {type: toggle, id: size-selection, label: A}
              - {type: radioGroup, id: size, label: B, items: [{id: s, label: S}]}
              - {type: checkboxGroup, id: extras, label: C, items: [{id: c, label: C}]}
              - {type: toggle, id: extras_selection, label: D}
              - {type: toggle, id: sizes-selection, label: E}

            """
        let diagnostics = Compiler(checksSwiftNames: true).check(
            SourceFile(name: "f.form.yaml", bytes: Array(spec.utf8)))
        #expect(diagnostics.map(\.id) == [.codegenNameCollision, .codegenNameCollision])
        let before = try #require(diagnostics.first)
        #expect(
            before.message
                == "the control 'size-selection' becomes the Swift name 'sizeSelection', which the group 'size' gives the constant of its declared selection; rename one of them"
        )
        #expect(before.range.start.line == 5)
        #expect(before.notes.map(\.message) == ["'size-selection' is here"])
        let after = try #require(diagnostics.last)
        #expect(after.range.start.line == 7)
        #expect(after.notes.map(\.message) == ["'extras' is here"])
        #expect(Compiler().check(SourceFile(name: "f.form.yaml", bytes: Array(spec.utf8))).isEmpty)
    }

    @Test func typeNames() {
        #expect(SwiftNames.form("event-signup") == "EventSignupForm")
        #expect(SwiftNames.form("self") == "SelfForm")
        #expect(SwiftNames.items(ofGroup: "toppings") == "ToppingsItem")
        #expect(SwiftNames.items(ofGroup: "pizza.toppings_2") == "PizzaToppings2Item")
    }

    @Test func stringLiterals() {
        #expect(SwiftNames.stringLiteral("Say \"hi\"\\ \u{1}\n\t\u{2028}é") == #""Say \"hi\"\\ \u{1}\n\t\u{2028}é""#)
        #expect(SwiftNames.stringLiteral("\\(x)") == #""\\(x)""#, "no interpolation")
    }

    /// Swift refuses DEL and the C0 controls in a literal; C1 and bidirectional controls would hide
    /// in it or reorder the line: all are escaped, whatever else the text holds.
    @Test func stringLiteralsEscapeControlAndBidirectionalCharacters() {
        #expect(SwiftNames.stringLiteral("a\u{7F}b") == #""a\u{7F}b""#)
        #expect(SwiftNames.stringLiteral("\u{80}\u{85}\u{9F}") == #""\u{80}\u{85}\u{9F}""#)
        #expect(SwiftNames.stringLiteral("Pay \u{202E}ecnalab\u{202C} é") == #""Pay \u{202E}ecnalab\u{202C} é""#)
        #expect(
            SwiftNames.stringLiteral("\u{2066}\u{2067}\u{2068}\u{2069}\u{202A}\u{202B}\u{202D}")
                == #""\u{2066}\u{2067}\u{2068}\u{2069}\u{202A}\u{202B}\u{202D}""#)
        // Neighbours and the marks right-to-left text uses stay as they are.
        #expect(
            SwiftNames.stringLiteral("\u{A0}\u{2027}\u{202F}\u{200F}— ’") == "\"\u{A0}\u{2027}\u{202F}\u{200F}— ’\"")
    }

    /// The Swift writer copies a JSON string without an escape as its literal: that is right
    /// only if the JSON escapes every character a literal does, and it does (no fewer, no more).
    @Test func aLiteralEscapesWhatTheJSONEscapes() throws {
        for value in Array(0...0xD7FF) + Array(0xE000...0xFFFF) + [0x1F600] {
            let text = "a" + String(Character(try #require(Unicode.Scalar(value)))) + "b"
            let literalEscapes = SwiftNames.stringLiteral(text) != "\"" + text + "\""
            let jsonEscapes = JSONWriter.write(.string(text)) != "\"" + text + "\"\n"
            #expect(literalEscapes == jsonEscapes, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    /// A `//` comment holds a spec's file name on its line, whatever the name holds.
    @Test func commentTextStaysOnItsLine() {
        #expect(SwiftNames.commentText("signup.form.yaml") == "signup.form.yaml")
        #expect(
            SwiftNames.commentText("a\nimport Evil\r\u{2028}\u{202E}.yaml")
                == #"a\u{0A}import Evil\u{0D}\u{2028}\u{202E}.yaml"#)
    }

    static let colliding = MarkedSource(
        """
        formspec: 1
        id: signup
        controls:
          - {type: checkbox, id: 1️⃣accept-terms, label: A}
          - {type: checkbox, id: 2️⃣accept_terms, label: B}
          - type: radioGroup
            id: plan
            label: Plan
            items:
              - {id: 3️⃣pro-plan, label: Pro}
              - {id: 4️⃣pro_plan, label: Pro too}
          - {type: toggle, id: 5️⃣controls, label: C}

        """)

    @Test func collisionsAreErrorsOnlyWhenCodeIsGenerated() throws {
        let source = SourceFile(name: "signup.form.yaml", bytes: Array(Self.colliding.text.utf8))
        #expect(Compiler().check(source).isEmpty, "JSON keeps ids as written: nothing to report")

        let diagnostics = Compiler(checksSwiftNames: true).check(source)
        #expect(diagnostics.map(\.id) == [.codegenNameCollision, .codegenNameCollision])
        let controls = try #require(diagnostics.first)
        #expect(
            controls.message
                == "'accept_terms' and 'accept-terms' both become the Swift name 'acceptTerms', and controls need names of their own; rename one of them"
        )
        #expect(controls.range.start == Self.colliding.location(2))
        #expect(controls.notes.map(\.message) == ["'accept-terms' is here"])
        #expect(controls.notes.first?.range.start == Self.colliding.location(1))
        let items = try #require(diagnostics.last)
        #expect(
            items.message.hasPrefix(
                "'pro_plan' and 'pro-plan' both become the Swift name 'proPlan', and items of a group need"))
        #expect(items.range.start == Self.colliding.location(4))
        #expect(items.notes.first?.range.start == Self.colliding.location(3))
        #expect(Compiler(checksSwiftNames: true).compile(source).form == nil, "an error: no output")
    }

    @Test func aDuplicateIDIsNotAlsoACollision() {
        let spec =
            "formspec: 1\nid: f\ncontrols:\n  - {type: toggle, id: a, label: A}\n  - {type: toggle, id: a, label: B}\n"
        let diagnostics = Compiler(checksSwiftNames: true).check(
            SourceFile(name: "f.form.yaml", bytes: Array(spec.utf8)))
        #expect(diagnostics.map(\.id) == [.formDuplicateID])
    }
}
