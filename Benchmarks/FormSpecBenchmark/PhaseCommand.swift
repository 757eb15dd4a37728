/// `<phase> FILE [--iterations K]`: reads FILE once, runs the phase K times and prints the results
/// as `field=value` lines, the same fields as `Benchmarks/raw_events.c`.
enum PhaseCommand {
    static func run(_ phase: some BenchmarkPhase, _ arguments: Arguments) throws(BenchmarkError) {
        var arguments = arguments
        let path = try arguments.positional("FILE")
        let iterations = try arguments.positiveInteger("iterations", fallback: 5)
        try arguments.finish()
        let startRSS = PeakMemory.bytes
        let input = try InputFile.read(path)
        let measurement = Measurement(of: phase, on: input, iterations: iterations)
        var fields = [
            ResultField("phase", phase.name),
            ResultField("input_bytes", input.count),
            ResultField("iterations", iterations),
            ResultField("best_seconds", Measurement.format(measurement.best)),
            ResultField("median_seconds", Measurement.format(measurement.median)),
        ]
        fields += measurement.counts
        fields.append(ResultField("start_rss_bytes", startRSS))
        fields.append(ResultField("peak_rss_bytes", PeakMemory.bytes))
        StandardStream.output.write(fields.map { "\($0.name)=\($0.value)\n" }.joined())
    }
}
