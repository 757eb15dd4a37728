import Testing

@testable import FormSpecCLI

/// `formspec check FILE...` runs without the parser: for such command lines, the files and
/// settings the shortcut takes are those the parser finds, and every other line goes to the parser.
@Suite struct CheckShortcutTests {
    @Test(arguments: [
        ["check", "a.yaml"], ["check", "a.yaml", "b.yml", "dir"], ["check", "check", "compile", "help"], ["check", ""],
        ["check", "a b.yaml", "+x", "~/y", "a-b", "a=--c"],
    ])
    func takesWhatTheParserFinds(arguments: [String]) throws {
        let parsed = try #require(try FormspecCommand.parseAsRoot(arguments) as? CheckCommand)
        #expect(CheckCommand.plainFiles(in: arguments) == parsed.files)
        #expect(parsed.diagnostics.settings == DiagnosticSettings())
    }

    @Test(arguments: [
        [], ["check"], ["check", "-"], ["check", "a.yaml", "-"], ["check", "--", "a.yaml"],
        ["check", "a.yaml", "--jobs", "2"],
        ["check", "a.yaml", "-h"], ["check", "a.yaml", "--generate-completion-script", "bash"], ["compile", "a.yaml"],
        ["preview", "a.yaml"], ["help", "check"], ["a.yaml"], ["---completion", "check"],
    ])
    func leavesAnyOtherCommandLineToTheParser(arguments: [String]) {
        #expect(CheckCommand.plainFiles(in: arguments) == nil)
    }
}
