import FormSpecYAML

/// The pipeline's scheduling of the controls list: the parse hands over each item of the root's
/// `controls` list as soon as it is read (on a large file, while libyaml reads the rest on a
/// second thread), and the pipeline decodes it and runs the rules about one control on it then.
/// The form's decode later takes each control it meets from here, with its diagnostics; one it
/// does not find (a list brought in by a merge key) the pipeline decodes and checks then. A list
/// the form does not use (the second of two `controls` keys) is decoded for nothing, and its
/// diagnostics are never reported.
///
/// The diagnostics waiting here are bounded as the collector's are: once they (those kept and
/// those listed as suppressed) number as many as the collector keeps, the items handed over after are not decoded early, but when the form's
/// decode meets them, straight into the collector.
struct StreamedControls {
    private struct Decoded {
        var place: SourcePlace
        var control: ControlSyntax?
    }

    /// In document order, which is the order of their places.
    private var decoded: [Decoded] = []
    /// The diagnostics of the entries of `decoded` that have some, by their positions there.
    private var diagnostics: [Int: DiagnosticCollector.Collected] = [:]
    /// The first entry that `take` has not passed.
    private var next = 0
    /// How many diagnostics the entries keep or list as suppressed.
    private var keptCount = 0

    /// Decodes and checks an item of the controls list the parse handed over; its diagnostics
    /// wait with it until the form's decode takes it.
    mutating func decode(_ item: ParsedNode, with decoder: inout SyntaxDecoder) {
        guard keptCount < decoder.collector.limit else { return }
        let control = decoder.reading(item) { StreamedControls.checkedControl(item, with: &$0) }
        let collected = decoder.collector.takeDiagnostics()
        if !collected.isEmpty {
            keptCount += collected.kept.count + collected.suppressed.count
            diagnostics[decoded.count] = collected
        }
        decoded.append(Decoded(place: item.usagePlace, control: control))
    }

    /// An item of the form's `controls` list, decoded and checked: taken from the items decoded
    /// while the file was parsed, or decoded now.
    mutating func listedControl(_ item: ParsedNode, with decoder: inout SyntaxDecoder) -> ControlSyntax? {
        guard let (control, diagnostics) = take(at: item.usagePlace) else {
            return StreamedControls.checkedControl(item, with: &decoder)
        }
        if let diagnostics { decoder.collector.append(contentsOf: diagnostics) }
        return control
    }

    /// The decode stage, then the validate stage's rules about one control.
    private static func checkedControl(_ item: ParsedNode, with decoder: inout SyntaxDecoder) -> ControlSyntax? {
        let control = decoder.control(item)
        if let control { Validator.check(control, into: &decoder.collector) }
        return control
    }

    /// The control decoded early at `place` and its diagnostics (nil when it has none); nil when
    /// none was. Called in document order, each entry handed over once.
    private mutating func take(at place: SourcePlace) -> (control: ControlSyntax?, diagnostics: DiagnosticCollector.Collected?)? {
        while next < decoded.count, decoded[next].place < place { next += 1 }
        guard next < decoded.count, decoded[next].place == place else { return nil }
        defer { next += 1 }
        return (decoded[next].control.take(), diagnostics.removeValue(forKey: next))
    }
}
