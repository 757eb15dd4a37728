/// The wall times of repeated runs of a phase, on the monotonic clock, and the figures of the
/// last run.
struct Measurement {
    /// Each run's time, in run order.
    private(set) var times: [Duration] = []
    private(set) var counts: [ResultField] = []

    init(of phase: some BenchmarkPhase, on input: [UInt8], iterations: Int) {
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            let start = clock.now
            let output = phase.run(input)
            times.append(clock.now - start)
            counts = phase.counts(of: output)
        }
    }

    var best: Duration { times.min() ?? .zero }

    /// The middle time (the mean of the two middle ones for an even count).
    var median: Duration {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return .zero }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Seconds with nine decimals (`0.012345678`), as raw_events.c prints them.
    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = String(attoseconds / 1_000_000_000)
        return "\(seconds)." + String(repeating: "0", count: 9 - nanoseconds.count) + nanoseconds
    }
}
