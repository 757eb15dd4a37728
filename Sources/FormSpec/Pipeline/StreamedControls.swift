import FormSpecYAML

/// The pipeline's scheduling of the controls list: the parse hands over each item of the root's
/// `controls` list as soon as it is read (on a large file, while libyaml reads the rest on a
/// second thread), and the pipeline decodes it and runs the rules about one control on it then.
/// The form's decode later takes the controls from here, with their diagnostics; an item it does
/// not find (a list brought in by a merge key) the pipeline decodes and checks then. A list the
/// form does not use (the second of two `controls` keys) is decoded for nothing, and its
/// diagnostics are never reported.
///
/// The diagnostics waiting here are bounded as the collector's are: once those kept number as
/// many as the collector keeps, the items handed over after are not decoded early, but when the
/// form's decode meets them, straight into the collector. Those suppressed wait listed only while
/// fewer than the collector lists wait (the first ones in the file), and counted after: a spec
/// whose every line suppresses an info is still read a control at a time, and never held whole.
///
/// Memory: an item decoded here is taken for good, and the parse lets go of its nodes. What is kept
/// of a control the run's ``AnalysisMode`` says: in a streaming compile, each control is normalized
/// as soon as it is checked (unless it takes the form's locale and that is not known yet), and only
/// its model, id and place are kept (``NormalizedControls``); in a check, only what the rules about
/// the whole form read (its place, type and id); else its syntax whole. The form's list is the list
/// kept here, handed over whole when it is that list. So a large form is never held as nodes,
/// syntax and model at once.
struct StreamedControls {
    private struct Decoded {
        var place: SourcePlace
        /// The control's position in `controls` or `normalized`; -1 when the item is not a control.
        var control: Int32
    }

    /// The items decoded, in document order, which is the order of their places.
    private var decoded: [Decoded] = []
    /// The controls of `decoded`, in the same order, when they are not normalized.
    private var controls: [ControlSyntax] = []
    /// The controls of `decoded`, in the same order, when they are normalized.
    private var normalized = NormalizedControls()
    /// Where each of `normalized`'s controls' model and id are among its models and ids; -1 for
    /// one waiting, or without an id.
    private var positions: [(model: Int32, id: Int32)] = []
    /// What the rules about logic read of the controls, in the order of `controls` or `normalized`.
    private var facts: [LogicFacts?] = []
    /// What the rules about logic read of the form's controls, in the list's order.
    private(set) var listedFacts: [LogicFacts?] = []
    /// The diagnostics of the entries of `decoded` that have some, by their positions there.
    private var diagnostics: [Int: DiagnosticCollector.Collected] = [:]
    /// The first entry that `take` has not passed.
    private var next = 0
    /// How many diagnostics the entries keep.
    private var keptCount = 0
    /// How many suppressed diagnostics the entries list.
    private var suppressedCount = 0
    /// Resolves the controls as they are checked, when the form is compiled.
    private var normalizer: FormNormalizer?
    /// Whether a control's syntax is kept whole once it is checked.
    private let keepsSyntax: Bool
    /// The form's locale as read before its controls, which the controls normalized after take;
    /// nil while none was read.
    private var formLocale: String?

    /// The controls of a run in `mode`: normalized as they are checked in a streaming compile,
    /// else only checked, their syntax kept whole when the mode reads it whole.
    init(_ mode: AnalysisMode) {
        normalizer = mode.normalizesEarly ? FormNormalizer(formLocale: nil) : nil
        keepsSyntax = mode.keepsSyntax
    }

    /// Reads a pair of the root mapping as the parse hands it over: the form's `locale`, when it is
    /// written before the controls (as a form usually has it), lets the controls that take it be
    /// normalized as they are checked too. It is read as the form's decode reads it; a spec whose
    /// locale is not read so (a second `locale`, a value that is no locale) has errors.
    mutating func read(_ pair: ParsedNode.Pair) {
        guard normalizer != nil, formLocale == nil, let key = pair.key.stringBytes,
            key.elementsEqual(FormKey.locale.rawValue.utf8),
            !pair.value.isRefused, case .string(let text)? = pair.value.resolved
        else { return }
        guard let locale = text == SyntaxDecoder.currentLocale ? text : SyntaxDecoder.normalizedLocale(text) else {
            return
        }
        formLocale = locale
        normalizer?.setFormLocale(locale)
    }

    /// Whether the controls normalized while the file was read took `locale`, the form's, if
    /// they took one.
    func tookFormLocale(_ locale: String) -> Bool {
        formLocale.map { $0 == locale } ?? true
    }

