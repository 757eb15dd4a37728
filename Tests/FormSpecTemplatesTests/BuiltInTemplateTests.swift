import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Foundation
import Testing

/// The built-in `swift` template is the Stencil version of the Swift writer: rendered, it gives
/// the writer's bytes for every sample and compile golden, so the template a team copies is the
/// output they know.
@Suite struct BuiltInTemplateTests {
    static let specs: [String] = {
        let root = FormSpecTestSupport.packageDirectory
        let samples =
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples").path)) ?? [])
            .filter { $0.hasSuffix(".form.yaml") }.map { "Samples/" + $0 }
        let goldens =
            ((try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("Tests/FormSpecTests/Goldens/compile").path)) ?? [])
            .map { "Tests/FormSpecTests/Goldens/compile/\($0)/input.form.yaml" }
        return (samples + goldens).sorted()
    }()

    @Test(.tags(.exhaustive), .skippedInQuickLoop, arguments: specs)
    func theSwiftTemplateRendersTheWritersBytes(path: String) throws {
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        guard let form = Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form
        else { return }
        let template = CodeTemplate.builtIn(.swift)
        let rendered = try template.render(form, specPath: path).get()
        #expect(rendered == form.swift(spec: path))
        #expect(try template.render(form, specPath: path).get() == rendered, "the same bytes twice")
    }

    /// The screen templates `formspec templates print` shows (`uikit`, `swiftui`) are starting
    /// points, not the compiler's bytes: each renders for every sample and compile golden, with
    /// the default strings table and others, reads no name its context lacks, and begins with the
    /// `swift` output's form (CI builds what they render against the components' sources:
    /// `Tests/GeneratedSwift`).
    @Test(.tags(.exhaustive), .skippedInQuickLoop, arguments: [BuiltInTemplate.uikit, .swiftui], specs)
    func theScreenStartersRenderForEverySpec(template: BuiltInTemplate, path: String) throws {
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        guard let form = Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form
        else { return }
        let starter = CodeTemplate.builtIn(template)
        #expect(starter.undefinedNames() == [])
        for table in [CompileOptions.defaultStringsTable, "Checkout-2.fr", "Sign-up \"forms\""] {
            // The form's logic reads its messages from the table.
            let swift = Self.written(.swift, form, spec: path, stringsTable: table)
            let formEnum = try #require(swift.range(of: "\n/// The form `")).lowerBound
            let rendered = try starter.render(form, specPath: path, stringsTable: table).get()
            #expect(rendered.contains(String(swift[formEnum...])), "the swift output's form, then the screen")
            #expect(rendered.contains("\nextension \(SwiftNames.form(form.id)) {\n"), "table \(table)")
        }
    }

    /// What the compiler writes for `form` with the built-in `template`.
    static func written(
        _ template: BuiltInTemplate, _ form: FormModel, spec: String,
        stringsTable: String = CompileOptions.defaultStringsTable
    ) -> String {
        var output = OutputBuffer()
        template.write(
            form, spec: spec, options: CompileOptions(stringsTable: stringsTable), into: &output
        )
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// What the compiler writes for `form` with the `uikit` template.
    static func uikit(
        _ form: FormModel, spec: String, stringsTable: String = CompileOptions.defaultStringsTable
    ) -> String {
        written(.uikit, form, spec: spec, stringsTable: stringsTable)
    }

    /// The `uikit` output of the spec `spec` (YAML text).
    static func uikit(ofSpec spec: String) throws -> String {
        let form = try #require(Compiler().compile(SourceFile(name: "prefs.form.yaml", bytes: Array(spec.utf8))).form)
        return uikit(form, spec: "prefs.form.yaml")
    }

    /// A spec's file name goes into the first line's comment: a line break or a bidirectional
    /// control in it is escaped there, by the writer and the templates alike.
    @Test func aFileNameStaysInItsComment() throws {
        let path = "Tests/FormSpecTests/Goldens/compile/hidden-characters/input.form.yaml"
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        let form = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form)
        let name = "Forms/a\nimport Evil\u{202E}.form.yaml"
        let written = form.swift(spec: name)
        #expect(written.hasPrefix("// Generated by FormSpec from a\\u{0A}import Evil\\u{202E}.form.yaml: do not edit;"))
        #expect(!written.contains("\nimport Evil"))
        #expect(try CodeTemplate.builtIn(.swift).render(form, specPath: name).get() == written)
        let factory = Self.uikit(form, spec: name)
        #expect(factory.hasPrefix("// Generated by FormSpec from a\\u{0A}import Evil\\u{202E}.form.yaml: do not edit;"))
    }

    /// The `uikit` output of samples that use every control type, compared with golden files
    /// (`UIKitGoldens/NAME.swift`), and of a spec whose every control has a name `FormControls`
    /// keeps for itself; CI type-checks the output of every sample against the components.
    @Test(arguments: ["checkbox-demo", "signup", "spark-selection", "booking-colors", "reserved-names"])
    func uikitScreens(sample: String) throws {
        let path =
            sample == "reserved-names"
            ? "Tests/FormSpecTemplatesTests/UIKitGoldens/reserved-names.form.yaml" : "Samples/\(sample).form.yaml"
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        let form = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form)
        assertFileContents(
            Self.uikit(form, spec: path),
            at: FormSpecTestSupport.packageDirectory.appendingPathComponent(
                "Tests/FormSpecTemplatesTests/UIKitGoldens/\(sample).swift"))
    }

    /// Building a form fires no haptic: an RVS_Checkbox is made with its haptics off until it is
    /// built, and its state, in `init` and in `apply(_:)`, is set with `setState(_:animated:)`,
    /// never by assigning `checkboxState`, `isOn` or `value` (each ticks while the box has haptics).
    @Test(arguments: ["checkbox-demo", "signup"])
    func aCheckboxIsBuiltWithoutAHaptic(sample: String) throws {
        let path = "Samples/\(sample).form.yaml"
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        let form = try #require(Compiler().compile(SourceFile(name: path, bytes: Array(bytes))).form)
        let written = Self.uikit(form, spec: path)
        let lines = written.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let boxes = lines.filter { $0.hasSuffix(" = RVS_Checkbox(frame: .zero)") }.map {
            $0.components(separatedBy: " = ")[0]
        }
        #expect(!boxes.isEmpty)
        for box in boxes {
            let made = try #require(lines.firstIndex(of: "\(box) = RVS_Checkbox(frame: .zero)"))
            let body = lines[(made + 1)...].prefix {
                $0.hasPrefix("\(box).") || $0.hasPrefix("switch ") || $0.hasPrefix("case .") || $0 == "}"
            }
            #expect(body.first == "\(box).useHaptics = false", "haptics are off before anything is set")
            #expect(body.last?.hasPrefix("\(box).useHaptics = ") == true, "and back as declared once built")
            let states = body.filter { $0.contains("\(box).setState(") }
            #expect(!states.isEmpty && states.allSatisfy { $0.hasSuffix(", animated: false)") })
            for assignment in [".checkboxState =", ".isOn =", ".value ="] {
                #expect(!lines.contains { $0.hasPrefix("\(box)\(assignment)") }, "\(assignment) ticks a haptic")
            }
        }
        let apply = try #require(written.components(separatedBy: "public func apply(_ values: Values) {\n").last)
        for box in boxes {
            #expect(apply.contains("\(box).setState("), "apply(_:) sets the state without a haptic too")
        }
    }

    /// VoiceOver hears every group's name, even one labelled only by its `title` (which
    /// `a11y.missing-label` accepts): the group is a semantic group with that label, read from the
    /// strings table. Spark's groups are plain `UIControl`s that expose no label of their own.
    @Test func aGroupLabelledByItsTitleIsNamedToVoiceOver() throws {
        let written = try Self.uikit(
            ofSpec: """
                formspec: 1
                id: prefs
                controls:
                  - type: checkboxGroup
                    id: topics
                    title: Topics
                    items: [{id: swift, label: Swift}]
                  - type: radioGroup
                    id: size
                    label: Size
                    title: Pick one
                    items: [{id: s, label: Small}]
                  - type: checkboxGroup
                    id: extras
                    title: Extras
                    accessibilityLabel: Extra options
                    items: [{id: a, label: A}]

                """)
        for (group, key, text) in [
            ("topics", "prefs.topics.title", "Topics"), ("size", "prefs.size.label", "Size"),
            ("extras", "prefs.extras.accessibilityLabel", "Extra options"),
        ] {
            #expect(written.contains("            \(group).accessibilityContainerType = .semanticGroup\n"))
            #expect(
                written.contains(
                    "            \(group).accessibilityLabel = String(localized: \"\(key)\", defaultValue: \"\(text)\", table: \"Forms\", bundle: bundle, comment: "
                ), "\(group)")
        }
        #expect(!written.contains("accessibilityLabel = nil"))
    }

    /// An item's accessibility label is never shown as its visible text: the item shows its label
    /// (none without one), and its own accessibility label is set on its view for VoiceOver.
    @Test func anItemsAccessibilityLabelIsNeverItsVisibleText() throws {
        let written = try Self.uikit(
            ofSpec: """
                formspec: 1
                id: prefs
                controls:
                  - type: radioGroup
                    id: size
                    label: Size
                    items:
                      - {id: s, label: S, accessibilityLabel: Small}
                      - {id: m, label: M}
                      - {id: l, accessibilityLabel: Large}

                """)
        func localized(_ key: String, _ text: String) -> String {
            "String(localized: \"prefs.size.\(key)\", defaultValue: \"\(text)\", table: \"Forms\", bundle: bundle, comment: "
        }
        #expect(written.contains("RadioGroupUIItem(id: .s, text: \(localized("s.label", "S"))"))
        #expect(written.contains("RadioGroupUIItem(id: .m, text: \(localized("m.label", "M"))"))
        #expect(written.contains("RadioGroupUIItem(id: .l, text: \"\", isEnabled: true),\n"))
        #expect(!written.contains("text: \(localized("s.accessibilityLabel", "Small"))"))
        #expect(!written.contains("text: \(localized("l.accessibilityLabel", "Large"))"))
        #expect(
            written.contains("size.radioButtons[0].accessibilityLabel = \(localized("s.accessibilityLabel", "Small"))"))
        #expect(
            written.contains("size.radioButtons[2].accessibilityLabel = \(localized("l.accessibilityLabel", "Large"))"))
        #expect(!written.contains("size.radioButtons[1]"))
    }

    /// Every text a person reads comes through `String(localized:)` from the configured strings
    /// table, and each control is enabled as the form's `Values` decide (a disabled one too).
    @Test func textsAreLocalizedAndDisabledControlsDisabled() throws {
        let spec = """
            formspec: 1
            id: prefs
            controls:
              - {type: toggle, id: news, label: News, enabled: false}
              - {type: checkbox, id: terms, label: Terms, accessibilityLabel: Accept the terms}
              - {type: sparkCheckbox, id: gift, label: Gift, enabled: false}
              - {type: radioButton, id: pickup, label: Pick up, enabled: false}
              - {type: checkboxGroup, id: extras, label: Extras, enabled: false, items: [{id: a, label: A}]}

            """
        let form = try #require(Compiler().compile(SourceFile(name: "prefs.form.yaml", bytes: Array(spec.utf8))).form)
        let written = Self.uikit(form, spec: "prefs.form.yaml", stringsTable: "Shop")
        for text in ["News", "Gift", "Pick up", "Accept the terms", "A", "Extras"] {
            #expect(
                written.contains("defaultValue: \"\(text)\", table: \"Shop\", bundle: bundle, comment: "), "\(text)")
        }
        #expect(!written.contains("table: \"Forms\""))
        for control in ["news", "terms", "gift", "pickup"] {
            #expect(
                written.contains("            \(control).isEnabled = values.isEnabled(Control.\(control))\n"),
                "\(control)")
        }
        #expect(written.contains("            extras.checkboxes[index].isEnabled = values.isEnabled(item)\n"))
        #expect(!written.contains("isEnabled = false") && !written.contains("isEnabled = true"))
    }

    /// The `uikit` form obeys the form's logic live, through its `Values` alone: `showLogic()` when
    /// the class is made, when `formView` is laid out, after a person's change and in `apply(_:)`;
    /// each control shown, marked and enabled as `Values` decide, its labels dimmed with it, each
    /// in a field of `formView`; `attemptSubmit()` shows the issues; and the screen writes no
    /// condition of its own.
    @Test func theUIKitFormObeysTheLogic() throws {
        let path = "Samples/signup.form.yaml"
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        let form = try #require(Compiler().compile(SourceFile(name: path, bytes: Array(bytes))).form)
        let written = Self.uikit(form, spec: path)
        let screen = try #require(written.components(separatedBy: "public final class FormControls {").last)
        #expect(
            screen.components(separatedBy: "            showLogic()\n").count == 5 + 1,
            "init, apply, layOut, a change, attemptSubmit")
        #expect(
            screen.contains(
                "        private func valuesChanged() {\n            showLogic()\n            onChange?(values)\n"))
        #expect(
            screen.contains("            showsIssues = true\n            showLogic()\n            return canSubmit\n"))
        #expect(screen.contains("        public var canSubmit: Bool { values.canSubmit }\n"))
        for control in form.controls {
            let name = SwiftNames.control(control.id)
            #expect(screen.contains("            showLogic(of: .\(name), on: \(name), values, issues)\n"), "\(name)")
            #expect(screen.components(separatedBy: "                field(.\(name), ").count == 2, "\(name)")
        }
        for line in [
            "studentId.isEnabled = values.isEnabled(Control.studentId)",
            "workshop.isEnabled = values.isEnabled(Control.workshop)",
            "workshopDay.isUserInteractionEnabled = values.isEnabled(Control.workshopDay)",
            "labels.workshopDayLabel.isEnabled = values.isEnabled(Control.workshopDay)",
            "ticket.radioButtons[index].isEnabled = values.isEnabled(item)",
            "dietary.checkboxes[index].accessibilityHint = dietary.accessibilityHint",
        ] {
            #expect(screen.contains("            \(line)\n"), "\(line)")
        }
        #expect(screen.contains("let issues = showsIssues ? Self.messages(of: values.issues(bundle: bundle)) : [:]\n"))
        #expect(!screen.contains("FormCondition") && !screen.contains("visibleWhen"))
    }

    @Test func everyBuiltInTemplateParses() {
        for template in BuiltInTemplate.allCases {
            #expect(throws: Never.self) { try CodeTemplate.parse(CodeTemplate.builtIn(template).source).get() }
        }
    }
}
