/// A check over a decoded form: one per file, holding its messages and the explanations of the
/// ids it reports. The validator calls each kind of rule in one pass over the controls.
protocol Rule: Sendable {
    /// The ids this rule reports, explained.
    static var explanations: [Explanation] { get }
}

/// A rule about the form as a whole.
protocol FormRule: Rule {
    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink)
}

/// A rule about each checkbox on its own.
protocol CheckboxRule: Rule {
    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticSink)
}

/// A rule about each checkbox group and radio group on its own.
protocol GroupRule: Rule {
    static func check(_ group: GroupSyntax, isRadio: Bool, of control: ControlSyntax, into sink: inout DiagnosticSink)
}

/// A rule about each calendar on its own.
protocol CalendarRule: Rule {
    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticSink)
}
