import FormSpecYAML
import Testing

@testable import FormSpec

/// Objects compare their keys, and values their strings, by Unicode scalars (code points): keys
/// that differ only in Unicode normalization are two keys, which `[String: JSONValue]` (and
/// `String`'s `==`) would make one.
@Suite struct JSONObjectTests {
    private let composed = "caf\u{E9}"
    private let decomposed = "cafe\u{301}"

    /// The keys as their UTF-8 bytes, which tell the two spellings apart.
    private func keyBytes(_ object: JSONValue.Object) -> [[UInt8]] {
        object.keys.map { Array($0.utf8) }
    }

    @Test func keysThatDifferOnlyInNormalizationAreTwoMembers() {
        let members: [JSONValue.Object.Element] = [
            (key: composed, value: 1), (key: "\u{212B}", value: 2), (key: decomposed, value: 3),
            (key: "\u{C5}", value: 4),
        ]
        let object = JSONValue.Object(keepingFirstOf: members)
        #expect(keyBytes(object) == [decomposed, composed, "\u{C5}", "\u{212B}"].map { Array($0.utf8) })
        #expect(object[composed] == 1)
        #expect(object[decomposed] == 3)
        #expect(object["\u{C5}"] == 4)
        #expect(object["\u{212B}"] == 2)
        #expect(
            JSONWriter.write(.object(object)) == """
                {
                  "\(decomposed)": 3,
                  "\(composed)": 1,
                  "\u{C5}": 4,
                  "\u{212B}": 2
                }

                """)
    }

    @Test func ofKeysWithTheSameCodePointsTheFirstIsKept() {
        let members: [JSONValue.Object.Element] = [
            (key: "b", value: 1), (key: composed, value: 2), (key: "a", value: 3),
            (key: "b", value: 4), (key: composed, value: 5),
        ]
        let object = JSONValue.Object(keepingFirstOf: members)
        #expect(keyBytes(object) == ["a", "b", composed].map { Array($0.utf8) })
        #expect(object.values == [3, 1, 2])
    }

    @Test func settingAKeyReplacesOnlyTheSameCodePoints() {
        var object: JSONValue.Object = [composed: 1]
        object[decomposed] = 2
        object[composed] = 3
        #expect(object.count == 2)
        #expect(object[composed] == 3)
        object[decomposed] = nil
        #expect(keyBytes(object) == [Array(composed.utf8)])
        #expect(object["missing"] == nil)
    }

    @Test func valuesCompareTheirStringsAndKeysByCodePoints() {
        #expect(JSONValue.string(composed) != .string(decomposed))
        #expect(JSONValue.string(composed) == .string("caf\u{E9}"))
        #expect(JSONValue.object([composed: 1]) != .object([decomposed: 1]))
        #expect(
            JSONValue.object([composed: 1, "b": [.string(decomposed)]])
                == .object(["b": ["cafe\u{301}"], "caf\u{E9}": 1]))
    }

    @Test func extensionValuesKeepBothKeys() throws {
        let spec = """
            formspec: 1
            id: f
            "x-caf\\u00E9": 1
            x-cafe\u{301}: 2
            x-nested: {"\\u00C5": 3, "\\u212B": 4}
            controls:
              - {type: toggle, id: t, label: T}

            """
        let compilation = Compiler().compile(SourceFile(name: "t.yaml", bytes: Array(spec.utf8)))
        #expect(compilation.diagnostics.isEmpty)
        let extensions = try #require(compilation.form?.extensions.members)
        #expect(
            extensions.map { Array($0.key.utf8) }
                == ["x-cafe\u{301}", "x-caf\u{E9}", "x-nested"].map { Array($0.utf8) })
        #expect(extensions.map(\.value) == [2, 1, ["\u{C5}": 3, "\u{212B}": 4]])
        guard case .object(let nested) = extensions[2].value else {
            Issue.record("x-nested is not an object")
            return
        }
        #expect(keyBytes(nested) == ["\u{C5}", "\u{212B}"].map { Array($0.utf8) })
    }

    @Test func extensionMembersCompareTheirKeysByCodePoints() {
        #expect(
            ExtensionValues.Member(key: "x-\(composed)", value: 1)
                != ExtensionValues.Member(key: "x-\(decomposed)", value: 1))
        #expect(
            ExtensionValues.Member(key: "x-\(composed)", value: 1)
                == ExtensionValues.Member(key: "x-caf\u{E9}", value: 1))
    }
}
