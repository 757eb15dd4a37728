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

    /// A rename does not ask the file's permissions: a read-only catalog is left alone, as a
    /// read-only spec is by `fix`.
    @Test func aReadOnlyCatalogIsLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let catalog = folder.path + "/Forms.xcstrings"
        #expect(CommandRunner.run(["strings", file, "--catalog", catalog]).status == 0)
        let written = try String(contentsOfFile: catalog, encoding: .utf8)
        #expect(chmod(catalog, 0o444) == 0)
        try folder.write("settings.form.yaml", Self.spec.replacingOccurrences(of: "Wi-Fi", with: "Wireless"))
        let outcome = CommandRunner.run(["strings", file, "--catalog", catalog])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("it is read-only (make it writable to update it) [io.write-failed]"))
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == written)
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

    /// YAML reads a trailing comma; JSON, and so Xcode, does not: the catalog is not rewritten.
    @Test func aCatalogWithATrailingCommaIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n  },\n  \"version\" : \"1.0\",\n}"
        let catalog = try folder.write("Forms.xcstrings", text)
        for arguments in [
            ["strings", file, "--catalog", catalog], ["strings", file, "--catalog", catalog, "--check"],
        ] {
            let run = CommandRunner.run(arguments)
            #expect(run.status == 1)
            #expect(
                run.error.contains("Forms.xcstrings:5:20: error: cannot read the String Catalog (.xcstrings, JSON) '")
                    && run.error.contains(
                        "Forms.xcstrings': it is not JSON: a trailing comma before '}' [catalog.invalid]"),
                "\(run.error)")
            #expect(
                run.error.hasSuffix(
                    "read 1 spec; the String Catalog \(catalog) is left as it was: 1 error, 0 warnings, 0 infos\n"),
                "the summary says no spec was compiled: \(run.error)")
            #expect(try String(contentsOfFile: catalog, encoding: .utf8) == text)
        }
    }

    /// A catalog that is a FIFO, a device or a folder is refused at once (never waited for or
    /// read without end), located, and nothing is written in its place.
    @Test func aCatalogThatIsNoRegularFileIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let fifo = folder.path + "/fifo.xcstrings"
        mkfifo(fifo, 0o644)
        let directory = folder.path + "/folder.xcstrings"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        for catalog in [fifo, "/dev/zero", directory] {
            let run = CommandRunner.run(["strings", file, "--catalog", catalog])
            #expect(run.status == 1, "\(catalog)")
            #expect(
                run.error.contains("\(catalog):1:1: error: cannot read") && run.error.contains("[io.read-failed]"),
                "\(run.error)")
        }
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO, "the FIFO is left a FIFO")
    }

    /// A catalog behind a symbolic link is written through it: the link stays a link.
    @Test func aLinkedCatalogIsWrittenThroughItsLink() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let target = try folder.write(
            "Real.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
        )
        let link = folder.path + "/Forms.xcstrings"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Real.xcstrings")
        #expect(CommandRunner.run(["strings", file, "--catalog", link]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Real.xcstrings")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"settings.wifi.label\" : {"))
    }

    /// Nesting past the reader's depth limit is one located `catalog.invalid`, and a catalog of
    /// fifty thousand broken entries gets a report bounded as a spec's is (`report.truncated`
    /// counts the rest), not one diagnostic each: the catalog is untouched either way.
    @Test func aHostileCatalogGetsABoundedLocatedReport() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let deepText =
            "{\"strings\": " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "}"
        let deep = try folder.write("Deep.xcstrings", deepText)
        let nested = CommandRunner.run(["strings", file, "--catalog", deep])
        #expect(nested.status == 1)
        #expect(
            nested.error.contains("Deep.xcstrings:1:76: error: ")
                && nested.error.contains(
                    "it is not JSON: objects and arrays nested more than 64 deep, deeper than a catalog goes [catalog.invalid]"
                ),
            "\(nested.error.prefix(300))")
        #expect(try String(contentsOfFile: deep, encoding: .utf8) == deepText)

        let entries = (0..<50_000).map { "\"k\($0)\" : 5" }.joined(separator: ",\n")
        let brokenText = "{\n\"strings\" : {\n" + entries + "\n}\n}"
        let broken = try folder.write("Broken.xcstrings", brokenText)
        let run = CommandRunner.run(["strings", file, "--catalog", broken, "--diagnostics-format", "json"])
        #expect(run.status == 1)
        #expect(
            run.out.utf8.count + run.error.utf8.count < brokenText.utf8.count, "the report is smaller than the file")
        #expect(run.out.contains("report.truncated") || run.error.contains("report.truncated"))
        #expect(try String(contentsOfFile: broken, encoding: .utf8) == brokenText)
    }

    /// `--max-diagnostics` bounds a broken catalog's report as it bounds a spec's.
    @Test func maxDiagnosticsBoundsABrokenCatalogsReport() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("settings.form.yaml", Self.spec)
        let entries = (0..<30).map { "\"k\($0)\" : 5" }.joined(separator: ",\n")
        let broken = try folder.write("Broken.xcstrings", "{\n\"strings\" : {\n" + entries + "\n}\n}")
        let few = CommandRunner.run([
            "strings", file, "--catalog", broken, "--max-diagnostics", "4", "--color", "never",
        ])
        #expect(few.status == 1)
        #expect(few.error.components(separatedBy: "[catalog.invalid]").count - 1 == 4, "\(few.error)")
        #expect(few.error.contains("26 more diagnostics from here on are left out of this report"), "\(few.error)")
        let all = CommandRunner.run([
            "strings", file, "--catalog", broken, "--max-diagnostics", "0", "--color", "never",
        ])
        #expect(all.error.components(separatedBy: "[catalog.invalid]").count - 1 == 30, "\(all.error)")
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}

