import FormSpecTestSupport
import Testing

@testable import FormSpec

/// `Documentation/Diagnostics.md` is the catalogue of diagnostics, rendered: every id with its
/// severity, summary, explanation and examples, so the reference cannot fall behind the compiler.
@Suite struct DiagnosticsReferenceTests {
    @Test func referenceIsTheCatalogue() {
        assertFileContents(
            Catalogue.reference(), at: packageDirectory.appendingPathComponent("Documentation/Diagnostics.md"))
    }

    @Test func referenceListsEveryIDWithItsSeverityOnce() {
        let reference = Catalogue.reference()
        for id in DiagnosticID.allCases {
            #expect(
                reference.contains(
                    "| [`\(id.rawValue)`](#\(id.rawValue.filter { $0 != "." })) | \(id.severity.rawValue) |"))
            #expect(reference.components(separatedBy: "\n## `\(id.rawValue)`\n").count == 2)
        }
    }
}
