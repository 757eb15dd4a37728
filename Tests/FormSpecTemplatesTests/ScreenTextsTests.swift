import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// Each built-in screen draws every text a person reads (the form's title, a control's label, a
/// group's title, an item's label), read from the strings table under its key: given to the
/// component that draws it, or drawn by the screen itself — never only told to VoiceOver. For
/// every sample and compile golden.
@Suite struct ScreenTextsTests {
    /// The keys of the texts a person sees on `form`'s screen.
    static func shownKeys(of form: FormModel) -> [String] {
        var texts = [form.titleText]
        for control in form.controls {
            let controlTexts = ControlTexts(of: control, inForm: form.id)
            texts += [controlTexts.title, controlTexts.label] + controlTexts.items.map(\.label)
        }
        return texts.compactMap { $0 }.filter { !$0.text.isEmpty }.map(\.key)
    }

    /// The form of the spec at `path` in the package, if it compiles.
    static func form(at path: String) throws -> FormModel? {
        let bytes = try #require(
            FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path)
        )
        return Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form
    }

    /// The `uikit` screen draws each text: a Spark control's `text`, a group item's `text:`, or
    /// one of `Texts`, each of which `formView` shows in a label of `Labels`.
    @Test(.tags(.exhaustive), arguments: BuiltInTemplateTests.specs)
    func theUIKitFormShowsEveryText(path: String) throws {
        guard let form = try Self.form(at: path) else { return }
        let written = BuiltInTemplateTests.uikit(form, spec: path)
        let texts =
            try #require(written.components(separatedBy: "public struct Texts: Sendable {\n").last)
            .components(separatedBy: "\n        }\n").first ?? ""
        let layOut =
            try #require(written.components(separatedBy: "private func layOut() -> UIStackView {\n").last)
            .components(separatedBy: "\n        }\n").first ?? ""
        for key in Self.shownKeys(of: form) {
            let read = "String(localized: \(SwiftNames.stringLiteral(key)),"
            let member = texts.components(separatedBy: "\n").first { $0.contains(" = " + read) }
            let memberName = member?.trimmingCharacters(in: .whitespaces).components(separatedBy: " = ").first
            let given = [".text = " + read, "text: " + read].contains { written.contains($0) }
            #expect(
                given || memberName.map { layOut.contains("labels.\($0)") } == true,
                "\(path): '\(key)' is drawn by the component or by formView")
        }
    }

    /// The `swiftui` screen draws each text: in a `Text`, given to a Spark view, to a group item
    /// (`title:`), or to `FormSpecCheckbox` (`label:`), which draws it beside the box.
    @Test(.tags(.exhaustive), arguments: BuiltInTemplateTests.specs)
    func theSwiftUIFormShowsEveryText(path: String) throws {
        guard let form = try Self.form(at: path) else { return }
        let written = SwiftUITemplateTests.written(form, spec: path)
        for key in Self.shownKeys(of: form) {
            let read = "String(localized: \(SwiftNames.stringLiteral(key)),"
            let drawn = ["Text(", "title: ", "label: ", "SparkToggle(", "SparkCheckbox(", "SparkRadioButton("].contains
            {
                written.contains($0 + read)
            }
            #expect(drawn, "\(path): '\(key)' is drawn")
        }
    }

    /// A checkbox's label in SwiftUI is part of the control (a tap on it is a tap on the box), not
    /// a `Text` of its own beside it.
    @Test func aSwiftUICheckboxDrawsItsLabel() throws {
        let path = "Samples/signup.form.yaml"
        let written = SwiftUITemplateTests.written(try SwiftUITemplateTests.form(at: path), spec: path)
        #expect(
            written.contains(
                "label: String(localized: \"conference-signup.photo-consent.label\", defaultValue: \"I agree to appear in event photos\""
            ))
        #expect(!written.contains("Text(String(localized: \"conference-signup.photo-consent.label\""))
    }
}
