import FormSpecRuntime
import Foundation
import Testing

/// A condition read from and written as the normalized JSON's object.
@Suite struct FormConditionTests {
    private static func decoded(_ json: String) throws -> FormCondition {
        try JSONDecoder().decode(FormCondition.self, from: Data(json.utf8))
    }

    private static func encoded(_ condition: FormCondition) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(condition), as: UTF8.self)
    }

    @Test(arguments: [
        #"{"control":"ticket","is":"student"}"#, #"{"control":"ticket","isNot":"regular"}"#,
        #"{"control":"diet","includes":"vegan"}"#, #"{"control":"days","excludes":"2026-05-01"}"#,
        #"{"answered":false,"control":"ticket"}"#,
        #"{"all":[{"control":"a","is":"on"},{"any":[{"answered":true,"control":"b"},{"not":{"all":[{"control":"c","is":"off"},{"control":"d","includes":"x"}]}}]}]}"#,
    ])
    func eachConditionComesBackAsWritten(json: String) throws {
        #expect(try Self.encoded(Self.decoded(json)) == json)
    }

    @Test func theTestsAndCombinationsAreReadIntoTheirCases() throws {
        #expect(try Self.decoded(#"{"control":"t","is":"on"}"#) == .test(control: "t", .is("on")))
        #expect(try Self.decoded(#"{"answered":true,"control":"t"}"#) == .test(control: "t", .answered(true)))
        #expect(
            try Self.decoded(#"{"not":{"any":[{"control":"a","excludes":"x"},{"control":"b","isNot":"y"}]}}"#)
                == .not(.any([.test(control: "a", .excludes("x")), .test(control: "b", .isNot("y"))])))
    }

    @Test(arguments: [
        #"{}"#, #"{"control":"t"}"#, #"{"is":"on"}"#, #"{"control":"t","is":"on","isNot":"off"}"#,
        #"{"all":[],"not":{"control":"t","is":"on"}}"#, #"{"control":"t","answered":"yes"}"#, #"{"any":{}}"#,
    ])
    func anObjectThatIsNoConditionIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try Self.decoded(json) }
    }
}
