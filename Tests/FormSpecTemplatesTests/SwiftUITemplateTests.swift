import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Foundation
import Testing

/// The built-in `swiftui` template: a `FormView` per form, written by the compiler and equal to
/// its Stencil text, and what a person using the form would notice (VoiceOver's labels, texts
/// read from the strings table, disabled controls, no haptic while building).
@Suite struct SwiftUITemplateTests {
    /// The form of the spec at `path` in the package.
    static func form(at path: String) throws -> FormModel {
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        return try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form)
    }

    /// The form of the spec `text`.
    static func form(_ text: String) throws -> FormModel {
        try #require(Compiler().compile(SourceFile(name: "prefs.form.yaml", bytes: Array(text.utf8))).form)
    }

    /// The native output of `form` with the strings table `table`.
    static func written(_ form: FormModel, spec: String, table: String = CompileOptions.defaultStringsTable) -> String {
        BuiltInTemplateTests.written(.swiftui, form, spec: spec, stringsTable: table)
    }

    /// The output of samples that use every control type, compared with golden files.
    @Test(arguments: ["checkbox-demo", "signup", "spark-selection", "booking-colors"])
    func goldens(sample: String) throws {
        let path = "Samples/\(sample).form.yaml"
        assertFileContents(
            Self.written(try Self.form(at: path), spec: path),
            at: FormSpecTestSupport.packageDirectory.appendingPathComponent(
                "Tests/FormSpecTemplatesTests/SwiftUIGoldens/\(sample).swift"))
    }

    @Test func theSupportFile() {
        let support = BuiltInTemplate.swiftui.screen?.supportFile
        #expect(support?.name == "FormSpecSwiftUI.swift")
        assertFileContents(
            support?.text ?? "",
            at: FormSpecTestSupport.packageDirectory.appendingPathComponent(
                "Tests/FormSpecTemplatesTests/SwiftUIGoldens/FormSpecSwiftUI.swift"))
    }

    /// The support file builds an RVS_Checkbox without a haptic: haptics off first, the state
    /// set with `setState(_:animated: false)`, never assigned, the declared haptics last; and
    /// pushes the binding into the box the same way. Only a person's tap on the label assigns
    /// the state, as a touch on the box does (`RVS_Checkbox.endTracking`), haptic included.
    @Test func aCheckboxIsBuiltWithoutAHaptic() throws {
        let support = try #require(BuiltInTemplate.swiftui.screen?.supportFile?.text)
        let tap = """
                        func tap() {
                            guard let checkbox, checkbox.isEnabled else { return }
                            checkbox.checkboxState = checkbox.nextState
                            checkbox.sendActions(for: .valueChanged)
                            checkbox.sendActions(for: .primaryActionTriggered)
                        }

            """
        #expect(support.components(separatedBy: tap).count == 2, "a tap on the label is a touch on the box")
        let text = support.replacingOccurrences(of: tap, with: "")
        let make = try #require(
            text.components(separatedBy: "func makeUIView(context: Context) -> RVS_Checkbox {\n").last?
                .components(separatedBy: "return checkbox").first)
        let lines = make.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[1] == "checkbox.useHaptics = false")
        let setState = try #require(lines.firstIndex { $0.hasPrefix("checkbox.setState(") })
        #expect(lines[setState].hasSuffix(", animated: false)"))
        #expect(lines.firstIndex(of: "checkbox.useHaptics = control.haptics").map { $0 > setState } == true)
        for assignment in ["checkbox.checkboxState =", "checkbox.isOn =", "checkbox.value ="] {
            #expect(!text.contains(assignment), "\(assignment) ticks a haptic")
        }
        let update = try #require(
            text.components(separatedBy: "func updateUIView(_ checkbox: RVS_Checkbox, context: Context) {\n").last?
                .components(separatedBy: "\n                }\n").first)
        #expect(update.contains("checkbox.setState(Self.componentState(state), animated: false)"))
        #expect(!update.contains("state.wrappedValue"), "a view update never writes the binding")
        #expect(text.contains("#if canImport(SwiftUI) && canImport(RVS_Checkbox)\n"))
        #expect(text.contains("#if canImport(SwiftUI) && canImport(RVS_CalendarInput)\n"))
        #expect(!text.contains("#selector"))
    }

    /// Every text is read through `String(localized:)` from the configured table, with the
    /// spec's text as its default value; none is a `LocalizedStringKey` literal.
    @Test func textsAreReadFromTheStringsTable() throws {
        let path = "Samples/spark-selection.form.yaml"
        let written = Self.written(try Self.form(at: path), spec: path, table: "Checkout")
        let screen = try #require(written.components(separatedBy: "public struct FormView").last)
        #expect(
            screen.contains(
                "Text(String(localized: \"shipping-options.title\", defaultValue: \"Ship your item\", table: \"Checkout\", bundle: bundle, comment: \"The title of the form 'shipping-options'.\"))"
            ))
        #expect(
            screen.contains(
                "SparkToggle(String(localized: \"shipping-options.save-address.label\", defaultValue: \"Save this address for next time\", table: \"Checkout\", bundle: bundle, comment: \"The label of the toggle 'save-address' of the form 'shipping-options'.\"), theme: theme, isOn: $values.saveAddress)"
            ))
        #expect(!screen.contains("table: \"Forms\""))
        for literal in ["SparkToggle(\"", "SparkCheckbox(\"", "SparkRadioButton(\"", "title: \"", "Text(\""] {
            #expect(!screen.contains(literal), "\(literal) would be a LocalizedStringKey, not the table's text")
        }
    }

    /// VoiceOver: a group labelled only by its title is named by it; a group's accessibility label
    /// wins over its title; an item's accessibility-only label is never its visible text; a
    /// control without a visible label has its accessibility label.
    @Test func voiceOverLabels() throws {
        let form = try Self.form(
            """
            formspec: 1
            id: prefs
            controls:
              - type: checkboxGroup
                id: topics
                title: Topics
                items: [{id: swift, label: Swift}]
              - type: radioGroup
                id: size
                title: Pick one
                accessibilityLabel: Size
                items:
                  - {id: s, label: S, accessibilityLabel: Small}
                  - {id: m, label: M}
                  - {id: l, accessibilityLabel: Large}
              - type: toggle
                id: notify
                accessibilityLabel: Notify me

            """)
        let written = Self.written(form, spec: "prefs.form.yaml")
        func localized(_ key: String, _ text: String, _ comment: String) -> String {
            "String(localized: \"prefs.\(key)\", defaultValue: \"\(text)\", table: \"Forms\", bundle: bundle, comment: \"\(comment)\")"
        }
        let topics = localized("topics.title", "Topics", "The title of the checkboxGroup 'topics' of the form 'prefs'.")
        #expect(
            written.contains(
                ".accessibilityElement(children: .contain)\n                .accessibilityLabel(\(topics))\n"))
        let size = localized(
            "size.accessibilityLabel", "Size",
            "The accessibility label (what VoiceOver reads) of the radioGroup 'size' of the form 'prefs'.")
        #expect(
            written.contains(
                ".accessibilityElement(children: .contain)\n                .accessibilityLabel(\(size))\n"))
        let small = localized(
            "size.s.accessibilityLabel", "Small",
            "The accessibility label (what VoiceOver reads) of the item 's' of the radioGroup 'size' of the form 'prefs'."
        )
        let s = localized(
            "size.s.label", "S", "The label of the item 's' of the radioGroup 'size' of the form 'prefs'.")
        #expect(written.contains("RadioGroupItem(id: SizeItem.s, isEnabled: values.isEnabled(SizeItem.s)) {\n"))
        #expect(written.contains("Text(\(s)).accessibilityLabel(\(small))\n"))
        #expect(written.contains("RadioGroupItem(id: SizeItem.m, title: "))
        #expect(written.contains("Text(verbatim: \"\").accessibilityLabel("))
        #expect(!written.contains("title: \(small)") && !written.contains("Text(\(small))"))
        #expect(
            written.contains(
                "SparkToggle(theme: theme, isOn: $values.notify)\n                    .accessibilityLabel("))
        #expect(written.contains("extension PrefsForm.SizeItem: CustomStringConvertible {"))
        #expect(written.contains("extension PrefsForm.TopicsItem: CustomStringConvertible {"))
    }

    /// Every control obeys the form's logic live, through its `Values` alone: each view ends with
    /// `field(.NAME, issues)` (the support file's `FormSpecField`, shown, enabled and marked as
    /// `Values` decide), each item is enabled as `Values` decides of it, the issues are read once
    /// per `body` and only while `showsIssues`, and the screen writes no condition of its own
    /// (no static `.disabled(true)`, no `FormCondition`).
    @Test func everyControlObeysTheLogic() throws {
        let path = "Samples/signup.form.yaml"
        let form = try Self.form(at: path)
        let written = Self.written(form, spec: path)
        let screen = try #require(written.components(separatedBy: "public struct FormView: SwiftUI.View {").last)
        #expect(
            screen.contains(
                "public init(values: Binding<Values>, theme: any Theme, showsIssues: Bool = false, bundle: Bundle = .main)"
            ))
        #expect(
            screen.contains(
                "let issues = showsIssues ? FormSpecField.messages(of: values.issues(bundle: bundle)) : [:]\n"
                    + "            VStack(alignment: .leading, spacing: 16) {\n"))
        #expect(screen.components(separatedBy: ".modifier(field(.").count == form.controls.count + 1)
        for control in form.controls {
            let field = ".modifier(field(.\(SwiftNames.control(control.id)), issues))\n"
            #expect(screen.components(separatedBy: field).count == 2, "\(control.id)")
        }
        for item in ["TicketItem.standard", "TicketItem.speaker", "DietaryItem.glutenFree"] {
            #expect(screen.contains("isEnabled: values.isEnabled(\(item))),\n"), "\(item)")
        }
        #expect(!screen.contains(".disabled(true)") && !screen.contains("isEnabled: false"))
        #expect(!screen.contains("FormCondition") && !screen.contains("visibleWhen"))
        #expect(screen.contains("isVisible: values.isVisible(control), isEnabled: values.isEnabled(control),"))
        #expect(screen.contains("requiredHint: values.isRequired(control)\n"))
        #expect(screen.contains("FormSpecField.requiredHint(table: \"Forms\", bundle: bundle) : nil,"))
        let checkout = Self.written(form, spec: path, table: "Checkout")
        #expect(checkout.contains("FormSpecField.requiredHint(table: \"Checkout\", bundle: bundle) : nil,"))
    }

    /// The starting point `formspec templates print swiftui` gives obeys the logic as the
    /// compiler's screen does: each control's view ends with `field(.NAME, issues)`, each item is
    /// enabled as `Values` decides.
    @Test func theStarterObeysTheLogic() throws {
        let path = "Samples/signup.form.yaml"
        let form = try Self.form(at: path)
        let rendered = try CodeTemplate.builtIn(.swiftui).render(form, specPath: path).get()
        for control in form.controls {
            let field = ".modifier(field(.\(SwiftNames.control(control.id)), issues))\n"
            #expect(rendered.components(separatedBy: field).count == 2, "\(control.id)")
        }
        #expect(rendered.contains("isEnabled: values.isEnabled(TicketItem.speaker)),\n"))
        #expect(!rendered.contains(".disabled(true)"))
    }

    /// The support file's `FormSpecField` draws nothing of a hidden control, disables a disabled
    /// one, marks a required one (an asterisk VoiceOver does not read, and the hint), and shows
    /// the message under the control only when it is given one.
    @Test func theFieldShowsTheLogic() throws {
        let support = try #require(BuiltInTemplate.swiftui.screen?.supportFile?.text)
        let field = try #require(support.components(separatedBy: "struct FormSpecField: ViewModifier {").last)
        let body = """
                        if isVisible {
                            VStack(alignment: .leading, spacing: 4) {
                                HStack(alignment: .firstTextBaseline, spacing: 4) {
                                    content
                                        .disabled(!isEnabled)
                                        .accessibilityHint(requiredHint ?? "")
                                    if requiredHint != nil {
                                        Text(verbatim: "*")
                                            .accessibilityHidden(true)
                                    }
                                }
                                if let issue {
            """
        #expect(field.contains(body))
        #expect(field.contains("forKey: FormIssue.Kind.required.defaultMessageKey"))
    }

    /// A form without Spark's controls takes no theme and imports no Spark module.
    @Test func aFormWithoutSparkTakesNoTheme() throws {
        let path = "Samples/checkbox-demo.form.yaml"
        let written = Self.written(try Self.form(at: path), spec: path)
        #expect(
            written.contains(
                "public init(values: Binding<Values>, showsIssues: Bool = false, bundle: Bundle = .main) {"))
        #expect(!written.contains("theme"))
        #expect(!written.contains("import Spark"))
        #expect(written.contains("import FormSpecRuntime\nimport Foundation\nimport SwiftUI\n\n"))
    }
}
