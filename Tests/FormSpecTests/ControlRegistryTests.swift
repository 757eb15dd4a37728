import Testing

@testable import FormSpec

/// The registry and the definitions agree with each other and with what the stages make of them:
/// each control's keys, JSON members and schema pieces are declared once and line up.
@Suite struct ControlRegistryTests {
    @Test(arguments: ControlType.allCases)
    func eachTypeHasItsOwnDefinition(type: ControlType) {
        #expect(type.definition.type == type)
        #expect(
            Set(type.definition.ownKeys).isDisjoint(with: ControlKey.common), "\(type.rawValue) redeclares a common key"
        )
        #expect(Set(type.requiredKeys).isSubset(of: Set(type.keys)))
    }

    /// Every member the JSON writer writes carries its output schema: the members are the
    /// properties the output schema requires.
    @Test(arguments: ControlType.allCases)
    func jsonMembersAreTheOutputSchemasProperties(type: ControlType) throws {
        let definition = try #require(OutputSchema.document["$defs"]?[type.rawValue])
        let required = try #require(definition["required"]?.elements).compactMap(\.text)
        #expect(type.definition.jsonMemberKeys == required)
    }

    /// The input schema describes exactly the keys the decoder reads.
    @Test(arguments: ControlType.allCases)
    func inputSchemaDescribesTheKeysTheDecoderReads(type: ControlType) throws {
        let definition = try #require(InputSchema.document["definitions"]?[type.rawValue])
        guard case .object(let properties)? = definition["properties"] else {
            Issue.record("no properties for \(type.rawValue)")
            return
        }
        #expect(properties.keys.sorted() == type.keys.map(\.rawValue).sorted())
    }

    /// Each control is read through the accessor of its type, and only through it: every type's
    /// folder declares `public var <type>: <Model>?` (`ControlModel+<Type>.swift`), reading its
    /// body as its definition's model, which only a control of that type has.
    @Test func eachControlHasTheAccessorOfItsType() throws {
        let spec = SpecCompiler().compile(
            path: packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path)
        let form = try #require(spec.form)
        #expect(!spec.hasErrors)
        #expect(form.id == "conference-signup")
        for type in ControlType.allCases {
            let folder = type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
            let source = try String(
                contentsOf: packageDirectory.appendingPathComponent(
                    "Sources/FormSpec/Controls/\(folder)/ControlModel+\(folder).swift"), encoding: .utf8)
            let accessor =
                "public var \(type.rawValue): [A-Za-z]+Model\\? \\{ body\\(of: \(folder)Definition.self\\) \\}"
            #expect(
                source.range(of: accessor, options: .regularExpression) != nil,
                "ControlModel+\(folder).swift declares the accessor `\(type.rawValue)`")
        }
        /// Whether `control` has a body of `definition`'s type.
        func holds<Definition: ControlDefinition>(_ definition: Definition.Type, _ control: ControlModel) -> Bool {
            control.body(of: definition) != nil
        }
        for control in form.controls {
            #expect(ControlType.allCases.filter { holds($0.definition, control) } == [control.type], "\(control.id)")
        }
    }
}