    /// Decodes and checks an item of the controls list the parse handed over; its diagnostics
    /// wait with it until the form's decode takes it. Returns whether it took the item (it does
    /// not once the diagnostics waiting are as many as the collector keeps).
    mutating func decode(_ item: ParsedNode, with decoder: inout SyntaxDecoder) -> Bool {
        guard keptCount < decoder.collector.limit else { return false }
        decoder.collector.suppressedRoom = max(0, decoder.collector.limit - suppressedCount)
        let control = decoder.reading(item) { StreamedControls.checkedControl(item, with: &$0) }
        let collected = decoder.collector.takeDiagnostics()
        decoder.collector.suppressedRoom = .max
        if !collected.isEmpty {
            keptCount += collected.kept.count
            suppressedCount += collected.suppressed.count
            diagnostics[decoded.count] = collected
        }
        guard var control else {
            decoded.append(Decoded(place: item.usagePlace, control: -1))
            return true
        }
        facts.append(LogicFacts(control))
        if normalizer != nil {
            decoded.append(Decoded(place: item.usagePlace, control: Int32(normalized.count)))
            let model = normalizer?.control(control)
            positions.append(
                (
                    model: model == nil ? -1 : Int32(normalized.models.count),
                    id: control.id == nil ? -1 : Int32(normalized.ids.count)
                ))
            normalized.append(
                place: control.place, id: control.id, model: model, syntax: model == nil ? control : nil,
                logic: ControlLogic(control: normalized.count, of: control))
        } else {
            decoded.append(Decoded(place: item.usagePlace, control: Int32(controls.count)))
            if !keepsSyntax {
                control.bodyBox = nil
                control.extensions = []
            }
            controls.append(control)
        }
        return true
    }

    /// The controls of the form's `controls` list, decoded and checked: the list decoded while
    /// the file was parsed, handed over whole when the list is that one; otherwise each item
    /// taken from there or decoded now. When the controls are normalized, they are in
    /// `listedNormalized` instead, and none is returned.
    mutating func listedControls(_ items: ParsedNode.Items, with decoder: inout SyntaxDecoder) -> [ControlSyntax] {
        if isWhole(items) {
            for index in decoded.indices {
                if let collected = diagnostics.removeValue(forKey: index) {
                    decoder.collector.append(contentsOf: collected)
                }
            }
            // What the form's list does not hold is let go of before the form's rules run.
            decoded = []
            listedFacts = facts
            facts = []
            if normalizer != nil { listedNormalized = normalized }
            normalized = NormalizedControls()
            positions = []
            defer { controls = [] }
            return controls
        }
        guard normalizer != nil else {
            return decoder.decodeEach(items) { decoder, item in
                switch listed(item, with: &decoder) {
                case .early(let position):
                    listedFacts.append(facts[position])
                    return controls[position]
                case .decodedNow(let control):
                    if let control { listedFacts.append(LogicFacts(control)) }
                    return control
                case .notAControl: return nil
                }
            }
        }
        var list = NormalizedControls()
        for item in items where !item.isRefused {
            switch listed(item, with: &decoder) {
            case .early(let position):
                listedFacts.append(facts[position])
                let (model, id) = positions[position]
                list.append(
                    place: normalized.places[position], id: id < 0 ? nil : normalized.ids[Int(id)],
                    model: model < 0 ? nil : normalized.models[Int(model)], syntax: normalized.waiting[position],
                    logic: normalized.logic(at: position))
            case .decodedNow(let control?):
                listedFacts.append(LogicFacts(control))
                list.append(
                    place: control.place, id: control.id, model: nil, syntax: control,
                    logic: ControlLogic(control: list.count, of: control))
            case .decodedNow(nil), .notAControl:
                break
            }
        }
        listedNormalized = list
        return []
    }

    /// The controls of the form's list, normalized as the file was read, when they are.
    private(set) var listedNormalized: NormalizedControls?

    /// Whether `items` (but those the parse refused) are the items decoded here, in order, each
    /// a control.
    private func isWhole(_ items: ParsedNode.Items) -> Bool {
        guard next == 0, decoded.allSatisfy({ $0.control >= 0 }) else { return false }
        var position = 0
        for item in items where !item.isRefused {
            guard position < decoded.count, decoded[position].place == item.usagePlace else { return false }
            position += 1
        }
        return position == decoded.count
    }

    /// An item of the form's list, one at a time.
    private enum Listed {
        /// Decoded while the file was parsed: the control's position; its diagnostics are collected.
        case early(Int)
        /// Decoded while the file was parsed, and not a control.
        case notAControl
        /// Decoded and checked now.
        case decodedNow(ControlSyntax?)
    }

    /// An item of the form's `controls` list, decoded and checked: taken from the items decoded
    /// while the file was parsed, or decoded now.
    private mutating func listed(_ item: ParsedNode, with decoder: inout SyntaxDecoder) -> Listed {
        guard let (position, diagnostics) = take(at: item.usagePlace) else {
            precondition(
                !item.isHandedOver, "an item taken while the file was parsed is taken from the items decoded then")
            return .decodedNow(StreamedControls.checkedControl(item, with: &decoder))
        }
        if let diagnostics { decoder.collector.append(contentsOf: diagnostics) }
        return position >= 0 ? .early(Int(position)) : .notAControl
    }

    /// The decode stage, then the validate stage's rules about one control.
    private static func checkedControl(_ item: ParsedNode, with decoder: inout SyntaxDecoder) -> ControlSyntax? {
        let control = decoder.control(item)
        if let control { Validator.check(control, into: &decoder.collector) }
        return control
    }

    /// The position of the control decoded early at `place` (-1 when the item is not a control)
    /// and its diagnostics (nil when it has none); nil when none was. Called in document order,
    /// each entry handed over once.
    private mutating func take(at place: SourcePlace) -> (control: Int32, diagnostics: DiagnosticCollector.Collected?)?
    {
        while next < decoded.count, decoded[next].place < place { next += 1 }
        guard next < decoded.count, decoded[next].place == place else { return nil }
        defer { next += 1 }
        return (decoded[next].control, diagnostics.removeValue(forKey: next))
    }
}
