#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormSpec

/// The whole compile of one spec to a file, as `formspec compile --output-dir` does it: parse,
/// decode, validate, normalize, and the JSON streamed into a new output file (removed first, so
/// every run writes it rather than finding it unchanged).
struct CompilePhase: BenchmarkPhase {
    let name = "compile"
    let summary = "time Compiler().compile and the JSON written to a file (the whole formspec compile)"

    /// The output file, in the system's temporary directory.
    private let outputPath = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/formspec-benchmark-\(getpid()).json"

    func run(_ input: [UInt8]) -> (diagnostics: [Diagnostic], written: Bool) {
        unlink(outputPath)
        defer { unlink(outputPath) }
        let compilation = Compiler().compile(SourceFile(name: "benchmark.form.yaml", bytes: input))
        guard let form = compilation.form,
              (try? OutputFile(path: outputPath).update { form.writeJSON(into: &$0) }) == .written
        else { return (compilation.diagnostics, false) }
        return (compilation.diagnostics, true)
    }

    /// `diagnostics`, `errors` and `output_files` (1 when the JSON was written).
    func counts(of output: (diagnostics: [Diagnostic], written: Bool)) -> [ResultField] {
        CheckPhase().counts(of: output.diagnostics) + [ResultField("output_files", output.written ? 1 : 0)]
    }
}
