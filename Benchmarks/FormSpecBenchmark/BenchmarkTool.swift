/// The `formspec-benchmark` command line: `generate`, and one subcommand per measured phase.
enum BenchmarkTool {
    /// The phases that can be measured; each is a subcommand named after it.
    static let phases: [any BenchmarkPhase] = [
        ParsePhase(), CheckPhase(), CompilePhase.json, CompilePhase.jsonAndSwift, CompilePhase.html, DiffPhase(),
    ]

    static var usage: String {
        var text = """
            usage: formspec-benchmark generate [--mix NAME] [--seed N] [--configuration FILE] --bytes N | --controls N
                     write a valid FormSpec spec of about N bytes, or of exactly N controls,
                     to standard output: controls drawn in the mix's shares from the seed's
                     pseudo-random sequence (the same mix, seed and size give the same bytes);
                     --configuration writes the .formspec.yml it is checked with to FILE
                     (the mixes but current). The mixes (default current):
            """
        for mix in BenchmarkMix.named {
            text += "\n         \(mix.name)\(String(repeating: " ", count: 11 - mix.name.count))\(mix.summary)"
        }
        for phase in phases {
            text += "\n       formspec-benchmark \(phase.name) FILE [--iterations K]"
            text += "\n                 \(phase.summary); K runs (default 5), results as field=value lines"
        }
        return text
    }

    /// Runs the subcommand named by the first argument; returns the process exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            StandardStream.error.write(usage + "\n")
            return 2
        }
        if ["-h", "--help", "help"].contains(command) {
            StandardStream.output.write(usage + "\n")
            return 0
        }
        do throws(BenchmarkError) {
            let rest = try Arguments(arguments.dropFirst())
            if command == "generate" {
                try GenerateCommand.run(rest)
            } else if let phase = phases.first(where: { $0.name == command }) {
                try PhaseCommand.run(phase, rest)
            } else {
                throw BenchmarkError.usage("unknown subcommand '\(command)'")
            }
            return 0
        } catch {
            StandardStream.error.write("formspec-benchmark: \(error.message)\n")
            if case .usage = error { StandardStream.error.write(usage + "\n") }
            return error.exitStatus
        }
    }
}

/// Why a subcommand could not run.
enum BenchmarkError: Error {
    /// The arguments are wrong; the usage is printed.
    case usage(String)
    /// A file could not be read.
    case io(String)

    var message: String {
        switch self {
        case .usage(let message), .io(let message): return message
        }
    }

    var exitStatus: Int32 {
        switch self {
        case .usage: return 2
        case .io: return 1
        }
    }
}
