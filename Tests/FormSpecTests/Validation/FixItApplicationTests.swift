import FormSpec
import FormSpecYAML
import Foundation
import Testing

/// Applying a fix-it's replacement to its range gives a spec without the error it fixes.
@Suite struct FixItApplicationTests {
    /// Specs with fix-its: the golden check cases that offer them, and every triggering example of the catalogue.
    static let specs: [(name: String, bytes: [UInt8])] = {
        let goldens = ["fix-its", "many-mistakes", "spark-selection-mistakes", "component-names", "labels"].map {
            name -> (String, [UInt8]) in
            let url = goldensDirectory.appendingPathComponent("check/\(name)/input.form.yaml")
            return (name, Array(FileManager.default.contents(atPath: url.path) ?? Data()))
        }
        let examples = Catalogue.entries.filter(\.examplesAreSpecs).flatMap { entry in
            entry.triggeringExamples.enumerated().map { ("\(entry.id.rawValue) #\($0 + 1)", MarkedSource($1).bytes) }
        }
        return goldens + examples
    }()

    @Test func theFixturesOfferFixIts() {
        let fixIts = Self.specs.flatMap {
            Compiler().check(SourceFile(name: $0.name, bytes: $0.bytes)).flatMap(\.fixIts)
        }
        #expect(fixIts.count >= 30)
    }

    /// The fixed spec no longer has the diagnostic, and has no error the original did not have
    /// on the same line (a fix-it keeps every line break it replaces, so lines stay where they
    /// were): no YAML error, no key written twice.
    @Test(arguments: specs.map(\.name))
    func eachFixItRemovesItsDiagnostic(name: String) throws {
        let bytes = try #require(Self.specs.first { $0.name == name }).bytes
        let before = Compiler().check(SourceFile(name: name, bytes: bytes))
        for diagnostic in before {
            for fixIt in diagnostic.fixIts {
                let fixed =
                    Array(bytes[..<fixIt.range.start.offset]) + Array(fixIt.replacement.utf8)
                    + Array(bytes[fixIt.range.end.offset...])
                let after = Compiler().check(SourceFile(name: name, bytes: fixed))
                let remaining = after.filter { $0.id == diagnostic.id && $0.range.start == diagnostic.range.start }
                #expect(
                    remaining.isEmpty,
                    "\(name): '\(fixIt.message)' leaves \(diagnostic.id.rawValue) at \(diagnostic.range.start)")
                let introduced = after.filter { new in
                    new.severity == .error
                        && !before.contains { $0.id == new.id && $0.range.start.line == new.range.start.line }
                }
                #expect(introduced.isEmpty, "\(name): '\(fixIt.message)' causes \(introduced.map(\.message))")
            }
        }
    }
}
