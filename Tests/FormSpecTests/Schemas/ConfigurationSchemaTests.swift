import Testing

@testable import FormSpec

/// The configuration schema, which editors check `.formspec.yml` with, names every key the
/// configuration reads, so that no key FormSpec takes is flagged as unknown (`compile:` has
/// `additionalProperties: false`), and `strings-table` is bounded there as the reader bounds it.
@Suite struct ConfigurationSchemaTests {
    /// The object at `key` of `value`.
    static func object(_ value: JSONValue?, _ key: String) throws -> JSONValue.Object {
        guard case .object(let object)? = value, case .object(let member)? = object[key] else {
            throw SchemaShape(key: key)
        }
        return member
    }

    struct SchemaShape: Error {
        var key: String
    }

    @Test func theSchemaNamesEveryKeyTheReaderTakes() throws {
        let properties = try Self.object(ConfigurationSchema.document, "properties")
        #expect(Set(properties.keys) == Set(Configuration.Key.allCases.map(\.rawValue)))
        let compile = try Self.object(.object(try Self.object(.object(properties), "compile")), "properties")
        #expect(Set(compile.keys) == Set(Configuration.CompileKey.allCases.map(\.rawValue)))
        let table = try Self.object(.object(compile), "strings-table")
        #expect(table["maxLength"] == .int(Configuration.maxStringsTableLength))
    }
}
