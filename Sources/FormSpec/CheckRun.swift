import FormSpecYAML

extension Compiler {
    /// Checks every spec the paths name (files, directories, `-`), one failing file never
    /// stopping the others, and gathers one report in print order.
    public func check(paths: [String], reader: SpecReader) -> DiagnosticReport {
        let inputs = reader.inputs(for: paths)
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceLines] = [:]
        for input in inputs {
            switch reader.load(input) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let source):
                let found = check(source)
                if !found.isEmpty { sources[source.name] = SourceLines(source.bytes) }
                diagnostics += found
            }
        }
        return DiagnosticReport(diagnostics: diagnostics, fileCount: inputs.count, sources: sources)
    }
}
