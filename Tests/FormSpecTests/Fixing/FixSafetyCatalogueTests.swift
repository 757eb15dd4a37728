import FormSpec
import FormSpecYAML
import Testing

/// Each catalogue entry says which of its id's fix-its are safe: every fix-it its examples give
/// its id is as the entry declares, and an id whose examples give fix-its declares it.
@Suite struct FixSafetyCatalogueTests {
    /// The fix-its each entry's triggering examples give its own id.
    static let examples: [(entry: Explanation, fixIts: [Diagnostic.FixIt])] = Catalogue.entries.filter(
        \.examplesAreSpecs
    )
    .map { entry in
        let fixIts = entry.triggeringExamples.flatMap { example in
            Compiler().check(SourceFile(name: Explanation.exampleFileName, bytes: MarkedSource(example).bytes))
                .filter { $0.id == entry.id }.flatMap(\.fixIts)
        }
        return (entry, fixIts)
    }

    @Test func eachFixItIsAsItsEntryDeclares() {
        for (entry, fixIts) in Self.examples where !fixIts.isEmpty {
            guard let fix = entry.fix else {
                Issue.record("\(entry.id.rawValue) has fix-its but its entry does not say whether they are safe")
                continue
            }
            for fixIt in fixIts {
                #expect(
                    fix.allows(isSafe: fixIt.isSafe),
                    "\(entry.id.rawValue): '\(fixIt.message)' is \(fixIt.isSafe ? "safe" : "unsafe"), against its entry"
                )
            }
        }
    }

    /// An entry that declares both kinds shows both in its examples.
    @Test func anEntryOfBothKindsShowsBoth() {
        for (entry, fixIts) in Self.examples {
            guard case .depends = entry.fix else { continue }
            #expect(fixIts.contains(where: \.isSafe) && fixIts.contains { !$0.isSafe }, "\(entry.id.rawValue)")
        }
    }

    /// `formspec explain` says it.
    @Test func explainSaysWhetherFixItsAreSafe() {
        let entry = Catalogue.entries.first { $0.id == .groupUnknownItem }
        #expect(entry?.rendered().contains("Fix-its: unsafe (only `formspec fix --unsafe` applies them)") == true)
    }
}
