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

    /// The built-in templates are written by the compiler, not by Stencil: only a copy printed
    /// to a file, or a template of one's own, is a Stencil template.
    @Test func theTemplatesHelpSaysWhichTemplatesAreStencil() {
        let help = CommandRunner.run(["templates", "--help"]).out.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(!help.contains("Each template is a Stencil file"), "\(help)")
        #expect(help.contains("the compiler writes it itself"), "\(help)")
        #expect(help.contains("rendered by Stencil"), "\(help)")
    }

    /// The synopsis: the first code block of CommandLine.md (or the first after `heading` in
    /// `document`), its spaces collapsed.
    static func synopsis(in document: String = "Documentation/CommandLine.md", after heading: String? = nil) throws
        -> String
    {
        var text = try String(
            contentsOf: FormSpecTestSupport.packageDirectory.appendingPathComponent(document), encoding: .utf8)
        if let heading { text = String(try #require(text.components(separatedBy: heading).dropFirst().first)) }
        let block = try #require(text.components(separatedBy: "```").dropFirst().first)
        return block.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The synopses of CommandLine.md and of the README's command line name every subcommand of
    /// each command, on the command's line (`formspec templates [list | print NAME | support NAME …]`).
    @Test(arguments: commands)
    func theSynopsesNameEverySubcommand(command: String) throws {
        let help = CommandRunner.run([command, "--help"]).out
        let subcommands =
            help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first.map { section in
                section.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.filter {
                    $0.hasPrefix("  ") && !$0.hasPrefix("   ")
                }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
            } ?? []
        for document in [("Documentation/CommandLine.md", nil), ("README.md", "## The command line")] {
            let synopsis = try Self.synopsis(in: document.0, after: document.1)
            let line = try #require(
                synopsis.components(separatedBy: "formspec \(command) ").dropFirst().first?.components(
                    separatedBy: " formspec "
                ).first, "\(document.0): \(command)")
            for subcommand in subcommands {
                #expect(line.contains(subcommand), "\(document.0): formspec \(command) \(subcommand)")
            }
        }
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
