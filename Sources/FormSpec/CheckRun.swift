import FormSpecYAML

extension Compiler {
    /// Checks every spec the paths name (files, directories, `-`), one failing file never
    /// stopping the others, and gathers one report in print order.
    public func check(paths: [String], reader: SpecReader) -> DiagnosticReport {
        report(reader.inputs(for: paths), reader: reader) { check($0) }
    }

    /// Reads each input in order, one failing file never stopping the others, and gathers the
    /// diagnostics `diagnose` finds in each spec read, with the source lines the text format needs.
    func report(_ inputs: [SpecReader.Input], reader: SpecReader,
                _ diagnose: (SourceFile) -> [Diagnostic]) -> DiagnosticReport {
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceLines] = [:]
        for input in inputs {
            switch reader.load(input) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let source):
                let found = diagnose(source)
                if !found.isEmpty { sources[source.name] = SourceLines(source.bytes) }
                diagnostics += found
            }
        }
        return DiagnosticReport(diagnostics: diagnostics, fileCount: inputs.count, sources: sources)
    }
}
