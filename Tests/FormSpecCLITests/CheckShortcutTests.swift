import FormSpec
import Testing

@testable import FormSpecCLI

/// `formspec check FILE...` runs without the parser: for such command lines, the plan the shortcut
/// makes is the one the parser's command makes, and every other line goes to the parser.
@Suite struct CheckShortcutTests {
    @Test(arguments: [
        ["check", "a.yaml"], ["check", "a.yaml", "b.yml", "dir"], ["check", "check", "compile", "help"], ["check", ""],
        ["check", "a b.yaml", "+x", "~/y", "a-b", "a=--c"],
    ])
    func takesWhatTheParserFinds(arguments: [String]) throws {
        let parsed = try #require(try FormspecCommand.parseAsRoot(arguments) as? CheckCommand)
        let plain = try #require(CheckCommand.plainPlan(in: arguments))
        // Every value of the two plans, to the last default (a plan is not Equatable: it holds the
        // run's configuration finder, a class, whose source is compared apart).
        #expect(String(describing: plain) == String(describing: parsed.plan()))
        #expect(plain.settings.finder.source == parsed.plan().settings.finder.source)
        #expect(plain.inputs == parsed.files.map(SpecReader.Input.file))
    }

    @Test(arguments: [
        [], ["check"], ["check", "-"], ["check", "a.yaml", "-"], ["check", "--", "a.yaml"],
        ["check", "a.yaml", "--jobs", "2"],
        ["check", "a.yaml", "-h"], ["check", "a.yaml", "--generate-completion-script", "bash"], ["compile", "a.yaml"],
        ["preview", "a.yaml"], ["help", "check"], ["a.yaml"], ["---completion", "check"],
    ])
    func leavesAnyOtherCommandLineToTheParser(arguments: [String]) {
        #expect(CheckCommand.plainPlan(in: arguments) == nil)
    }
}
