import FormSpecRuntime
import Foundation
import Testing

/// FormSpecRuntime reads every normalized JSON the compiler writes: each golden and sample, decoded
/// and encoded again, gives the same JSON (members that are null left out), so the types hold
/// every key and value.
@Suite struct DecodingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every normalized JSON file of the repository: the compile goldens and the samples.
    static let documents: [String] = {
        let goldens = repository.appendingPathComponent("Tests/FormSpecTests/Goldens/compile")
        let cases = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
        let samples = repository.appendingPathComponent("Samples")
        let sampleFiles = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return cases.map { "Tests/FormSpecTests/Goldens/compile/\($0)/expected.json" }
            .filter { FileManager.default.fileExists(atPath: repository.appendingPathComponent($0).path) }
            + sampleFiles.filter { $0.hasSuffix(".form.json") }.map { "Samples/" + $0 }
    }()

    @Test func thereAreDocuments() {
        #expect(Self.documents.count >= 25)
    }

    /// Documents whose objects hold keys that Swift takes for one string (`é` as one code point
    /// and as two): a Swift dictionary keeps one of them, so they do not come back whole. The
    /// compiler refuses to generate Swift for such specs (`codegen.name-collision`).
    static let keysSwiftMerges = ["Tests/FormSpecTests/Goldens/compile/unicode-keys/expected.json"]

    @Test(arguments: documents.filter { !keysSwiftMerges.contains($0) })
    func decodesAndEncodesTheSameJSON(path: String) throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent(path))
        let document = try JSONDecoder().decode(FormDocument.self, from: data)
        #expect(document.formatVersion == 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = try encoder.encode(document)
        let original = try JSONSerialization.jsonObject(with: data)
        let reencoded = try JSONSerialization.jsonObject(with: again)
        #expect(Self.withoutNulls(original) == Self.withoutNulls(reencoded))
        #expect(try JSONDecoder().decode(FormDocument.self, from: again) == document)
    }

    /// A JSON value as plain values, object members that are null left out, numbers (and
    /// booleans, which JSONSerialization gives as numbers on Linux) as doubles.
    static func withoutNulls(_ value: Any) -> AnyHashable {
        switch value {
        case let object as [String: Any]:
            return object.filter { !($0.value is NSNull) }.mapValues(withoutNulls) as [String: AnyHashable]
        case let array as [Any]:
            return array.map(withoutNulls) as [AnyHashable]
        case let number as NSNumber:
            // Booleans too, on both sides alike: a boolean read into a number field would not decode.
            return number.doubleValue
        case let hashable as AnyHashable:
            return hashable
        default:
            return String(describing: value)
        }
    }

    @Test(arguments: keysSwiftMerges)
    func keysThatSwiftTakesForOneStillDecode(path: String) throws {
        let document = try JSONDecoder().decode(
            FormDocument.self, from: Data(contentsOf: Self.repository.appendingPathComponent(path)))
        #expect(document.form.extensions["x-café"] != nil)
    }

    @Test func anotherFormatVersionIsRefused() throws {
        let json =
            #"{"form": {"controls": [], "extensions": {}, "id": "f", "locale": "en_US", "title": null}, "formatVersion": 2}"#
        #expect {
            try JSONDecoder().decode(FormDocument.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix(
                "formatVersion 2 is not supported: FormSpecRuntime reads format version 1")
        }
    }

    @Test func aMissingMemberIsRefused() {
        let json =
            #"{"accessibilityLabel": null, "enabled": true, "extensions": {}, "id": "t", "label": "T", "type": "toggle"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FormControl.self, from: Data(json.utf8)) }
        let unknown = #"{"id": "t", "type": "slider"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FormControl.self, from: Data(unknown.utf8)) }
    }

    @Test func extensionNumbersCompareByValue() throws {
        #expect(ExtensionValue.integer(1) == .number(1.0))
        #expect(ExtensionValue.integer(1) != .number(1.5))
        #expect(ExtensionValue.integer(1) != .string("1"))
        let decoded = try JSONDecoder().decode(
            [String: ExtensionValue].self, from: Data(#"{"a": 1.5, "b": [true, null, "x"], "c": {"d": 2}}"#.utf8))
        #expect(
            decoded == [
                "a": .number(1.5), "b": .array([.bool(true), .null, .string("x")]), "c": .object(["d": .integer(2)]),
            ])
    }

    @Test func colorsAndDates() throws {
        let color: FormColor = "#FF8000CC"
        #expect(color.rgba?.red == 255 && color.rgba?.green == 128 && color.rgba?.blue == 0 && color.rgba?.alpha == 204)
        #expect(!color.isNamed)
        let named: FormColor = "systemBlue"
        #expect(named.isNamed && named.rgba == nil)
        let date: FormDate = "2026-02-09"
        #expect(date == FormDate(year: 2026, month: 2, day: 9))
        #expect(date.description == "2026-02-09")
        #expect(
            FormDate(parsing: "2026-2-9") == nil && FormDate(parsing: "2026-13-01") == nil
                && FormDate(parsing: "tomorrow") == nil)
        #expect(
            try JSONDecoder().decode([FormDate].self, from: Data(#"["0900-01-31"]"#.utf8)) == [
                FormDate(year: 900, month: 1, day: 31)
            ])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FormDate].self, from: Data(#"["01/31/2026"]"#.utf8))
        }
    }
}
