import FormSpecTestSupport
import Foundation
import Testing

/// What `formspec --help` and the synopsis of Documentation/CommandLine.md tell a user: what the
/// tool does, and every command and option there is.
@Suite struct CommandLineHelpTests {
    static let commands = [
        "check", "fix", "compile", "preview", "strings", "templates", "schema", "diff", "explain", "config",
        "lsp",
    ]

    @Test func theTopLevelHelpSaysWhatTheToolDoes() {
        let help = CommandRunner.run(["--help"]).out
        #expect(
            help.hasPrefix(
                "OVERVIEW: Check declarative YAML form specs, and compile them into normalized\nJSON, previews and Swift code."
            ), "\(help)")
        for command in Self.commands {
            #expect(help.contains("\n  \(command) "), "\(command)")
        }
    }

    /// The synopsis: the first code block of CommandLine.md, its spaces collapsed.
    static func synopsis() throws -> String {
        let document = try String(
            contentsOf: FormSpecTestSupport.packageDirectory.appendingPathComponent("Documentation/CommandLine.md"),
            encoding: .utf8)
        let block = try #require(document.components(separatedBy: "```").dropFirst().first)
        return block.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: commands)
    func theSynopsisNamesEveryCommandAndItsOptions(command: String) throws {
        let synopsis = try Self.synopsis()
        #expect(synopsis.contains("formspec \(command) "), "\(command)")
        let help = CommandRunner.run([command, "--help"]).out
        let options = Set(
            help.split(whereSeparator: { !$0.isLetter && $0 != "-" }).filter { $0.hasPrefix("--") && $0.count > 2 }.map(
                String.init))
        for option in options.subtracting(["--help"]).sorted() {
            #expect(synopsis.contains(option), "\(command) \(option)")
        }
    }
}
