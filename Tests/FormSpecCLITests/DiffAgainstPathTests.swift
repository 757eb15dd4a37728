import Foundation
import Testing

/// `formspec diff --against REV PATH...`: every spelling of a path in the work tree names the
/// same specs at both sides, a path outside it is refused, and a name that is not UTF-8 is read
/// by its bytes.
@Suite struct DiffAgainstPathTests {
    private static let spec = DiffCommandTests.toggle + "\n"

    /// A work tree whose `Forms/s.form.yaml` lost its control's id since the last commit.
    private static func renamedControl() throws -> GitWorkTree {
        let tree = try GitWorkTree()
        try tree.folder.write("Forms/s.form.yaml", spec)
        try tree.folder.write("Other/o.form.yaml", spec)
        try tree.commitAll()
        try tree.folder.write(
            "Forms/s.form.yaml",
            spec.replacingOccurrences(of: "Newsletter", with: "News").replacingOccurrences(
                of: "newsletter", with: "news"))
        return tree
    }

    @Test func everySpellingOfAPathInTheWorkTreeFindsTheSameBreakingChange() throws {
        let tree = try Self.renamedControl()
        let expected = try tree.formspec(["diff", "--against", "HEAD", "Forms"])
        #expect(expected.status == 1)
        #expect(expected.out.contains("HEAD:Forms/s.form.yaml:4:5: breaking: newsletter: toggle removed\n"))
        #expect(expected.out.hasSuffix("2 changes in 1 spec: 1 breaking, 1 behavior, 0 cosmetic\n"))
        let physical = try #require(realpath(tree.path, nil).map { String(cString: $0) })
        for spelling in [
            tree.path + "/Forms", physical + "/Forms/", "./Forms/../Forms", ".//Forms", "Forms//",
            "Other/../Forms",
        ] {
            let outcome = try tree.formspec(["diff", "--against", "HEAD", spelling])
            #expect(outcome.status == 1, "\(spelling): \(outcome.out)\(outcome.error)")
            #expect(outcome.out == expected.out, "\(spelling)")
        }
        // One file, however it is spelt: never `/Forms/s.form.yaml` at the root of the file system.
        for spelling in [".//Forms/s.form.yaml", tree.path + "/Forms/s.form.yaml", "Forms/./s.form.yaml"] {
            let outcome = try tree.formspec(["diff", "--against", "HEAD", spelling])
            #expect(outcome.out == expected.out, "\(spelling): \(outcome.error)")
        }
        // From a folder of the work tree, paths are shown as seen from there.
        let inside = try tree.formspec(["diff", "--against", "HEAD", "."], in: tree.path + "/Forms")
        #expect(inside.status == 1)
        #expect(inside.out.hasPrefix("HEAD:s.form.yaml:4:5: breaking: newsletter: toggle removed\n"))
        let beside = try tree.formspec(["diff", "--against", "HEAD", "../Forms"], in: tree.path + "/Other")
        #expect(beside.out.hasPrefix("HEAD:../Forms/s.form.yaml:4:5: breaking: newsletter: toggle removed\n"))
    }

    @Test func aPathOutsideTheWorkTreeIsRefused() throws {
        let tree = try Self.renamedControl()
        let outside = try TemporaryFolder()
        for path in [outside.path, "..", "/"] {
            let outcome = try tree.formspec(["diff", "--against", "HEAD", path])
            #expect(outcome.status == 64, "\(path)")
            #expect(
                outcome.error == "error: --against compares the specs of this git work tree: '\(path)' is outside it\n")
            #expect(outcome.out.isEmpty)
        }
    }

    /// A spec whose name is not UTF-8 (`caf\xE9.form.yaml`: Latin-1, as an old tool may have
    /// written it) is read by its bytes at both sides, in the work tree and from git, and named
    /// with `\xHH`: changed, deleted or new since the revision, it is compared as any other.
    @Test func aSpecWhoseNameIsNotUTF8IsComparedByItsBytes() throws {
        let tree = try GitWorkTree()
        func latin1(_ folder: String, _ stem: String, _ byte: UInt8) -> [UInt8] {
            Array((tree.path + "/" + folder + "/" + stem).utf8) + [byte] + Array(".form.yaml".utf8)
        }
        try tree.folder.write("Forms/s.form.yaml", Self.spec)
        try DirectorySearchTests.create(latin1("Forms", "caf", 0xE9), text: Self.spec)
        try DirectorySearchTests.create(latin1("Forms", "gon", 0xE9), text: Self.spec)
        try tree.commitAll()
        try DirectorySearchTests.create(latin1("Forms", "caf", 0xE9), text: Self.spec + "    state: on\n")
        try #require(unlink(latin1("Forms", "gon", 0xE9).map { CChar(bitPattern: $0) } + [0]) == 0)
        try FileManager.default.createDirectory(atPath: tree.path + "/Other", withIntermediateDirectories: true)
        try DirectorySearchTests.create(latin1("Other", "na", 0xEF), text: Self.spec)
        let outcome = try tree.formspec(["diff", "--against", "HEAD", "--fail-on", "none"])
        #expect(outcome.status == 0, "\(outcome.out)\(outcome.error)")
        #expect(!outcome.out.contains("error"), "\(outcome.out)")
        #expect(
            outcome.out.contains("Forms/caf\\xE9.form.yaml:7:5: behavior: newsletter: state changed from off to on\n"))
        #expect(outcome.out.contains("HEAD:Forms/gon\\xE9.form.yaml:2:5: breaking: settings: form removed\n"))
        #expect(outcome.out.contains("Other/na\\xEF.form.yaml:2:5: behavior: settings: form added\n"))
        #expect(outcome.out.hasSuffix("5 changes in 4 specs: 2 breaking, 3 behavior, 0 cosmetic\n"), "\(outcome.out)")
        // From a folder of the work tree, as seen from there.
        let inside = try tree.formspec(
            ["diff", "--against", "HEAD", "--fail-on", "none", "."], in: tree.path + "/Forms")
        #expect(
            inside.out.hasPrefix("caf\\xE9.form.yaml:7:5: behavior: newsletter: state changed from off to on\n"),
            "\(inside.out)")
    }
}
