/// A check over a decoded form: one per file, holding its messages and the declarations and
/// catalogue entries of the ids it reports.
protocol Rule: DiagnosticSource, Sendable {}

extension Rule {
    /// A rule declares no family unless it says so (the families of a control's rules are most
    /// often declared by the control's definition).
    static var diagnosticFamilies: [DiagnosticFamily] { [] }
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
