import FormSpecYAML

/// One finding about a spec: a stable id, a severity, a message saying what is wrong and what to
/// write instead, the exact source range it is about, related notes and suggested edits.
public struct Diagnostic: Error, Sendable, Equatable {
    /// A related place, such as the first occurrence of a duplicate.
    public struct Note: Sendable, Equatable {
        public var message: String
        public var file: String
        public var range: SourceRange

        package init(message: String, file: String, range: SourceRange) {
            self.message = message
            self.file = file
            self.range = range
        }
    }

    /// A suggested edit: replace the text of `range` by `replacement`.
    public struct FixIt: Sendable, Equatable {
        public var message: String
        public var range: SourceRange
        public var replacement: String
        /// Whether the edit only corrects the mistake (a misspelt key or word, a word's case, a
        /// YAML 1.1 boolean written for a word), so that `formspec fix` applies it unasked; an
        /// unsafe one guesses between meanings or changes what the form does, and is applied only
        /// with `--unsafe`. Each catalogue entry says which of its id's fix-its are safe, and why.
        public var isSafe: Bool

        package init(message: String, range: SourceRange, replacement: String, isSafe: Bool) {
            self.message = message
            self.range = range
            self.replacement = replacement
            self.isSafe = isSafe
        }
    }

    public var id: DiagnosticID
    public var severity: Severity
    public var message: String
    /// The file's name as the user gave it (`<stdin>` for standard input).
    public var file: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]
    /// For `report.truncated`, how many diagnostics of each severity its file has beyond those
    /// kept (see ``Compiler/maxDiagnostics``); none for every other diagnostic. A report counts
    /// them in its summary instead of the `report.truncated` itself.
    package var leftOut = SeverityCounts()
    /// Why the diagnostic is not reported, when a suppression comment or a baseline hides it: the
    /// `json` and `sarif` formats list it, marked, and the others leave it out.
    package var suppression: Suppression?
    /// The id's catalogue severity, when a configuration changed it (`rules:`); nil otherwise.
    package var defaultSeverity: Severity?

    /// How a suppressed diagnostic was suppressed: SARIF's `suppression` object.
    package struct Suppression: Sendable, Equatable {
        /// Where the suppression is written: `inSource`, a comment in the spec; `external`, a
        /// baseline file.
        package enum Kind: String, Sendable, CaseIterable {
            case inSource, external
        }

        package var kind: Kind
        /// What suppressed it, in words: the comment and its reason, or the baseline file.
        package var justification: String

        package init(kind: Kind, justification: String) {
            self.kind = kind
            self.justification = justification
        }
    }

    /// A diagnostic with the severity of its id's catalogue entry.
    package init(
        _ id: DiagnosticID, _ message: String, file: String, range: SourceRange,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.id = id
        severity = id.severity
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The order diagnostics are printed in: by file, line, column, then id.
    package static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.range.start.line, lhs.range.start.column, lhs.id.rawValue, lhs.message)
            < (rhs.file, rhs.range.start.line, rhs.range.start.column, rhs.id.rawValue, rhs.message)
    }
}
