import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// The documents' tables that name every control type are made from the registry, between two
/// markers, so that a new control is in every one of them once recorded (`FORMSPEC_RECORD=1 swift
/// test`) and none falls behind: the types and what each is (README.md, Language.md), what each
/// writes in the screens (Templates.md), the control folders (Architecture.md), the types each
/// sample holds (Samples/README.md), the language reference's spec of every control, each type's
/// JSON members (Output.md) and accessor (the DocC catalogue).
@Suite struct DocumentTablesTests {
    /// A type's word in the documents.
    private static func word(_ type: ControlType) -> String { "`\(type.rawValue)`" }

    /// Each type and what it is.
    static func controlTypes() -> String {
        table(["type", "what it is"], ControlType.allCases.map { [word($0), $0.definition.summary] })
    }

    /// What each type is in the generated Swift.
    static func screens() -> String {
        let rows = ControlType.allCases.map { type -> [String] in
            let definition = type.outputs
            let answers = definition.swiftAnswerValues.map { "`\($0.type.shown)`" }.joined(separator: " or ")
            return [
                word(type), answers, "`\(definition.uikitControl.component.shown)`", definition.swiftUIView.summary,
            ]
        }
        return table(["control", "answer in `Values`", "`uikit` component", "`swiftui` view"], rows)
    }

    /// Each control's folder.
    static func folders() -> String {
        let rows = ControlType.allCases.map { type -> [String] in
            let folder = type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
            let definition = type.outputs
            return ["`\(folder)/`", word(type), "`\(definition.uikitControl.component.shown)`", definition.summary]
        }
        return table(["folder", "type", "`uikit` component", "what it is"], rows)
    }

    /// The language reference's spec of every control, each as its definition's `example` writes it.
    static func everyControl() -> String {
        "```yaml\nformspec: 1\nid: every-control\ntitle: Every control\nlocale: en_GB\ncontrols:\n"
            + ControlType.allCases.map { $0.definition.example + "\n" }.joined() + "```\n"
    }

    /// Each type's accessor on `ControlModel` and the type of the values it gives.
    static func accessors() -> String {
        func model<Definition: ControlDefinition>(_: Definition.Type) -> String {
            String(describing: Definition.Model.self)
        }
        let rows = ControlType.allCases.map { type in
            [word(type), "``ControlModel/\(type.rawValue)``", "``\(model(type.definition))``"]
        }
        return table(["type", "accessor", "values"], rows)
    }

    /// Each type's own members in the normalized JSON, after those every control has.
    static func jsonMembers() -> String {
        let keys = ControlType.allCases.map { $0.definition.jsonMemberKeys }
        let common = keys.dropFirst().reduce(Set(keys[0])) { $0.intersection($1) }
        let rows = zip(ControlType.allCases, keys).map { type, keys in
            [word(type), keys.filter { !common.contains($0) }.map { "`\($0)`" }.joined(separator: ", ")]
        }
        return table(["type", "its own members"], rows)
    }

    /// The control types of each sample.
    static func samples() throws -> String {
        let folder = packageDirectory.appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".form.yaml")
        }
        let rows = try names.sorted().map { name -> [String] in
            let bytes = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(name).path))
            let form = try #require(Compiler().compile(SourceFile(name: name, bytes: Array(bytes))).form, "\(name)")
            let types = ControlType.allCases.filter { type in form.controls.contains { $0.type == type } }
            return ["`\(name.dropLast(".form.yaml".count))`", types.map(word).joined(separator: ", ")]
        }
        return table(["sample", "control types"], rows)
    }

    @Test func theTablesOfEveryControlTypeAreTheRegistrys() throws {
        let types = Self.controlTypes()
        try Self.record("README.md", ["control types": types])
        try Self.record("Documentation/Language.md", ["control types": types, "every control": Self.everyControl()])
        try Self.record("Documentation/Output.md", ["members": Self.jsonMembers()])
        try Self.record("Sources/FormSpec/FormSpec.docc/WalkingTheForm.md", ["accessors": Self.accessors()])
        try Self.record("Documentation/Templates.md", ["screens": Self.screens()])
        try Self.record("Documentation/Architecture.md", ["control folders": Self.folders()])
        try Self.record("Samples/README.md", ["samples": try Self.samples()])
    }

    /// A Markdown table.
    private static func table(_ header: [String], _ rows: [[String]]) -> String {
        let separator = "|" + header.map { _ in "---|" }.joined() + "\n"
        let lines = ([header] + rows).map { "| " + $0.joined(separator: " | ") + " |\n" }
        return lines[0] + separator + lines.dropFirst().joined()
    }

    /// Checks (or, recording, writes) each generated section of the document at `path`.
    private static func record(_ path: String, _ sections: [String: String]) throws {
        let url = packageDirectory.appendingPathComponent(path)
        var text = try String(contentsOf: url, encoding: .utf8)
        for (name, generated) in sections.sorted(by: { $0.key < $1.key }) {
            let what = name == "every control" ? "spec" : "table"
            let begin =
                "<!-- The \(what) of \(name): generated by DocumentTablesTests; record with FORMSPEC_RECORD=1 swift test. -->\n"
            let end = "<!-- End of the \(what) of \(name). -->\n"
            guard let start = text.range(of: begin),
                let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
            else {
                Issue.record("\(path) lacks the markers of the table of \(name)")
                continue
            }
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: "\n" + generated + "\n")
        }
        assertFileContents(text, at: url)
    }
}
