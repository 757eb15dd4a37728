import FormSpecTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formspec fix`: in place, `--diff`, `--check`, `--unsafe`, standard input, what it refuses,
/// and what it prints.
@Suite struct FixCommandTests {
    static let broken = """
        formspec: 1
        id: prefs   # the form
        controls:
          - type: checkbox
            id: terms
            lable: 'I accept the terms'
            threestate: yes
          - type: radioGroup
            id: size
            title: Size
            items:
              - {id: small, label: S}
              - {id: large, label: L}
            selected: larg

        """

    static let fixedSafely = """
        formspec: 1
        id: prefs   # the form
        controls:
          - type: checkbox
            id: terms
            label: 'I accept the terms'
            threeState: true
          - type: radioGroup
            id: size
            title: Size
            items:
              - {id: small, label: S}
              - {id: large, label: L}
            selected: larg

        """

    static let clean = """
        formspec: 1
        id: prefs
        controls:
          - {type: toggle, id: reminders, label: Send me reminders}

        """

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    /// Golden of what `fix` prints (the folder's path written as `TMP`), in
    /// `Tests/FormSpecTests/Goldens/fix/command/`.
    private func assertOutput(_ text: String, folder: TemporaryFolder, golden: String) {
        let url = FormSpecTestSupport.packageDirectory.appendingPathComponent(
            "Tests/FormSpecTests/Goldens/fix/command/\(golden)")
        // A diff names an absolute path without its first slash: `--- a/tmp/…`.
        let shown = text.replacingOccurrences(of: "a" + folder.path, with: "a/TMP")
            .replacingOccurrences(of: "b" + folder.path, with: "b/TMP")
            .replacingOccurrences(of: folder.path, with: "TMP")
        assertFileContents(shown, at: url)
    }

    @Test func fixWritesTheSafeFixesAndSaysWhatRemains() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("prefs.form.yaml", Self.broken)
        let outcome = CommandRunner.run(["fix", spec])
        #expect(outcome.status == 1, "an error remains")
        #expect(outcome.out.isEmpty)
        #expect(try contents(spec) == Self.fixedSafely)
        assertOutput(outcome.error, folder: folder, golden: "summary.txt")
        let unsafe = CommandRunner.run(["fix", "--unsafe", spec])
        #expect(unsafe.status == 0)
        #expect(
            try contents(spec) == Self.fixedSafely.replacingOccurrences(of: "selected: larg", with: "selected: large"))
        assertOutput(unsafe.error, folder: folder, golden: "summary-unsafe.txt")
    }

    @Test func aCleanFileIsNotWritten() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("clean.form.yaml", Self.clean)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: spec)
        let outcome = CommandRunner.run(["fix", spec])
        #expect(outcome.status == 0)
        #expect(try modificationDate(spec) == past)
        #expect(outcome.error == "fixed 0 problems in 0 of 1 file; 0 remain: 0 errors, 0 warnings, 0 infos\n")
    }

    @Test func diffPrintsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("prefs.form.yaml", Self.broken)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: spec)
        let outcome = CommandRunner.run(["fix", "--diff", spec])
        #expect(outcome.status == 1)
        #expect(try contents(spec) == Self.broken)
        #expect(try modificationDate(spec) == past)
        assertOutput(outcome.out, folder: folder, golden: "diff.txt")
    }

    @Test func checkExitsOneWhenSomethingWouldChange() throws {
        let folder = try TemporaryFolder()
        let clean = try folder.write("clean.form.yaml", Self.clean)
        #expect(CommandRunner.run(["fix", "--check", clean]).status == 0)
        let broken = try folder.write("prefs.form.yaml", Self.broken)
        let outcome = CommandRunner.run(["fix", "--check", "--unsafe", broken])
        #expect(outcome.status == 1)
        #expect(try contents(broken) == Self.broken)
        #expect(
            outcome.error.hasSuffix("would fix 4 problems in 1 of 1 file; 0 remain: 0 errors, 0 warnings, 0 infos\n"))
    }

    @Test func standardInputIsFixedToStandardOutput() {
        let outcome = CommandRunner.run(["fix", "-"], input: Array(Self.broken.utf8))
        #expect(outcome.out == Self.fixedSafely)
        #expect(outcome.status == 1)
        let clean = CommandRunner.run(["fix", "-"], input: Array(Self.clean.utf8))
        #expect(clean.out == Self.clean)
        #expect(clean.status == 0)
    }

    @Test func aLinkIsFollowedAndKept() throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("real.form.yaml", Self.broken)
        let link = folder.path + "/link.form.yaml"
        symlink(target, link)
        let outcome = CommandRunner.run(["fix", link])
        #expect(outcome.status == 1)
        #expect(try contents(target) == Self.fixedSafely)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
    }

    /// A rename would replace a read-only spec whatever its permissions say: `fix` leaves it,
    /// says why, and still shows what it would fix.
    @Test func aReadOnlySpecIsLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("locked.form.yaml", Self.broken)
        chmod(path, 0o444)
        let outcome = CommandRunner.run(["fix", path])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains(
                "\(path):1:1: error: cannot write '\(path)': it is read-only (make it writable to update it); the spec is left as it was [io.write-failed]"
            ))
        #expect(try contents(path) == Self.broken)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o444)
        #expect(CommandRunner.run(["fix", "--diff", path]).out.contains("+    label: 'I accept the terms'"))
    }

    @Test func aDeviceOrFIFOIsRefusedLocated() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/pipe.form.yaml"
        mkfifo(fifo, 0o644)
        let link = folder.path + "/null.form.yaml"
        symlink("/dev/null", link)
        for path in [fifo, link] {
            let outcome = CommandRunner.run(["fix", path])
            #expect(outcome.status == 1)
            #expect(outcome.error.contains("\(path):1:1: error: cannot read '\(path)': it is not a regular file"))
        }
    }

    @Test func aRuleTurnedOffIsNotFixed() throws {
        let folder = try TemporaryFolder()
        try folder.write(".formspec.yml", "rules:\n  checkbox.symbol-as-asset: off\n")
        let text = """
            formspec: 1
            id: prefs
            controls:
              - type: checkbox
                id: favourite
                label: Favourite
                images: {on: heart.fill, off: heart}

            """
        let spec = try folder.write("prefs.form.yaml", text)
        let outcome = CommandRunner.run(["fix", "--unsafe", spec])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(try contents(spec) == text)
    }

    /// More mistakes than are kept (`--max-diagnostics 5`): each round fixes the kept ones, and
    /// the rounds go on while their number goes down, past the bound of rounds.
    @Test func moreMistakesThanAreKeptAreAllFixed() throws {
        let folder = try TemporaryFolder()
        let controls = (1...200).map { "  - {type: toggle, id: t\($0), lable: T\($0)}\n" }.joined()
        let spec = try folder.write("many.form.yaml", "formspec: 1\nid: many\ncontrols:\n" + controls)
        let outcome = CommandRunner.run(["fix", "--max-diagnostics", "5", spec])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(
            try contents(spec) == "formspec: 1\nid: many\ncontrols:\n"
                + controls.replacingOccurrences(of: "lable", with: "label"))
        #expect(outcome.error.hasSuffix("fixed 200 problems in 1 of 1 file; 0 remain: 0 errors, 0 warnings, 0 infos\n"))
    }

    /// A fix that shows a mistake it hid (a control type corrected shows its misspelt key) does
    /// not lower the number of mistakes: with few kept, such rounds are no false `fix.unstable`.
    @Test func mistakesThatAFixRevealsAreFixedWhateverIsKept() throws {
        let folder = try TemporaryFolder()
        let controls = (1...200).map { "  - {type: toggel, id: t\($0), lable: T\($0)}\n" }.joined()
        let spec = try folder.write("many.form.yaml", "formspec: 1\nid: many\ncontrols:\n" + controls)
        let outcome = CommandRunner.run(["fix", "--max-diagnostics", "10", spec])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(!outcome.out.contains("fix.unstable"))
        #expect(
            try contents(spec) == "formspec: 1\nid: many\ncontrols:\n"
                + controls.replacingOccurrences(of: "lable", with: "label").replacingOccurrences(
                    of: "toggel", with: "toggle"))
        #expect(outcome.error.hasSuffix("fixed 400 problems in 1 of 1 file; 0 remain: 0 errors, 0 warnings, 0 infos\n"))
    }

    /// A spec's name with a line break cannot forge a line of the listing (a CI annotation).
    @Test func aNameWithALineBreakIsListedOnOneLine() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(
            "a\n::error::forged.form.yaml", "formspec: 1\nid: a\ncontrols:\n  - {type: toggle, id: t, lable: T}\n")
        let outcome = CommandRunner.run(["fix", "--diff", spec])
        #expect(!outcome.error.contains("\n::error::forged"))
        #expect(!outcome.out.contains("\n::error::forged"))
        #expect(outcome.out.hasPrefix("--- \"a/"))
    }

    @Test func formatsOtherThanTextPrintNoSummary() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("prefs.form.yaml", Self.broken)
        let outcome = CommandRunner.run(["fix", "--check", "--diagnostics-format", "json", spec])
        #expect(outcome.status == 1)
        #expect(outcome.error.hasPrefix("{"))
        #expect(!outcome.error.contains("would fix"))
    }
}
