public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, github, sarif
    public func render(_ report: DiagnosticReport, color: Bool) -> String {
        report.diagnostics.map { "\($0.file):\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message) [\($0.id.rawValue)]\n" + $0.notes.map { "\($0.file):\($0.range.start.line):\($0.range.start.column): note: \($0.message)\n" }.joined() }.joined()
    }
}