/// `formspec preview --catalog FILE --language LANG`: the texts drawn translated, an untranslated
/// one marked, one to review marked; the page in the language drawn; a catalog that cannot be
/// read, or has no translation in the language, an error with nothing drawn.
@Suite struct TranslatedPreviewTests {
    /// A spec of two toggles and its catalog, whose title is translated in French (in `state`).
    private static func frenchCatalog(in folder: TemporaryFolder, state: String = "translated") throws -> (
        spec: String, catalog: String
    ) {
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
                            "state" : "\(state)",
                            "value" : "Réglages"
                          }
                        }
                """)
        #expect(french != source)
        try folder.write("Forms.xcstrings", french)
        return (file, catalog)
    }

    @Test func thePreviewDrawsTheTranslationsAndMarksWhatHasNone() throws {
        let folder = try TemporaryFolder()
        let (file, catalog) = try Self.frenchCatalog(in: folder)
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

    @Test func aTranslationToReviewIsMarked() throws {
        let folder = try TemporaryFolder()
        let (file, catalog) = try Self.frenchCatalog(in: folder, state: "needs_review")
        let text = CommandRunner.run(["preview", file, "--catalog", catalog, "--language", "fr"])
        #expect(text.status == 0, "\(text.error)")
        #expect(text.out.contains("title: [needs review] Réglages"), "\(text.out)")
        let html = CommandRunner.run(["preview", file, "--catalog", catalog, "--language", "fr", "--format", "html"])
        #expect(html.out.contains(">[needs review] Réglages</h1>"), "\(html.out.prefix(3000))")
    }

    /// The page's `lang` is the language drawn; the words FormSpec adds stay marked English.
    @Test func thePageIsInTheLanguageDrawn() throws {
        let folder = try TemporaryFolder()
        let (file, catalog) = try Self.frenchCatalog(in: folder)
        let french = CommandRunner.run(["preview", file, "--catalog", catalog, "--language", "fr", "--format", "html"])
        #expect(french.out.contains("<html lang=\"fr\" dir=\"ltr\">"), "\(french.out.prefix(600))")
        #expect(french.out.contains("<header lang=\"en\">") && french.out.contains("<main lang=\"en\">"))
        #expect(french.out.contains("<footer lang=\"en\">"))
        #expect(french.out.contains("<h1 lang=\"fr\" dir=\"ltr\">Réglages</h1>"))
        #expect(french.out.contains("<div class=\"form\" lang=\"fr\" dir=\"ltr\">"))
        let english = CommandRunner.run(["preview", file, "--format", "html"])
        #expect(english.out.contains("<html lang=\"en-US\" dir=\"ltr\">"), "\(english.out.prefix(600))")
        #expect(english.out.contains("<header>") && english.out.contains("<main>"))
    }

    /// A catalog that is missing, is not a file or is not JSON is reported (exit 1) and nothing is
    /// drawn: a page of `[untranslated]` would hide the mistake.
    @Test func aCatalogThatCannotBeReadIsAnErrorAndNothingIsDrawn() throws {
        let folder = try TemporaryFolder()
        let file = try Self.frenchCatalog(in: folder).spec
        let broken = try folder.write("Broken.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : {},}")
        for (catalog, expected) in [
            (folder.path + "/nope.xcstrings", "nope.xcstrings:1:1: error: cannot read '"),
            (folder.path, ": error: cannot read '"),
            (broken, "Broken.xcstrings:1:41: error: cannot read the String Catalog"),
        ] {
            for format in ["text", "html"] {
                let run = CommandRunner.run(
                    ["preview", file, "--catalog", catalog, "--language", "fr", "--format", format])
                #expect(run.status == 1, "\(catalog): \(run.error)")
                #expect(run.out.isEmpty, "\(catalog)")
                let id = catalog == broken ? "[catalog.invalid]" : "[io.read-failed]"
                #expect(run.error.contains(expected) && run.error.contains(id), "\(run.error)")
            }
        }
    }

    /// A language the catalog has no translation in is a mistake in the command: it is named,
    /// with the languages the catalog has, and nothing is drawn.
    @Test func aLanguageTheCatalogDoesNotHaveIsAnError() throws {
        let folder = try TemporaryFolder()
        let (file, catalog) = try Self.frenchCatalog(in: folder)
        for language in ["de", "fr-FR"] {
            let run = CommandRunner.run(["preview", file, "--catalog", catalog, "--language", language])
            #expect(run.status == 64)
            #expect(
                run.error
                    == "error: --language \(language): the String Catalog '\(catalog)' has no '\(language)' translations "
                    + "(it has en, fr)\n")
            #expect(run.out.isEmpty)
        }
    }
}
