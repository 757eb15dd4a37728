import Foundation
import Testing

/// `formspec strings SPEC... --catalog FILE`: the catalog written, left alone when nothing
/// changed, compared with `--check`, and untouched when a spec has errors.
@Suite struct StringsCommandTests {
    static let spec = """
        formspec: 1
        id: settings
        title: Settings
        controls:
          - type: toggle
            id: wifi
            label: Wi-Fi
        """

    @Test func anUnchangedCatalogIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let catalog = folder.path + "/Forms.xcstrings"
        #expect(CommandRunner.run(["strings", file, "--catalog", catalog]).status == 0)
        let written = try String(contentsOfFile: catalog, encoding: .utf8)
        #expect(written.contains("\"settings.wifi.label\" : {"))
        let past = Date(timeIntervalSince1970: 946_684_800)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: catalog)

        let again = CommandRunner.run(["strings", file, "--catalog", catalog])
        #expect(again.status == 0 && again.out.isEmpty && again.error.isEmpty, "\(again.error)")
        #expect(try modificationDate(catalog) == past, "the same catalog keeps the file and its time")
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == written)

        try folder.write("settings.form.yaml", Self.spec.replacingOccurrences(of: "Wi-Fi", with: "Wireless"))
        #expect(CommandRunner.run(["strings", file, "--catalog", catalog]).status == 0)
        #expect(try modificationDate(catalog) != past)
        #expect(try String(contentsOfFile: catalog, encoding: .utf8).contains("\"value\" : \"Wireless\""))
    }

    @Test func checkWritesNothingAndFailsWhenTheCatalogWouldChange() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let catalog = folder.path + "/Forms.xcstrings"
        let missing = CommandRunner.run(["strings", file, "--catalog", catalog, "--check"])
        #expect(missing.status == 1 && missing.error.contains("is missing"), "\(missing.error)")
        #expect(!FileManager.default.fileExists(atPath: catalog))

        #expect(CommandRunner.run(["strings", file, "--catalog", catalog]).status == 0)
        #expect(CommandRunner.run(["strings", file, "--catalog", catalog, "--check"]).status == 0)
        try folder.write("settings.form.yaml", Self.spec.replacingOccurrences(of: "Wi-Fi", with: "Wireless"))
        let before = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let stale = CommandRunner.run(["strings", file, "--catalog", catalog, "--check"])
        #expect(stale.status == 1 && stale.error.contains("is out of date"), "\(stale.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == before)
    }

    @Test func aSpecWithErrorsLeavesTheCatalogUntouched() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let catalog = folder.path + "/Forms.xcstrings"
        #expect(CommandRunner.run(["strings", file, "--catalog", catalog]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: catalog))

        let broken = try folder.write(
            "broken.form.yaml", "formspec: 1\nid: broken\ncontrols:\n  - type: slider\n    id: x\n")
        let run = CommandRunner.run(["strings", file, broken, "--catalog", catalog])
        #expect(run.status == 1)
        #expect(run.error.contains("broken.form.yaml:4:"), "\(run.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == before)
    }

    @Test func aCatalogThatIsNotJSONIsReportedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let catalog = try folder.write("Forms.xcstrings", "strings:\n  a: b\n")
        let run = CommandRunner.run(["strings", file, "--catalog", catalog])
        #expect(run.status == 1)
        #expect(run.error.contains("Forms.xcstrings:1:1: error: cannot read the String Catalog"), "\(run.error)")
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == "strings:\n  a: b\n")
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}

/// `formspec preview --catalog FILE --language LANG`: the texts drawn translated, an untranslated
/// one marked.
@Suite struct TranslatedPreviewTests {
    @Test func thePreviewDrawsTheTranslationsAndMarksWhatHasNone() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "settings.form.yaml", StringsCommandTests.spec + "\n  - {type: toggle, id: bluetooth, label: Bluetooth}\n")
        let catalog = folder.path + "/Forms.xcstrings"
        #expect(CommandRunner.run(["strings", file, "--catalog", catalog]).status == 0)
        let source = try String(contentsOfFile: catalog, encoding: .utf8)
        let french = source.replacingOccurrences(
            of: """
                            "value" : "Settings"
                          }
                        }
                """,
            with: """
                            "value" : "Settings"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Réglages"
                          }
                        }
                """)
        #expect(french != source)
        try folder.write("Forms.xcstrings", french)

        let text = CommandRunner.run(["preview", file, "--catalog", catalog, "--language", "fr"])
        #expect(text.status == 0, "\(text.error)")
        #expect(text.out.contains("title: Réglages"), "\(text.out)")
        #expect(text.out.contains("[untranslated] Wi-Fi"), "\(text.out)")
        let html = CommandRunner.run(["preview", file, "--catalog", catalog, "--language", "fr", "--format", "html"])
        #expect(html.status == 0 && html.out.contains("Réglages") && html.out.contains("[untranslated] Bluetooth"))
        let english = CommandRunner.run(["preview", file, "--catalog", catalog, "--language", "en"])
        #expect(english.out.contains("title: Settings") && !english.out.contains("[untranslated]"))
        #expect(CommandRunner.run(["preview", file, "--language", "fr"]).status == 64, "--language needs --catalog")
    }
}
