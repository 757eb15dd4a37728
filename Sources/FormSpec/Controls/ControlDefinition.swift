import FormSpecYAML

/// What the compiler needs of one control type, whatever it writes: its keys, how they are
/// decoded, its rules, its normalized model, its JSON members and its pieces of the schemas. Each
/// control's folder under `Controls/` holds one type conforming to this protocol and to one
/// protocol per output (``ControlPreviews``, ``ControlSwiftCode``, ``ControlChanges``,
/// ``ControlOutline``: together a ``ControlDescription``), and ``ControlType/outputs`` lists
/// them: the stages read a control through its definition and never switch on its type, so a new
/// control is a new folder and its case in the registry.
protocol ControlDefinition: DiagnosticSource, Sendable {
    /// The control's own keys, as written.
    associatedtype Syntax: ControlSyntaxBody
    /// The control's own values, resolved.
    associatedtype Model: ControlModelBody & Equatable

    /// The type's word in a spec.
    static var type: ControlType { get }
    /// What the control is, in a sentence (the input schema's description, the documents' tables).
    static var summary: String { get }
    /// A control of this type as a team usually writes it: its lines in a spec's `controls`, each
    /// indented by two spaces (the language reference's example of every control).
    static var example: String { get }

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
    /// Writes `control`'s members, common (its `logic` among them) and own, in code-point order.
    static func writeJSON(of control: ControlModel, logic: ControlLogic?, to stream: inout JSONStream)
    /// Whether `body` is of its model's type.
    static func holdsModel<Body>(_ body: Body) -> Bool
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

    /// Every key a control of this type may hold: the common ones, those of the form's logic,
    /// then its own.
    static var keys: [ControlKey] { ControlKey.common + ControlKey.logic + ownKeys }
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

    static func writeJSON(of control: ControlModel, logic: ControlLogic?, to stream: inout JSONStream) {
        jsonMembers.write(ControlJSON(control: control, logic: logic, body: model(in: control.bodyBox)), to: &stream)
    }

    /// The keys of its JSON members, in the order they are written.
    static var jsonMemberKeys: [String] { jsonMembers.keys }

    /// The output schema of its members, common and own: each as its JSON member declares it.
    static var outputProperties: [String: JSONValue] { jsonMembers.schemaProperties }

    static func holdsModel<Body>(_: Body) -> Bool {
        Body.self == Model.self
    }
}
