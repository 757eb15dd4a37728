/// A check over a decoded form: one per file, holding its messages and the explanations of the
/// ids it reports.
protocol Rule: Sendable {
    /// The ids this rule reports, explained.
    static var explanations: [Explanation] { get }

    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink)
}

/// A rule about each checkbox on its own.
protocol CheckboxRule: Rule {
    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticSink)
}

extension CheckboxRule {
    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink) {
        for control in form.controls {
            if case .checkbox(let checkbox)? = control.kind { check(checkbox, of: control, into: &sink) }
        }
    }
}

/// A rule about each checkbox group and radio group on its own.
protocol GroupRule: Rule {
    static func check(_ group: GroupSyntax, isRadio: Bool, of control: ControlSyntax, into sink: inout DiagnosticSink)
}

extension GroupRule {
    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink) {
        for control in form.controls {
            switch control.kind {
            case .checkboxGroup(let group)?: check(group, isRadio: false, of: control, into: &sink)
            case .radioGroup(let group)?: check(group, isRadio: true, of: control, into: &sink)
            default: break
            }
        }
    }
}

/// A rule about each calendar on its own.
protocol CalendarRule: Rule {
    static func check(_ calendar: CalendarSyntax, of control: ControlSyntax, into sink: inout DiagnosticSink)
}

extension CalendarRule {
    static func check(_ form: FormSyntax, into sink: inout DiagnosticSink) {
        for control in form.controls {
            if case .calendar(let calendar)? = control.kind { check(calendar, of: control, into: &sink) }
        }
    }
}
