import FormSpecYAML

/// `checkbox`: RVS_Checkbox, a checkbox with two or three states, SF Symbols or custom images.
enum CheckboxDefinition: ControlDefinition {
    private typealias Build = SchemaBuilding

    static let type = ControlType.checkbox
    static let summary = "A checkbox (RVS_Checkbox): two or three states, SF Symbols or custom images."
    /// A control of this type as a team usually writes it, for the language reference's example
    /// of every control (`Documentation/Language.md`).
    static let example = """
          - type: checkbox                 # RVS_Checkbox
            id: newsletter
            label: Send me the newsletter
            threeState: true
            state: clear
            tint: "#0A84FF"                # hex colours in quotes: # starts a YAML comment
        """
    static let diagnosticFamilies = [DiagnosticFamily("checkbox", heading: "checkboxes (RVS_Checkbox)")]
    static let ownKeys: [ControlKey] = [
        .threeState, .state, .value, .appearance, .images, .useOffImageForClear, .haptics, .tint,
    ]

    static func decode(
        _ reader: MappingReader<ControlKey>, unknown: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> CheckboxSyntax {
        decoder.checkbox(reader, unknown: &unknown)
    }

    static let rules: [any ControlRule<CheckboxSyntax>.Type] = [
        CheckboxStateConflictRule.self, CheckboxValueRangeRule.self, CheckboxClearInTwoStateRule.self,
        CheckboxPartialImagesRule.self, CheckboxCustomImagesIncompleteRule.self, CheckboxImagesUnusedRule.self,
        CheckboxClearImageUnusedRule.self, CheckboxOptionIgnoredRule.self, CheckboxMissingClearImageRule.self,
        CheckboxUnsupportedPropertyRule.self, CheckboxSymbolAsAssetRule.self,
    ]

    static func model(of syntax: CheckboxSyntax, in _: ControlSyntax, context _: inout NormalizationContext)
        -> CheckboxModel?
    {
        CheckboxModel(syntax)
    }

    static let jsonMembers = JSONMembers<ControlJSON<CheckboxModel>>(
        ControlJSON.common(of: type) + [
            JSONMember("appearance", schema: Build.word(CheckboxAppearance.self, "The effective appearance.")) {
                $1.write($0.body.appearance.rawValue)
            },
            JSONMember(
                "display",
                schema: Build.strictObject(
                    "The image each state shows.",
                    properties: [
                        "off": Build.ref("checkboxImage"),
                        "clear": Build.ref("checkboxImage"),
                        "on": Build.ref("checkboxImage"),
                    ])
            ) { $1.write($0.body.display) },
            JSONMember("haptics", schema: ["type": "boolean"]) { $1.write($0.body.haptics) },
            JSONMember(
                "images",
                schema: Build.strictObject(
                    "The declared images, or RVS_Checkbox's SF Symbols by name when `appearance` is `symbols`.",
                    properties: [
                        "on": Build.nullable(Build.ref("checkboxImage")),
                        "off": Build.nullable(Build.ref("checkboxImage")),
                        "clear": Build.nullable(Build.ref("checkboxImage")),
                        "rendering": Build.word(ImageRendering.self, "How the images are rendered."),
                    ])
            ) { $1.write($0.body.images) },
            JSONMember(
                "state",
                schema: Build.word(CheckboxState.self, "The initial state; a two-state checkbox is never `clear`.")
            ) { $1.write($0.body.state.rawValue) },
            JSONMember("threeState", schema: ["type": "boolean"]) { $1.write($0.body.threeState) },
            JSONMember("tint", schema: Build.nullable(Build.ref("color"))) { $1.write($0.body.tint) },
            JSONMember(
                "useOffImageForClear",
                schema: ["description": "Effective: whether CLEAR shows the OFF image.", "type": "boolean"]
            ) { $1.write($0.body.useOffImageForClear) },
            JSONMember(
                "value",
                schema: [
                    "description": "Three-state: -1 OFF, 0 CLEAR, 1 ON; two-state: 0 OFF, 1 ON.", "enum": [-1, 0, 1],
                ]
            ) { $1.write($0.body.value) },
        ])

    static func inputSchema(of key: ControlKey) -> JSONValue {
        typealias Schema = InputSchema
        switch key {
        case .threeState: return Schema.boolean("OFF/ON, or OFF/CLEAR/ON.", default: false)
        case .state: return Schema.word(CheckboxState.self, "The initial state.", default: .off)
        case .value:
            return [
                "description": "The numeric form of `state`: three-state -1 OFF, 0 CLEAR, 1 ON; two-state 0 OFF, 1 ON.",
                "type": "integer", "enum": [-1, 0, 1],
            ]
        case .appearance:
            return Schema.word(
                CheckboxAppearance.self,
                "SF Symbols or the spec's images; `custom` when both `images.on` and `images.off` are given, else `symbols`."
            )
        case .images:
            return .object(
                Schema.mapping("Custom images: asset names or SF Symbols, for each state.") {
                    (key: CheckboxImagesKey) -> JSONValue in
                    switch key {
                    case .on, .off, .clear:
                        return [
                            "description": .string(
                                "The \(key.rawValue.uppercased()) image: the name of an image in the app's asset catalog, or `{symbol: NAME}`, an SF Symbol."
                            ),
                            "anyOf": [["type": "string", "minLength": 1], ["$ref": "#/definitions/checkboxSymbol"]],
                        ]
                    case .rendering:
                        return Schema.word(
                            ImageRendering.self, "Tinted (`template`) or in the image's own colours.",
                            default: .template)
                    }
                })
        case .useOffImageForClear:
            return Schema.boolean(
                "In three-state, CLEAR shows the OFF image; `true` when custom images have no `clear` image.",
                default: false)
        case .haptics: return Schema.boolean("Haptic feedback on user taps.", default: true)
        case .tint:
            return Schema.color("Colours the symbols and template images; the platform's label colour when absent.")
        default: preconditionFailure("'\(key.rawValue)' is not a key of a checkbox")
        }
    }

    static var inputDefinitions: [String: JSONValue] {
        [
            "checkboxSymbol": .object(
                InputSchema.mapping(
                    "An SF Symbol, drawn with `UIImage(systemName:)`.",
                    required: [CheckboxSymbolKey.symbol]
                ) { _ in
                    ["description": "The symbol's name, such as `heart.fill`.", "type": "string", "minLength": 1]
                })
        ]
    }

    static var outputDefinitions: [String: JSONValue] {
        [
            "checkboxImage": [
                "anyOf": [
                    Build.text(
                        "An image by name: an asset of the app's catalog; with `appearance: symbols`, one of RVS_Checkbox's SF Symbols."
                    ),
                    Build.strictObject(
                        "An SF Symbol the spec chose, drawn with `UIImage(systemName:)`.",
                        properties: ["symbol": Build.text("The symbol's name.")]),
                ]
            ]
        ]
    }
}

extension CheckboxModel: ControlModelBody {}

extension CheckboxImage: JSONStreamable {
    /// A name as a string; an SF Symbol as `{"symbol": NAME}`.
    func write(to stream: inout JSONStream) {
        switch self {
        case .named(let name):
            stream.string(name)
        case .symbol(let name):
            stream.beginObject()
            stream.key("symbol" as StaticString)
            stream.string(name)
            stream.endObject()
        }
    }
}

extension CheckboxImages: JSONObject {
    static let jsonMembers = JSONMembers<CheckboxImages>([
        JSONMember("clear") { $1.write($0.clear) },
        JSONMember("off") { $1.write($0.off) },
        JSONMember("on") { $1.write($0.on) },
        JSONMember("rendering") { $1.write($0.rendering.rawValue) },
    ])
}

extension CheckboxDisplay: JSONObject {
    static let jsonMembers = JSONMembers<CheckboxDisplay>([
        JSONMember("clear") { $1.write($0.clear) },
        JSONMember("off") { $1.write($0.off) },
        JSONMember("on") { $1.write($0.on) },
    ])
}

extension CheckboxDefinition: ControlDescription {}

extension CheckboxDefinition: ControlOutline {
    static let outlineKind = OutlineKind.boolean
}
