import FormSpecYAML

/// What a ``DiagnosticCollector`` remembers of a diagnostic it counts without keeping it (left
/// out of the report, or suppressed past the ones listed): enough to count it, and for a
/// baseline to record it. Eight bytes: a file of a hundred thousand mistakes holds one each.
struct DiagnosticTrace: Sendable {
    /// The position of its id in `DiagnosticID.allCases`.
    private var idPosition: UInt16
    var severity: Severity
    /// How it is suppressed; nil for one left out.
    var suppression: Diagnostic.Suppression.Kind?
    /// The line it starts on (a file of more than four billion lines is not read whole anyway).
    private var startLine: UInt32

    init(_ diagnostic: Diagnostic, suppression: Diagnostic.Suppression.Kind?) {
        idPosition = UInt16(diagnostic.id.position)
        severity = diagnostic.severity
        self.suppression = suppression
        startLine = UInt32(clamping: diagnostic.range.start.line)
    }

    /// The line it starts on.
    var line: Int { Int(startLine) }

    /// Its id.
    var id: DiagnosticID { DiagnosticID.allCases[Int(idPosition)] }
}
