import FormSpec
import Testing

/// The keys of a form's texts: made of ids, in the form's order, stable when a text changes.
@Suite struct LocalizationKeysTests {
    static func texts(_ spec: String) throws -> [LocalizedText] {
        let form = try #require(Compiler().compile(SourceFile(name: "t.form.yaml", bytes: Array(spec.utf8))).form)
        return LocalizationKeys(form).texts
    }

    static let spec = """
        formspec: 1
        id: contact
        title: Contact
        controls:
          - type: checkboxGroup
            id: topics
            title: Topics
            label: Topics you follow
            items:
              - {id: swift, label: Swift}
              - {id: kotlin, label: Kotlin, accessibilityLabel: The Kotlin language}
          - type: toggle
            id: newsletter
            label: Newsletter
            accessibilityLabel: Newsletter
        """

    @Test func everyTextHasItsKeyInTheFormsOrder() throws {
        #expect(
            try Self.texts(Self.spec).map(\.key) == [
                "contact.title", "contact.topics.label", "contact.topics.title", "contact.topics.swift.label",
                "contact.topics.kotlin.label", "contact.topics.kotlin.accessibilityLabel", "contact.newsletter.label",
            ])
    }

    @Test func theKeysStayWhenTheTextsChange() throws {
        let changed = Self.spec.replacingOccurrences(of: "Swift}", with: "Swift 6}")
            .replacingOccurrences(of: "title: Contact", with: "title: Get in touch")
        let (before, after) = (try Self.texts(Self.spec), try Self.texts(changed))
        #expect(before.map(\.key) == after.map(\.key))
        #expect(before.map(\.text) != after.map(\.text))
        #expect(after.first { $0.key == "contact.topics.swift.label" }?.text == "Swift 6")
    }

    @Test func theCommentSaysWhichFormAndControlATextLabels() throws {
        #expect(
            try Self.texts(Self.spec).first { $0.key == "contact.topics.kotlin.accessibilityLabel" }?.comment
                == "The accessibility label (what VoiceOver reads) of the item 'kotlin' of the checkboxGroup 'topics' of the form 'contact'."
        )
    }
}
