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
}
