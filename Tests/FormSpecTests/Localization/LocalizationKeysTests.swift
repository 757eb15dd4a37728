import FormSpec
import FormSpecTestSupport
import Foundation
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

    static let logicSpec = """
        formspec: 1
        id: signup
        controls:
          - type: radioGroup
            id: ticket
            title: Ticket
            required: true
            items:
              - {id: standard, label: Standard}
              - {id: student, label: Student}
          - type: checkbox
            id: student-id
            label: Student ID
            requiredWhen: {control: ticket, is: student}
            requiredMessage: Show your student ID
          - type: checkboxGroup
            id: diet
            title: Diet
            minSelected: 1
            minSelectedMessage: Pick one at least
            maxSelected: 2
            items:
              - {id: vegan, label: Vegan}
              - {id: halal, label: Halal}
              - {id: kosher, label: Kosher}
        """

    /// The messages of the form's logic the spec writes have keys of the control's, after its
    /// other texts; FormSpec's of each kind of issue that some control has without its own, once.
    @Test func theMessagesOfTheLogicHaveTheirKeys() throws {
        let texts = try Self.texts(Self.logicSpec)
        #expect(
            texts.map(\.key) == [
                "signup.ticket.title", "signup.ticket.standard.label", "signup.ticket.student.label",
                "signup.student-id.label", "signup.diet.title", "signup.diet.vegan.label", "signup.diet.halal.label",
                "signup.diet.kosher.label",
                "signup.student-id.requiredMessage", "signup.diet.minSelectedMessage", "formspec.required",
                "formspec.tooMany",
            ])
        #expect(texts.first { $0.key == "signup.diet.minSelectedMessage" }?.text == "Pick one at least")
        #expect(
            texts.first { $0.key == "signup.student-id.requiredMessage" }?.comment
                == "The message shown when the checkbox 'student-id' of the form 'signup' is required and not answered."
        )
        #expect(texts.first { $0.key == "formspec.tooMany" }?.text == "Choose no more than %lld")
        // Without logic, none.
        #expect(try !Self.texts(Self.spec).contains { $0.key.hasPrefix("formspec.") || $0.key.hasSuffix("Message") })
    }

    /// FormSpec's messages are FormSpecRuntime's defaults (`FormIssue.defaultMessages`), which the
    /// generated `Values.issues(bundle:)` shows when the catalog has no translation.
    @Test func theDefaultMessagesAreTheRuntimes() throws {
        let source = try String(
            contentsOf: FormSpecTestSupport.packageDirectory.appendingPathComponent(
                "Sources/FormSpecRuntime/Logic/FormLogic+Messages.swift"), encoding: .utf8)
        for message in IssueMessage.all {
            #expect(source.contains(".\(message.kind): \"\(message.defaultText)\""), "\(message.kind)")
            #expect(source.contains("case .\(message.kind): return \"\(message.defaultKey)\""), "\(message.kind)")
            #expect(source.contains("case .\(message.kind): return \"\(message.member)\""), "\(message.kind)")
        }
    }

    @Test func theCommentSaysWhichFormAndControlATextLabels() throws {
        #expect(
            try Self.texts(Self.spec).first { $0.key == "contact.topics.kotlin.accessibilityLabel" }?.comment
                == "The accessibility label (what VoiceOver reads) of the item 'kotlin' of the checkboxGroup 'topics' of the form 'contact'."
        )
    }
}

/// A form drawn in a catalog's language: each text its translation, marked when it is to be
/// reviewed or missing; a key written twice is its first entry's.
@Suite struct CatalogTranslationTests {
    private static func entry(_ key: String, _ text: String, state: String = "translated") -> CatalogValue.Member {
        let unit = CatalogValue.object([.init("state", .string(state)), .init("value", .string(text))])
        return .init(
            key, .object([.init("localizations", .object([.init("fr", .object([.init("stringUnit", unit)]))]))]))
    }

    @Test func everyTextIsTranslatedMarkedOrKept() throws {
        let form = try #require(
            Compiler().compile(SourceFile(name: "t.form.yaml", bytes: Array(LocalizationKeysTests.spec.utf8))).form)
        let catalog = StringCatalog(
            members: [.init("sourceLanguage", .string("en"))],
            entries: [
                Self.entry("contact.title", "Contact (fr)"),
                Self.entry("contact.title", "Second entry of the key"),
                Self.entry("contact.topics.swift.label", "Swift (fr)", state: "needs_review"),
                Self.entry("contact.newsletter.label", "Lettre"),
            ])
        let texts = LocalizationKeys(form.translated(into: "fr", by: catalog)).texts.map(\.text)
        #expect(
            texts == [
                "Contact (fr)", "[untranslated] Topics you follow", "[untranslated] Topics",
                "[needs review] Swift (fr)", "[untranslated] Kotlin", "[untranslated] The Kotlin language", "Lettre",
            ])
        #expect(form.translated(into: "en", by: catalog) == form, "the source language is the spec's own")
    }
}
