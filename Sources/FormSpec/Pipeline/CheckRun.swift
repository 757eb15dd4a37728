import FormSpecYAML
// ProcessInfo, without the whole of Foundation where the platform has its essentials apart.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Compiler {
    /// How many files `formspec` works on at once unless `--jobs` says otherwise: one per
    /// active processor.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Checks every spec the paths name (files, directories, `-`), one failing file never
    /// stopping the others, and gathers one report in print order.
    ///
    /// - Parameter jobs: how many files are read and checked at once, each on its own thread
    ///   (at least 1; `nil` for ``defaultJobs``, one per core). The report is the same for any number.
    public func check(paths: [String], reader: SpecReader, jobs: Int? = 1) -> DiagnosticReport {
        let inputs = reader.inputs(for: paths)
        var report = ReportGathering()
        forEachInput(inputs, reader: reader, jobs: jobs, { _, loaded in
            FileFindings(loaded) { check($0) }
        }, then: { report.add($0) })
        return report.finished(reading: inputs)
    }

    /// Reads each input and hands it to `work`, on up to `jobs` threads (`nil`: ``defaultJobs``,
    /// asked only for more than one input, as a single file needs no count of the cores), then
    /// hands what `work` returned to `deliver`, on the calling thread and in input order. Standard
    /// input is read first, on the calling thread, so that `-` given twice reads it once, as in order.
    func forEachInput<Outcome: Sendable>(
        _ inputs: [SpecReader.Input], reader: SpecReader, jobs: Int?,
        _ work: @escaping @Sendable (Int, Result<SourceFile, Diagnostic>) -> Outcome,
        then deliver: (Outcome) -> Void
    ) {
        let jobs = inputs.count > 1 ? (jobs ?? Self.defaultJobs) : 1
        var readFirst: [Int: Result<SourceFile, Diagnostic>] = [:]
        if jobs > 1 {
            for (index, input) in inputs.enumerated() where input == .standardInput { readFirst[index] = reader.load(input) }
        }
        let standardInput = readFirst
        OrderedWork.run(count: inputs.count, jobs: jobs, work: { index in
            work(index, standardInput[index] ?? reader.load(inputs[index]))
        }, deliver: { _, outcome in deliver(outcome) })
    }
}

/// What reading and diagnosing one input found: its diagnostics, and the lines of its source
/// when they point into it.
struct FileFindings: Sendable {
    var diagnostics: [Diagnostic]
    var source: (name: String, lines: SourceLines)?

    init(_ loaded: Result<SourceFile, Diagnostic>, diagnose: (SourceFile) -> [Diagnostic]) {
        switch loaded {
        case .failure(let diagnostic):
            diagnostics = [diagnostic]
        case .success(let file):
            diagnostics = diagnose(file)
            if !diagnostics.isEmpty { source = (file.name, SourceLines(file.bytes)) }
        }
    }
}

/// One report gathered from the findings of each file, in input order.
struct ReportGathering {
    private var diagnostics: [Diagnostic] = []
    private var sources: [String: SourceLines] = [:]

    mutating func add(_ findings: FileFindings) {
        diagnostics += findings.diagnostics
        if let source = findings.source { sources[source.name] = source.lines }
    }

    /// The report of a run over `inputs`, counting the files read (a directory without a spec
    /// is not one).
    func finished(reading inputs: [SpecReader.Input]) -> DiagnosticReport {
        let fileCount = inputs.count { if case .directoryWithoutSpecs = $0 { false } else { true } }
        return DiagnosticReport(diagnostics: diagnostics, fileCount: fileCount, sources: sources)
    }
}
