import FormSpecYAML

/// Controls decoded while the parse is still going on: the parse hands over each item of the
/// root's `controls` list as soon as it is read (on a large file, while libyaml reads the rest on
/// a second thread), and the decoder decodes it and runs the rules about one control then. The form's decode later takes each control
/// it meets from here; one it does not find (a list brought in by a merge key) it decodes then.
/// A list the form does not use (the second of two `controls` keys) is decoded for nothing, and
/// its diagnostics are never reported.
struct EarlyControls {
    private struct Decoded {
        var place: SourcePlace
        var control: ControlSyntax?
        var diagnostics: [Diagnostic]
    }

    /// In document order, which is the order of their places.
    private var decoded: [Decoded] = []
    /// The first entry that `take` has not passed.
    private var next = 0

    fileprivate mutating func append(_ place: SourcePlace, _ control: ControlSyntax?, diagnostics: [Diagnostic]) {
        decoded.append(Decoded(place: place, control: control, diagnostics: diagnostics))
    }

    /// The control decoded early at `place` and its diagnostics; nil when none was. Called in
    /// document order, each entry handed over once.
    fileprivate mutating func take(at place: SourcePlace) -> (control: ControlSyntax?, diagnostics: [Diagnostic])? {
        while next < decoded.count, decoded[next].place < place { next += 1 }
        guard next < decoded.count, decoded[next].place == place else { return nil }
        defer { next += 1 }
        return (decoded[next].control.take(), decoded[next].diagnostics)
    }
}

extension SyntaxDecoder {
    /// Decodes and checks an item of the root's `controls` list before the form is decoded; its
    /// diagnostics wait with it until the form's decode takes it.
    mutating func decodeEarly(_ item: ParsedNode) {
        let formMap = sink.sourceMap
        sink.sourceMap = item.sourceMap
        let control = checkedControl(item)
        sink.sourceMap = formMap
        early.append(item.usagePlace, control, diagnostics: sink.takeDiagnostics())
    }

    /// An item of the form's `controls` list, decoded and checked by the rules about one control:
    /// early, or now.
    mutating func listedControl(_ item: ParsedNode) -> ControlSyntax? {
        guard let (control, diagnostics) = early.take(at: item.usagePlace) else { return checkedControl(item) }
        sink.append(diagnostics)
        return control
    }

    private mutating func checkedControl(_ item: ParsedNode) -> ControlSyntax? {
        let control = control(item)
        if let control { Validator.check(control, into: &sink) }
        return control
    }
}
