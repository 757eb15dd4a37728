import FormSpecYAML
import Testing

@testable import FormSpec

/// The components' own property names (`isThreeState`, `onImage`, `showYearHeaders`): each table
/// names keys that exist where it is read, and each name, written in a spec, gets the FormSpec key
/// it stands for, with a fix-it that writes a known key.
@Suite struct ComponentNameTests {
    /// Every component name of every mapping that has some, with a spec that holds it: the
    /// controls' (with the names all controls share), the group items' and the calendar dates'.
    static let cases: [(label: String, name: ComponentName, spec: String)] = {
        var cases: [(String, ComponentName, String)] = []
        for type in ControlType.allCases {
            for name in type.componentNames.all {
                let value = name.meaningIsBoolean ? "true" : "x"
                let label = name.target == ControlKey.label.rawValue ? "" : "\n    label: C"
                cases.append(
                    (
                        "\(type.rawValue).\(name.name)", name,
                        ExampleSpec.form("  - type: \(type.rawValue)\n    id: c\(label)\n    1️⃣\(name.name): \(value)")
                    ))
            }
        }
        for name in GroupItemComponentNames.names.all {
            let label = name.target == GroupItemKey.label.rawValue ? "" : "label: A, "
            cases.append(
                (
                    "item.\(name.name)", name,
                    ExampleSpec.form(
                        """
                          - type: checkboxGroup
                            id: g
                            label: G
                            items:
                              - {id: a, \(label)1️⃣\(name.name): x}
                        """)
                ))
        }
        for name in CalendarDefinition.dateComponentNames.all {
            cases.append(
                (
                    "date.\(name.name)", name,
                    ExampleSpec.form(
                        """
                          - type: calendar
                            id: c
                            label: C
                            dates:
                              - {date: 2026-11-05, 1️⃣\(name.name): true}
                        """)
                ))
        }
        return cases
    }()

    @Test func theTablesCoverTheComponents() {
        let names = Set(Self.cases.map(\.label))
        for expected in [
            "checkbox.isThreeState", "checkbox.useThreeState", "checkbox.checkboxState", "checkbox.isOn",
            "checkbox.tintColor",
            "checkbox.useHaptics", "checkbox.isUsingSFSymbols", "checkbox.onImage", "checkbox.offImage",
            "checkbox.clearImage",
            "toggle.isOn", "toggle.text", "sparkCheckbox.selectionState", "sparkCheckbox.isSelected",
            "sparkCheckbox.checkboxState",
            "radioButton.isSelected", "radioButton.attributedText", "checkboxGroup.selectedIDs",
            "radioGroup.selectedID",
            "calendar.setupData", "calendar.showsYearHeader", "calendar.showYearHeaders", "calendar.showMonthHeaders",
            "calendar.showWeekdayHeader", "calendar.dayFont", "calendar.weekdayFont", "calendar.yearHeaderFont",
            "calendar.tintColor", "calendar.monthHeaderBackgroundColor", "calendar.yearHeaderHeightInDisplayUnits",
            "calendar.readOnlyMode", "calendar.refCon", "calendar.isEnabled", "item.text", "item.isEnabled",
            "date.isSelected", "date.refCon",
        ] {
            #expect(names.contains(expected), "\(expected) is not in the tables")
        }
    }

    /// A name that is a key of its mapping would never be looked up.
    @Test func noNameIsAKeyOfItsMapping() {
        for type in ControlType.allCases {
            for name in type.componentNames.all {
                #expect(!type.keys.map(\.rawValue).contains(name.name), "\(name.name) is a key of \(type.rawValue)")
            }
        }
        for name in GroupItemComponentNames.names.all {
            #expect(GroupItemKey(rawValue: name.name) == nil)
        }
        for name in CalendarDefinition.dateComponentNames.all {
            #expect(CalendarDateKey(rawValue: name.name) == nil)
        }
    }

    /// Only names with a FormSpec equivalent on that control: a key of its own.
    @Test func eachControlNameStandsForAKeyOfItsType() {
        for type in ControlType.allCases {
            for name in type.componentNames.all {
                switch name.meaning {
                case .key(let key), .words(let key, _, _), .nested(let key, _):
                    #expect(ControlKey(rawValue: key).map(type.has) == true, "\(type.rawValue).\(name.name) → \(key)")
                case .extensionKey, .partOf:
                    break
                }
            }
        }
    }

