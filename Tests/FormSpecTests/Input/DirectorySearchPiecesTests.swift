import Foundation
import Testing

@testable import FormSpec

/// The pieces a directory search decides with: how a name that is not UTF-8 is shown, and which
/// folders `exclude` leaves out whole (an unreadable one there is nothing to report).
@Suite struct DirectorySearchPiecesTests {
    @Test func aNameThatIsNotUTF8ShowsEachStrayByteEscaped() {
        #expect(FileName(Array("café.form.yaml".utf8)).text == "café.form.yaml")
        #expect(FileName(Array("café.form.yaml".utf8)).isUTF8)
        let latin1 = FileName(Array("caf".utf8) + [0xE9] + Array(".form.yaml".utf8))
        #expect(latin1.text == "caf\\xE9.form.yaml")
        #expect(!latin1.isUTF8)
        // A good character next to stray bytes is kept; a cut-off one is escaped byte by byte.
        #expect(FileName([0xFF] + Array("é".utf8) + [0xE2, 0x82]).text == "\\xFFé\\xE2\\x82")
    }

    @Test func excludeLeavesOutAFolderWholeOnlyWithATrailingDoubleStar() {
        #expect(Glob("Legacy/**").matchesEverything(under: "Legacy"))
        #expect(Glob("Legacy/**").matchesEverything(under: "Legacy/Old"))
        #expect(Glob("**/Build/**").matchesEverything(under: "App/Build"))
        #expect(Glob("**").matchesEverything(under: "Anything"))
        #expect(!Glob("Legacy/**").matchesEverything(under: "Forms"))
        #expect(!Glob("Legacy/*.form.yaml").matchesEverything(under: "Legacy"))
        #expect(!Glob("Legacy/**/*.form.yaml").matchesEverything(under: "Legacy"))
    }

    /// `..` is taken where a link leads, not as written; parts that do not exist are taken as written.
    @Test func aPathResolvesThroughItsLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formspec-paths-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder + "/Repo", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Elsewhere/Deep", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = try #require(ConfigurationFinder.absolute(folder + "/Repo"))
        let root = try #require(ConfigurationFinder.absolute(folder))
        try FileManager.default.createSymbolicLink(
            atPath: base + "/link", withDestinationPath: root + "/Elsewhere/Deep")
        try FileManager.default.createSymbolicLink(atPath: base + "/nowhere", withDestinationPath: root + "/Missing")

        #expect(try PhysicalPath.resolve("link/../Out", from: base).get() == root + "/Elsewhere/Out")
        #expect(try PhysicalPath.resolve("New/../Out/./x", from: base).get() == base + "/Out/x")
        #expect(
            try PhysicalPath.resolve("../../..", from: base).get()
                == ConfigurationFinder.folder(of: ConfigurationFinder.folder(of: root)))
        #expect(try PhysicalPath.resolve("/etc/../etc", from: base).get() == "/etc")
        guard case .failure(let unfollowed) = PhysicalPath.resolve("nowhere/x", from: base) else {
            Issue.record("a link to nothing leads nowhere")
            return
        }
        #expect(unfollowed.path == base + "/nowhere")
    }
}
