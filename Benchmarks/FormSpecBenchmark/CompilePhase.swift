import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole compile of one spec to files, as `formspec compile --output-dir --emit …` does it:
/// parse, decode, validate, normalize, and each format streamed into a new output file (removed
/// first, so every run writes it rather than finding it unchanged). `compile` writes the JSON,
/// `compile-swift` the JSON and the built-in Swift (`--emit json,swift`), `compile-html` the visual
/// preview (`--emit html`).
struct CompilePhase: BenchmarkPhase {
    let name: String
    let summary: String
    let formats: [OutputFormat]

    /// The JSON only: `formspec compile`.
    static let json = CompilePhase(
        name: "compile", summary: "time Compiler().compile and the JSON written to a file (the whole formspec compile)",
        formats: [.json])
    /// The JSON and the Swift: `formspec compile --emit json,swift`.
    static let jsonAndSwift = CompilePhase(
        name: "compile-swift", summary: "the same with the Swift written too (--emit json,swift)",
        formats: [.json, .swift])
    /// The visual preview alone: `formspec compile --emit html`.
    static let html = CompilePhase(
        name: "compile-html", summary: "Compiler().compile and the visual preview written to a file (--emit html)",
        formats: [.html])

    /// The output file of `format`, in the system's temporary directory.
    private func outputPath(_ format: OutputFormat) -> String {
        (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/formspec-benchmark-\(getpid())."
            + format.fileExtension
    }

    func run(_ input: [UInt8]) -> (diagnostics: [Diagnostic], written: Int) {
        for format in formats { unlink(outputPath(format)) }
        defer { for format in formats { unlink(outputPath(format)) } }
        let source = SourceFile(name: "benchmark.form.yaml", bytes: input)
        let compilation = Compiler(checksSwiftNames: formats.contains(.swift)).compile(source)
        guard let form = compilation.form else { return (compilation.diagnostics, 0) }
        let options = CompileOptions(formats: formats)
        let written = formats.filter { format in
            (try? OutputFile(path: outputPath(format)).update {
                try format.write(form, spec: source.name, options: options, compilation: compilation, into: &$0)
            })
                == .written
        }
        return (compilation.diagnostics, written.count)
    }

    /// `diagnostics`, `errors` and `output_files` (how many files were written).
    func counts(of output: (diagnostics: [Diagnostic], written: Int)) -> [ResultField] {
        CheckPhase().counts(of: output.diagnostics) + [ResultField("output_files", output.written)]
    }
}
