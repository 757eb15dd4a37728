import Foundation
import Testing

@testable import FormSpecCLI

/// `formspec compile FILE... [--emit LIST] [--output-dir DIR]` runs without the parser: for such
/// command lines, the plan the shortcut makes is the one the parser's command resolves (once, when
/// it is validated, and runs), and every other line goes to the parser.
@Suite struct CompileShortcutTests {
    /// Real files (the shortcut checks that a lone spec is a regular file); nothing is compiled.
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path
    static let spec = samples + "/signup.form.yaml"
    static let other = samples + "/inscription.form.yaml"

    static let plain: [[String]] = [
        ["compile", spec], ["compile", spec, "--emit", "swift"], ["compile", spec, "--emit=preview"],
        ["compile", spec, other, "--output-dir", samples + "/out"],
        ["compile", "--output-dir=out", spec, "--emit", "json,swift", other],
        ["compile", samples, "--output-dir", "out"],
    ]

    @Test(arguments: plain)
    func takesWhatTheParserFinds(arguments: [String]) throws {
        let parsed = try #require(try FormspecCommand.parseAsRoot(arguments) as? CompileCommand)
        let resolved = try #require(parsed.plan, "the parser's validation resolves the plan the command runs")
        let plain = try #require(CompileCommand.plainPlan(in: arguments))
        // Every value of the two plans, to the last default (a plan is not Equatable: it holds the
        // run's configuration finder, a class, whose source is compared apart).
        #expect(String(describing: plain) == String(describing: resolved))
        #expect(plain.settings.finder.source == resolved.settings.finder.source)
    }

    @Test(arguments: [
        ["compile"], ["compile", spec, other], ["compile", spec, "--emit", "json,swift"], ["compile", samples],
        ["compile", "-"], ["compile", spec, "--emit", "xml"], ["compile", spec, "--emit", "swift", "--emit", "json"],
        ["compile", spec, "--template", "uikit"], ["compile", spec, "--check", "--output-dir", "out"],
        ["compile", spec, "--jobs", "2"],
        ["compile", spec, "--output-dir"], ["compile", spec, "-h"], ["check", spec], [spec],
        ["compile", samples + "/missing.form.yaml"],
    ])
    func leavesAnyOtherCommandLineToTheParser(arguments: [String]) {
        #expect(CompileCommand.plainPlan(in: arguments) == nil)
    }
}
