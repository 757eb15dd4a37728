/// A check over a decoded form: one per file, holding its messages and the catalogue entries of
/// the ids it reports.
protocol Rule: Sendable {
    /// The catalogue entries of the ids this rule reports.
    static var explanations: [Explanation] { get }
}

/// A rule about the form as a whole.
protocol FormRule: Rule {
    static func check(_ form: FormSyntax, into collector: inout DiagnosticCollector)
}

/// A rule about each control of a type on its own: one per file, holding its messages and its
/// catalogue entries.
protocol ControlRule<Syntax>: Rule {
    /// The syntax of the controls it checks (one rule may serve several types: both groups).
    associatedtype Syntax: ControlSyntaxBody
    static func check(_ syntax: Syntax, of control: ControlSyntax, into collector: inout DiagnosticCollector)
}