    /// Each name is reported alone, as `spec.unknown-key` at the name, naming the key it stands
    /// for; applying its fix-it leaves a spec whose YAML reads and in which no key is unknown.
    @Test(arguments: cases.map(\.label))
    func eachNameGetsItsKey(label: String) throws {
        let (_, name, spec) = try #require(Self.cases.first { $0.label == label })
        let source = MarkedSource(spec)
        let diagnostics = Compiler().check(SourceFile(name: "t.yaml", bytes: source.bytes))
        let reported = diagnostics.filter { $0.range.start == source.location(1) }
        #expect(reported.map(\.id) == [.specUnknownKey], "\(diagnostics.map(\.message))")
        let diagnostic = try #require(reported.first)
        #expect(diagnostic.message.contains("'\(name.property)'"), "\(diagnostic.message)")
        switch name.meaning {
        case .key(let key), .words(let key, _, _):
            #expect(diagnostic.message.contains("did you mean '\(key)"))
        case .nested(let parent, let child):
            #expect(diagnostic.message.contains("did you mean '\(parent).\(child)'?"))
            #expect(diagnostic.message.contains("\(parent): {\(child): "))
        case .extensionKey:
            #expect(diagnostic.message.contains("did you mean 'x-\(name.name)'?"))
        case .partOf(let key, _):
            #expect(diagnostic.message.contains("'\(key): "))
        }
        if case .partOf = name.meaning {
            #expect(diagnostic.fixIts.isEmpty)
            #expect(
                !diagnostics.contains { $0.id == .specMissingKey }, "the date is written under other names, not missing"
            )
            return
        }
        #expect(!diagnostics.contains { $0.id == .a11yMissingLabel }, "\(diagnostics.map(\.message))")
        let fixIt = try #require(diagnostic.fixIts.first)
        let bytes = source.bytes
        let fixed =
            Array(bytes[..<fixIt.range.start.offset]) + Array(fixIt.replacement.utf8)
            + Array(bytes[fixIt.range.end.offset...])
        let after = Compiler().check(SourceFile(name: "t.yaml", bytes: fixed))
        #expect(
            !after.contains { $0.id == .specUnknownKey || $0.id.rawValue.hasPrefix("yaml.") }, "\(after.map(\.message))"
        )
    }

    @Test func aBooleanPropertyIsWrittenAsItsWord() throws {
        let source = MarkedSource(
            ExampleSpec.form("  - type: sparkCheckbox\n    id: c\n    label: C\n    1️⃣isSelected: false"))
        let diagnostics = Compiler().check(SourceFile(name: "t.yaml", bytes: source.bytes))
        let fixIt = try #require(diagnostics.first?.fixIts.first)
        #expect(fixIt.replacement == "state: unselected")
        #expect(diagnostics.first?.message.contains("did you mean 'state: unselected'?") == true)
    }

    /// Keys written one after the other become one flow mapping on the lines they held; with the
    /// parent written already, or a pair between them, there is no clean edit and no fix-it.
    @Test func nestedKeysMoveTogether() throws {
        let together = MarkedSource(
            ExampleSpec.form(
                """
                  - type: checkbox
                    id: c
                    label: C
                    1️⃣onImage: c-on
                    offImage: "c off"
                """))
        let diagnostics = Compiler().check(SourceFile(name: "t.yaml", bytes: together.bytes))
        #expect(diagnostics.count == 2)
        let fixIts = diagnostics.flatMap(\.fixIts)
        #expect(fixIts.count == 2 && fixIts[0] == fixIts[1], "either key's fix-it moves both")
        #expect(fixIts.first?.replacement == "images: {on: c-on,\n      off: \"c off\"}")
        #expect(fixIts.first?.range.start == together.location(1))

        for apart in [
            "    onImage: c-on\n    tint: systemRed\n    offImage: c-off",
            "    images: {rendering: original}\n    onImage: c-on",
            "    onImage: c-on # the ON image\n    offImage: c-off", "    onImage: |\n      c-on",
        ] {
            let spec = ExampleSpec.form("  - type: checkbox\n    id: c\n    label: C\n" + apart)
            let found = Compiler().check(SourceFile(name: "t.yaml", bytes: Array(spec.utf8)))
            #expect(found.allSatisfy { $0.fixIts.isEmpty }, "\(apart): \(found.flatMap(\.fixIts).map(\.replacement))")
            #expect(found.contains { $0.message.contains("'images'") })
        }
    }

    /// Plain text that a flow mapping would cut is quoted when it moves.
    @Test func movedTextStaysOneValue() throws {
        let spec = ExampleSpec.form("  - type: checkbox\n    id: c\n    label: C\n    onImage: on,checked")
        let diagnostics = Compiler().check(SourceFile(name: "t.yaml", bytes: Array(spec.utf8)))
        #expect(diagnostics.first?.fixIts.first?.replacement == "images: {on: \"on,checked\"}")
    }

    /// No fix-it writes a key twice: not when the key is written already, nor when two unknown
    /// keys stand for it.
    @Test func noFixItWritesAKeyTwice() throws {
        for keys in [
            "    tint: systemRed\n    tintColor: systemBlue", "    tintColor: systemBlue\n    tnit: systemRed",
            "    label: D\n    lable: C", "    isOn: true\n    checkboxState: on",
        ] {
            let spec = ExampleSpec.form(
                "  - type: checkbox\n    id: c\n" + keys + (keys.contains("label:") ? "" : "\n    label: C"))
            let diagnostics = Compiler().check(SourceFile(name: "t.yaml", bytes: Array(spec.utf8)))
            let unknown = diagnostics.filter { $0.id == .specUnknownKey }
            #expect(!unknown.isEmpty)
            #expect(unknown.allSatisfy { $0.fixIts.isEmpty }, "\(keys): \(unknown.map(\.message))")
            #expect(unknown.allSatisfy { $0.message.contains("keep one") }, "\(unknown.map(\.message))")
        }
    }

    /// A required key written under another name is one mistake: the unknown key alone.
    @Test func aRequiredKeyUnderAnotherNameIsNotAlsoMissing() throws {
        for spec in [
            ExampleSpec.form("  - type: toggle\n    idd: t\n    label: T"),
            ExampleSpec.form("  - type: calendar\n    id: c\n    label: C\n    setupData: [2026-11-05]"),
            ExampleSpec.form("  - type: radioGroup\n    id: r\n    label: R\n    itmes:\n      - {id: a, label: A}"),
            "formspec: 1\nid: x\ncontrol:\n  - {type: toggle, id: t, label: T}\n",
            "fromspec: 1\nid: x\ncontrols:\n  - {type: toggle, id: t, label: T}\n",
        ] {
            let diagnostics = Compiler().check(SourceFile(name: "t.yaml", bytes: Array(spec.utf8)))
            #expect(diagnostics.map(\.id) == [.specUnknownKey], "\(diagnostics.map(\.message))")
        }
    }
}

extension ComponentName {
    /// Whether the property is a boolean that FormSpec writes as a word.
    var meaningIsBoolean: Bool {
        if case .words = meaning { return true }
        return false
    }
}
