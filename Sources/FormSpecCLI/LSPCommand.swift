import ArgumentParser
import FormSpecLanguageServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formspec lsp`: the language server, over standard input and output.
struct LSPCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17) over standard input and output, for editors.",
        discussion: """
            An editor starts it and speaks the Language Server Protocol with it: diagnostics of \
            the unsaved text as it is typed, quick fixes, hover, completion, go to definition, \
            references and rename of ids, document symbols and colours. See \
            Documentation/LanguageServer.md for the set-up of VS Code, Neovim, Helix and Zed.

            Exit status: 0 after the client's 'shutdown' and 'exit', 1 when the client left \
            without them.
            """)

    @Flag(help: "Speak over standard input and output (the only transport; accepted because clients pass it).")
    var stdio = false

    func run(console: Console) throws -> Int32 {
        // A client that closes its end while a message is written must end the server with
        // status 1, not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        return LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO).run()
    }
}
