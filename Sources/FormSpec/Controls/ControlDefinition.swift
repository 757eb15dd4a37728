import FormSpecYAML

/// Everything FormSpec knows about one control type: its keys, how they are decoded, its rules,
/// its normalized model, its JSON members, its preview, and its pieces of the schemas. Each
/// control's folder under `Controls/` holds one type conforming to this protocol, and
/// ``ControlType/definition`` lists them: the stages read a control through its definition and
/// never switch on its type, so a new control is a new folder and its case in the registry.
protocol ControlDefinition: DiagnosticSource, Sendable {
    /// The control's own keys, as written.
    associatedtype Syntax: ControlSyntaxBody
    /// The control's own values, resolved.
    associatedtype Model: ControlModelBody & Equatable

    /// The type's word in a spec.
    static var type: ControlType { get }
    /// What the control is, in a sentence (the input schema's description).
    static var summary: String { get }

    // MARK: Decoding

    /// The keys of its own, in the order the reference lists them (after the common keys).
    static var ownKeys: [ControlKey] { get }
    /// The keys of its own it must hold.
    static var requiredKeys: [ControlKey] { get }
    /// The keys that give it a label for `a11y.missing-label`.
    static var labelKeys: [ControlKey] { get }
    /// Its component's property names that stand for its keys (`isThreeState` → `threeState`),
    /// for `spec.unknown-key`; those every control shares (`isEnabled`) are added to them.
    static var componentNames: [ComponentName] { get }
    /// Decodes the keys of its own from `reader`, taking out of `unknown` the keys it reports
    /// with a diagnostic of its own (UISwitch keys on a checkbox).
    static func decode(
        _ reader: MappingReader<ControlKey>, unknown: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> Syntax

    // MARK: Validation

    /// What the control adds to the built-in `uikit` screen (`<Type>UIKitControl.swift`).
    static var uikitControl: UIKitControl { get }
    /// What the control adds to the built-in `swiftui` template (`<Type>SwiftUIView.swift`).
    static var swiftUIView: SwiftUIView { get }

    /// The rules about one control of this type, in the order they run.
    static var rules: [any ControlRule<Syntax>.Type] { get }
    /// The items of the control, for the rules about every labelled thing (groups only).
    static func items(of syntax: Syntax) -> [GroupItemSyntax]
    /// The `x-` keys of the control's parts that have their own (a calendar's dates; a group's
    /// items are its `items`), for the checks of generated code.
    static func partExtensions(of syntax: Syntax) -> [[Extension]]
    /// The text of one of its own keys among its `labelKeys` (a group's `title`), for
    /// `a11y.missing-label`; nil when the key is absent or its value is not text.
    static func labelText(_ key: ControlKey, of syntax: Syntax) -> Located<String>?

    // MARK: Normalization

    /// The control's values resolved; nil when a value the model needs is missing, which only a
    /// spec with errors lacks.
    static func model(of syntax: Syntax, in control: ControlSyntax, context: inout NormalizationContext) -> Model?

    // MARK: Emission

    /// The members of its normalized JSON, the common ones among them, each declared once with
    /// its output schema.
    static var jsonMembers: JSONMembers<ControlJSON<Model>> { get }
    /// Draws the control's block of the text preview (after the header line).
    static func preview(_ model: Model, of control: ControlModel, into writer: inout PreviewWriter)
    /// Draws the control on the visual preview page, under its caption (`…HTMLPreview.swift` in
    /// the control's folder).
    static func html(_ model: Model, of control: ControlModel, into page: inout PreviewPage)
    /// The page's style rules its drawing adds to those of the page (`…HTMLStyle.swift` in the
    /// control's folder), one a line; none unless it says so.
    static var htmlStyle: [String] { get }
    /// What the control is in an editor's outline of the spec (the language server's symbols).
    static var outlineKind: OutlineKind { get }
    /// What the person's answer to the control is in the generated `Values` of the built-in
    /// `swift` output: its Swift type and its initial value.
    static var swiftAnswer: SwiftAnswer<Model> { get }

    // MARK: Review

    /// How `formspec diff` finds and classes the changes of its own values (`<Type>Changes.swift`).
    static var changeRules: ChangeRules<Model> { get }

    // MARK: Benchmarks

    /// How many controls in a hundred of a benchmark spec are of this type; none unless it says.
    static var benchmarkShare: Int { get }
    /// The anchored nodes its benchmark controls alias or merge, for the spec's header.
    static var benchmarkAnchors: [BenchmarkAnchor] { get }
    /// Writes a benchmark control's own keys, after its `type` and `id` (`<Type>Benchmark.swift`).
    static func writeBenchmarkControl(into spec: inout some BenchmarkSpec)

    // MARK: Schemas

    /// The input schema of one of its own keys.
    static func inputSchema(of key: ControlKey) -> JSONValue
    /// Definitions its input schema refers to (`#/definitions/NAME`).
    static var inputDefinitions: [String: JSONValue] { get }
    /// Definitions its output schema refers to (`#/$defs/NAME`).
    static var outputDefinitions: [String: JSONValue] { get }

    // MARK: What the stages call (implemented once, below, for every definition)

    /// Decodes the keys of its own into a boxed syntax body.
    static func decodeBody(
        _ reader: MappingReader<ControlKey>, unknown: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> ControlBodyBox
    /// Runs the rules about one control on `control`.
    static func check(_ control: ControlSyntax, into collector: inout DiagnosticCollector)
    /// The items of `control`, for `a11y.missing-label`.
    static func labelledItems(of control: ControlSyntax) -> [GroupItemSyntax]
    /// Every list of `x-` keys of `control`, for `codegen.name-collision`.
    static func allExtensions(of control: ControlSyntax) -> [[Extension]]
    /// The text `control` holds under `key`, one of its `labelKeys`; nil when the key is absent or
    /// its value is not text.
    static func labelText(_ key: ControlKey, of control: ControlSyntax) -> Located<String>?
    /// The control's boxed model body, resolved from its syntax body.
    static func modelBody(of control: ControlSyntax, context: inout NormalizationContext) -> ControlBodyBox?
    /// Writes `control`'s members, common and own, in code-point order.
    static func writeJSON(of control: ControlModel, to stream: inout JSONStream)
    /// Draws `control`'s block of the text preview.
    static func preview(of control: ControlModel, into writer: inout PreviewWriter)
    /// Draws `control` on the visual preview page.
    static func html(of control: ControlModel, into page: inout PreviewPage)
    /// Whether `body` is of its model's type.
    static func holdsModel<Body>(_ body: Body) -> Bool
    /// `control`'s answer in the generated `Values`.
    static func swiftAnswer(of control: ControlModel) -> SwiftAnswerValue
    /// The lines of the built-in `swift` template that write the answer of a control of this type.
    static func swiftAnswerTemplate(_ line: (SwiftAnswerValue) -> String) -> String
    /// Whether a control of this type can have a constant of its declared selection in the
    /// built-in `swift` output (`sizeSelection`), for `codegen.name-collision`.
    static var declaresSwiftSelection: Bool { get }
    /// Reports the changes of the own values of `old` and `new`, two controls of this type.
    static func compareBodies(of old: ControlModel, _ new: ControlModel, into list: inout ChangeList)
    /// The text that labels `control` for a rename: its `label`, or its own (a group's `title`).
    static func renameLabel(of control: ControlModel) -> String?
}

extension ControlDefinition {
    static var requiredKeys: [ControlKey] { [] }
    static var labelKeys: [ControlKey] { ControlKey.labelling }
    static var rules: [any ControlRule<Syntax>.Type] { [] }
    static func items(of _: Syntax) -> [GroupItemSyntax] { [] }
    static func partExtensions(of _: Syntax) -> [[Extension]] { [] }
    static func labelText(_: ControlKey, of _: Syntax) -> Located<String>? { nil }
    static var inputDefinitions: [String: JSONValue] { [:] }
    static var outputDefinitions: [String: JSONValue] { [:] }
    /// Most controls declare no family of diagnostics, and report no id outside their rules.
    static var diagnosticFamilies: [DiagnosticFamily] { [] }
    static var diagnosticIDs: [DiagnosticID] { [] }
    static var explanations: [Explanation] { [] }
    static var htmlStyle: [String] { [] }
    static var benchmarkShare: Int { 0 }
    static var benchmarkAnchors: [BenchmarkAnchor] { [] }
    static func writeBenchmarkControl(into _: inout some BenchmarkSpec) {}

    /// Every key a control of this type may hold: the common ones, then its own.
    static var keys: [ControlKey] { ControlKey.common + ownKeys }
}

/// The own keys of a control of some type, as written: the body of a ``ControlSyntax``.
package protocol ControlSyntaxBody: Sendable {}

/// The own values of a control of some type, resolved: the body of a ``ControlModel``
/// (``CheckboxModel``, ``CalendarModel``, …).
package protocol ControlModelBody: Sendable {
    /// Whether `other` is a body of the same type with the same values.
    func isEqual(to other: any ControlModelBody) -> Bool
}

extension ControlModelBody where Self: Equatable {
    package func isEqual(to other: any ControlModelBody) -> Bool {
        (other as? Self) == self
    }
}

/// The stages' way into a definition. Each is a requirement of the protocol, so that it is made
/// for each definition's own types: a control's body is read from its box as the definition's
/// own type, which the definition made, without a dynamic cast.
extension ControlDefinition {
    static func decodeBody(
        _ reader: MappingReader<ControlKey>, unknown: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> ControlBodyBox {
        ControlBody(decode(reader, unknown: &unknown, with: &decoder))
    }

    /// The files that declare its diagnostic ids, for the catalogue: itself, then its rules.
    static var diagnosticSources: [any DiagnosticSource.Type] {
        [Self.self] + rules.map { $0 as any DiagnosticSource.Type }
    }

    static func check(_ control: ControlSyntax, into collector: inout DiagnosticCollector) {
        guard let box = control.bodyBox else { return }
        let syntax = syntax(in: box)
        for rule in rules {
            rule.check(syntax, of: control, into: &collector)
        }
    }

    static func labelledItems(of control: ControlSyntax) -> [GroupItemSyntax] {
        control.bodyBox.map { items(of: syntax(in: $0)) } ?? []
    }

    /// Every list of `x-` keys of the control: its own, its items', its parts'.
    static func allExtensions(of control: ControlSyntax) -> [[Extension]] {
        [control.extensions] + labelledItems(of: control).map(\.extensions)
            + (control.bodyBox.map { partExtensions(of: syntax(in: $0)) } ?? [])
    }

    static func labelText(_ key: ControlKey, of control: ControlSyntax) -> Located<String>? {
        switch key {
        case .label: return control.label
        case .accessibilityLabel: return control.accessibilityLabel
        default: return control.bodyBox.flatMap { labelText(key, of: syntax(in: $0)) }
        }
    }

    static func modelBody(of control: ControlSyntax, context: inout NormalizationContext) -> ControlBodyBox? {
        guard let box = control.bodyBox, let model = model(of: syntax(in: box), in: control, context: &context) else {
            return nil
        }
        return ControlBody(model)
    }

    static func writeJSON(of control: ControlModel, to stream: inout JSONStream) {
        jsonMembers.write(ControlJSON(control: control, body: model(in: control.bodyBox)), to: &stream)
    }

    /// The keys of its JSON members, in the order they are written.
    static var jsonMemberKeys: [String] { jsonMembers.keys }

    /// The output schema of its members, common and own: each as its JSON member declares it.
    static var outputProperties: [String: JSONValue] { jsonMembers.schemaProperties }

    static func preview(of control: ControlModel, into writer: inout PreviewWriter) {
        writer.blockHeader(type.rawValue, control.id, disabled: !control.enabled)
        preview(model(in: control.bodyBox), of: control, into: &writer)
    }

    static func html(of control: ControlModel, into page: inout PreviewPage) {
        html(model(in: control.bodyBox), of: control, into: &page)
    }

    static func holdsModel<Body>(_: Body) -> Bool {
        Body.self == Model.self
    }

    static func swiftAnswer(of control: ControlModel) -> SwiftAnswerValue {
        swiftAnswer.resolved(for: model(in: control.bodyBox))
    }

    static func swiftAnswerTemplate(_ line: (SwiftAnswerValue) -> String) -> String {
        swiftAnswer.templateLines(line)
    }

    static var declaresSwiftSelection: Bool {
        swiftAnswer.declaresSelection
    }

    static func compareBodies(of old: ControlModel, _ new: ControlModel, into list: inout ChangeList) {
        let (before, after) = (model(in: old.bodyBox), model(in: new.bodyBox))
        // Most controls of two versions are the same: one comparison, without reading each field.
        guard before != after else { return }
        changeRules.compare(before, after, bothEnabled: old.enabled && new.enabled, into: &list)
    }

    static func renameLabel(of control: ControlModel) -> String? {
        control.label ?? changeRules.title(model(in: control.bodyBox))
    }
}
