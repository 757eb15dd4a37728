/// A stage of the compiler that the tool times. Each phase is one file and one entry in
/// `BenchmarkTool.phases`, which makes it a subcommand.
protocol BenchmarkPhase: Sendable {
    /// What one run produces. It is released only after the clock stops, so freeing it is not
    /// timed, and before the next run starts, so two outputs never coexist.
    associatedtype Output

    /// The subcommand, and the `phase` field of the results.
    var name: String { get }
    /// What the phase runs, for the usage text.
    var summary: String { get }

    /// The timed work on a spec's bytes.
    func run(_ input: [UInt8]) -> Output

    /// Figures that prove the work was done (`nodes`, `problems`), printed as result fields.
    /// Not timed.
    func counts(of output: Output) -> [ResultField]
}

/// One `field=value` line of the results.
struct ResultField {
    var name: String
    var value: String

    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    init(_ name: String, _ value: Int) {
        self.init(name, String(value))
    }
}
