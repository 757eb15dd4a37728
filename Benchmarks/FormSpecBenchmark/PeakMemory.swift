#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident set size so far, from `getrusage(RUSAGE_SELF)`. Read before the
/// input is loaded (`start_rss_bytes`: the runtime and linked libraries) and after the runs
/// (`peak_rss_bytes`, which includes the start).
enum PeakMemory {
    /// In bytes (`ru_maxrss` is in kilobytes on Linux, in bytes on macOS).
    static var bytes: Int {
        var usage = rusage()
        #if os(Linux)
            guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) * 1024
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)
        #endif
    }
}
