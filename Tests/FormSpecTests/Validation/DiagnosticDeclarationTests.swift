import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// Each diagnostic id is declared once, with its severity, by the file that reports it, and the
/// catalogue, its order and the headings of its families are gathered from those files.
@Suite struct DiagnosticDeclarationTests {
    @Test func everyIDIsDeclaredOnce() {
        let byText = Dictionary(grouping: DiagnosticSources.declaredIDs, by: \.rawValue)
        for (text, declarations) in byText.sorted(by: { $0.key < $1.key }) {
            #expect(declarations.count == 1, "'\(text)' is declared \(declarations.count) times")
            #expect(
                Set(declarations.map(\.severity)).count == 1,
                "the declarations of '\(text)' disagree: \(declarations.map(\.severity.rawValue))")
        }
        #expect(DiagnosticID.allCases.count == byText.count)
    }

    @Test func everySourceExplainsExactlyTheIDsItDeclares() {
        for source in DiagnosticSources.all {
            #expect(
                source.explanations.map(\.id.rawValue) == source.diagnosticIDs.map(\.rawValue), "\(source)")
        }
    }

    @Test func everyFamilyHasOneHeadingAndEveryHeadingAFamily() {
        let families = Set(DiagnosticID.allCases.map { String($0.family) })
        let byName = Dictionary(grouping: DiagnosticSources.declaredFamilies, by: \.name)
        #expect(Set(byName.keys) == families)
        for (name, declarations) in byName {
            #expect(Set(declarations.map(\.heading)).count == 1, "the headings of '\(name)' disagree")
        }
    }

    @Test func anIDIsFoundByItsTextAndItsPosition() {
        for (position, id) in DiagnosticID.allCases.enumerated() {
            #expect(DiagnosticID(rawValue: id.rawValue) == id)
            #expect(id.position == position)
        }
        #expect(DiagnosticID(rawValue: "checkbox.no-such-id") == nil)
    }

    /// The order derived from the sources is the committed reference's (and so the index of
    /// `formspec explain`'s and the schemas').
    @Test func theOrderIsTheReferencesOrder() throws {
        let reference = try String(
            contentsOf: packageDirectory.appendingPathComponent("Documentation/Diagnostics.md"), encoding: .utf8)
        let listed = reference.split(separator: "\n").filter { $0.hasPrefix("## `") }.map {
            String($0.dropFirst(4).dropLast())
        }
        #expect(listed == DiagnosticID.allCases.map(\.rawValue))
    }

    /// A trace, which a file of a hundred thousand mistakes holds one of each, stays eight bytes.
    @Test func aTraceIsEightBytes() {
        #expect(MemoryLayout<DiagnosticTrace>.size <= 8)
    }
}
