import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// `Documentation/Architecture.md` is the contributor's map: its account of a control's folder and
/// its add-a-control checklist stay true. A new requirement of `ControlDefinition`, a control type
/// without its folder, its accessor or its row, or a document that lists every type but one,
/// fails here with what to write.
@Suite struct ContributorMapTests {
    private static func read(_ path: String) throws -> String {
        try String(contentsOf: packageDirectory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The section "One control, one folder" of the map, its checklist included.
    private static func controlSection() throws -> String {
        let map = try read("Documentation/Architecture.md")
        let start = try #require(map.range(of: "## One control, one folder\n"))
        let end = try #require(map.range(of: "\n## ", range: start.upperBound..<map.endIndex))
        return String(map[start.lowerBound..<end.lowerBound])
    }

    /// The requirements a control's folder writes: those of the compiler's core and of each
    /// output's protocol, before the ones implemented once for every control.
    private static func definitionRequirements() throws -> [String] {
        let protocols = [
            ("Sources/FormSpec/Controls/ControlDefinition.swift", "ControlDefinition"),
            ("Sources/FormSpec/Emit/ControlPreviews.swift", "ControlPreviews"),
            ("Sources/FormSpec/CodeGeneration/ControlSwiftCode.swift", "ControlSwiftCode"),
            ("Sources/FormSpec/Diff/ControlChanges.swift", "ControlChanges"),
            ("Sources/FormSpec/Controls/ControlOutline.swift", "ControlOutline"),
            ("Sources/FormSpec/Logic/ControlAnswers.swift", "ControlAnswers"),
        ]
        var requirements: [String] = []
        for (path, name) in protocols {
            let source = try read(path)
            let body = try #require(source.components(separatedBy: "protocol \(name):").dropFirst().first, "\(path)")
            let declared = try #require(body.components(separatedBy: "\n}\n").first)
            let written = try #require(declared.components(separatedBy: "// MARK: What").first)
            requirements += written.matches(of: /static (?:var|func) ([a-zA-Z]+)/).map { String($0.output.1) }
        }
        return requirements
    }

    @Test func theMapNamesEveryRequirementOfADefinition() throws {
        let section = try Self.controlSection()
        let requirements = try Self.definitionRequirements()
        #expect(requirements.count > 20, "the requirements were not found in the control's protocols")
        for name in requirements {
            #expect(
                section.contains("`\(name)`") || section.contains("`\(name)(of:)`"),
                "a control's protocols require `\(name)`: say in Architecture.md's control section what it is")
        }
    }

    @Test func everyTypeHasItsFolderItsDefinitionItsAccessorAndItsRow() throws {
        let section = try Self.controlSection()
        for type in ControlType.allCases {
            let folder = type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
            let path = "Sources/FormSpec/Controls/\(folder)/"
            for file in ["\(folder)Definition.swift", "ControlModel+\(folder).swift"] {
                #expect(
                    FileManager.default.fileExists(atPath: packageDirectory.appendingPathComponent(path + file).path),
                    "\(type.rawValue): \(path)\(file) is missing")
            }
            #expect(
                section.contains("| `\(folder)/` | `\(type.rawValue)` |"),
                "\(type.rawValue): add its row to Architecture.md's table of folders")
        }
    }

    @Test func theDocumentsThatListEveryTypeListThemAll() throws {
        let documents = [
            "Documentation/Language.md", "Documentation/Output.md", "Sources/FormSpec/FormSpec.docc/WalkingTheForm.md",
        ]
        for document in documents {
            let text = try Self.read(document)
            for type in ControlType.allCases {
                #expect(text.contains("`\(type.rawValue)`"), "\(document) does not describe `\(type.rawValue)`")
            }
        }
        let walking = try Self.read("Sources/FormSpec/FormSpec.docc/WalkingTheForm.md")
        for type in ControlType.allCases {
            #expect(
                walking.contains("| `\(type.rawValue)` | ``ControlModel/\(type.rawValue)`` |"),
                "WalkingTheForm.md: add the accessor's row of `\(type.rawValue)`")
        }
        let templates = try Self.read("Documentation/Templates.md")
        for type in ControlType.allCases where type.outputs.uikitControl.module != "UIKit" {
            let module = type.outputs.uikitControl.module
            #expect(templates.contains("`\(module)`"), "Templates.md does not name `\(module)`, of `\(type.rawValue)`")
        }
    }
}
