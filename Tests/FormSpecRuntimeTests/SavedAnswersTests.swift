import FormSpecRuntime
import Foundation
import Testing

/// `SavedAnswers`, as a generated `Values.init(from:)` uses it: what an earlier version of the
/// spec saved loads when nothing it holds was taken away, and is refused, with the reason, when
/// something was.
@Suite struct SavedAnswersTests {
    /// The items of a radio group.
    enum Size: String, Codable, Hashable {
        case small, large
    }

    /// A form's answers written as FormSpec writes them.
    struct Values: Codable, Equatable {
        var newsletter = true
        var consent: CheckboxControl.State = .clear
        var size: Size? = .small
        var days: Set<FormDate> = ["2026-05-14"]

        init() {}

        init(from decoder: any Decoder) throws {
            let saved = try SavedAnswers(from: decoder, keyedBy: CodingKeys.self)
            try saved.read(&self.newsletter, at: CodingKeys.newsletter)
            try saved.read(&self.consent, at: CodingKeys.consent)
            try saved.read(&self.size, at: CodingKeys.size)
            try saved.read(&self.days, at: CodingKeys.days, choosingFrom: ["2026-05-14", "2026-05-15"])
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case newsletter, consent, size
            case days = "trip-days"
        }
    }

    func read(_ json: String) throws -> Values {
        try JSONDecoder().decode(Values.self, from: Data(json.utf8))
    }

    @Test func everyAnswerSavedIsRead() throws {
        let values = try read(
            #"{"newsletter": false, "consent": "on", "size": null, "trip-days": ["2026-05-15", "2026-05-14"]}"#)
        #expect(!values.newsletter)
        #expect(values.consent == .on)
        #expect(values.size == nil)
        #expect(values.days == ["2026-05-14", "2026-05-15"])
    }

    @Test func anAnswerNotSavedIsTheInitialOne() throws {
        #expect(try read("{}") == Values())
        var expected = Values()
        expected.size = .large
        #expect(try read(#"{"size": "large"}"#) == expected)
    }

    @Test func aTwoStateCheckboxsAnswerIsReadAsAThreeStateOne() throws {
        #expect(try read(#"{"consent": true}"#).consent == .on)
        #expect(try read(#"{"consent": false}"#).consent == .off)
    }

    @Test func anAnswerForAControlTheFormDoesNotHaveIsRefused() throws {
        let error = try #require(throws: DecodingError.self) { try read(#"{"newsletter": true, "sms": true}"#) }
        #expect("\(error)".contains("the form has no control 'sms'"))
    }

    @Test func anAnswerTheControlCannotHoldIsRefused() throws {
        #expect(throws: DecodingError.self) { try read(#"{"size": "medium"}"#) }
        #expect(throws: DecodingError.self) { try read(#"{"newsletter": "on"}"#) }
        let error = try #require(throws: DecodingError.self) { try read(#"{"trip-days": ["2026-05-16"]}"#) }
        #expect("\(error)".contains("2026-05-16 can no longer be chosen in 'trip-days'"))
    }
}
