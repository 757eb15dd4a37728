extension FormModel {
    /// The form's own keys, as `formspec diff` compares them: its id is what generated code and
    /// stored answers are named after (breaking), its locale changes how it reads (behavior), its
    /// title is a text (cosmetic). Its `x-` keys are compared apart.
    static let comparedFields: [ComparedField<FormModel>] = [
        ComparedField("id", .breaking, \.id, text: ChangeText.name),
        ComparedField("title", .cosmetic, \.title, text: ChangeText.quoted),
        ComparedField("locale", .behavior, \.locale, text: ChangeText.name),
    ]
}
