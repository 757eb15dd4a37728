import ArgumentParser
import FormSpec

/// `formspec explain [ID]`: what a diagnostic id checks, why, and examples; every id without one.
struct ExplainCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain what a diagnostic id checks, with examples.",
        discussion: """
            Prints what the rule behind ID checks and why, a spec that triggers it with the \
            diagnostics it gets, and a spec like it that does not. Without an ID, lists every \
            diagnostic id with its severity and summary, grouped by family.

            Example: formspec explain checkbox.state-conflict
            """)

    @Argument(help: "A diagnostic id, such as checkbox.state-conflict (the [ID] at the end of a diagnostic).")
    var id: String?

    func validate() throws {
        if let id, case .failure(let unknown) = Explanation.lookup(id) { throw ValidationError(unknown.message) }
    }

    func run(console: Console) throws -> Int32 {
        guard let id else {
            console.out(Explanation.renderedIndex())
            return 0
        }
        switch Explanation.lookup(id) {
        case .success(let explanation):
            console.out(explanation.rendered())
            return 0
        case .failure(let unknown):
            throw ValidationError(unknown.message)
        }
    }
}
