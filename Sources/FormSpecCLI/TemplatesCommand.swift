import ArgumentParser
import FormSpec

/// `formspec templates [list | print NAME | support NAME]`: the built-in code-generation templates.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the built-in code-generation templates, or print one to copy and adapt.",
        discussion: """
            compile --emit swift --template NAME writes a built-in template's Swift for every \
            spec; the compiler writes it itself. templates print NAME gives the same template as \
            a Stencil file: a copy of it, edited, is used as --template path/to/copy.stencil and \
            rendered by Stencil. Documentation/Templates.md describes what a template is given.

            Example: formspec templates print swift > Templates/forms.stencil
            """,
        subcommands: [ListTemplates.self, PrintTemplate.self, TemplateSupportFile.self],
        defaultSubcommand: ListTemplates.self)
}

/// `formspec templates` (or `templates list`): each built-in template with what it generates.
struct ListTemplates: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the built-in templates.", discussion: "Example: formspec templates list")

    func run(console: Console) throws -> Int32 {
        let width = BuiltInTemplate.allCases.map(\.rawValue.count).max() ?? 0
        for template in BuiltInTemplate.allCases {
            console.out(template.rawValue.padding(toLength: width) + "  " + template.summary + "\n")
        }
        return 0
    }
}

/// `formspec templates print NAME`: one built-in template's text.
struct PrintTemplate: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "print", abstract: "Print a built-in template.",
        discussion: "Example: formspec templates print uikit > Templates/forms.stencil")

    @Argument(help: "The template's name, as formspec templates lists it.")
    var name: String

    func validate() throws {
        if case .failure(let unknown) = BuiltInTemplate.named(name) { throw ValidationError(unknown.message) }
    }

    func run(console: Console) throws -> Int32 {
        console.out(try BuiltInTemplate.named(name).mapError { ValidationError($0.message) }.get().text)
        return 0
    }
}

/// `formspec templates support NAME [--output FILE]`: the support file of a built-in screen
/// template (`swiftui`'s `FormSpecSwiftUI.swift`), which `compile --output-dir` writes once into
/// the folder; for a run to standard output, or a build plugin, that writes each form's file.
struct TemplateSupportFile: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "support", abstract: "Write the support file a built-in template's forms share.",
        discussion: "Example: formspec templates support swiftui --output Sources/App/Forms/FormSpecSwiftUI.swift")

    @Argument(help: "The template's name, as formspec templates lists it.")
    var name: String

    @Option(help: "The file to write (not rewritten when unchanged); standard output without it.")
    var output: String?

    func validate() throws {
        let template = try BuiltInTemplate.named(name).mapError { ValidationError($0.message) }.get()
        if template.screen?.supportFile == nil {
            throw ValidationError("the template '\(name)' has no support file: its output is one file per form.")
        }
    }

    func run(console: Console) throws -> Int32 {
        guard let template = BuiltInTemplate(rawValue: name), let support = template.screen?.supportFile else {
            return 64
        }
        guard let output else {
            console.out(support.text)
            return 0
        }
        do {
            _ = try OutputFile(path: output).update { $0.append(support.text) }
            return 0
        } catch {
            // An OutputError says which file and why: "cannot write 'FILE': REASON".
            console.error("error: \((error as? OutputError)?.description ?? "cannot write '\(output)': \(error)")\n")
            return 1
        }
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
