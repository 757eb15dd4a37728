import FormSpecYAML

/// The `intent` of Spark's selection controls: `basic` or `error`.
extension SyntaxDecoder {
    /// The intents Spark's selection controls had before they kept only `basic` and `error`
    /// (the deprecated `CheckboxView`, `RadioButtonView` and their groups), in their order.
    static let legacyIntents = ["main", "support", "accent", "success", "alert", "info", "neutral", "danger"]

    /// An intent. A legacy Spark intent, in any case, is `spec.invalid-value` with a note saying
    /// that Spark removed it from its selection controls, and a fix-it `basic`.
    mutating func intent(_ slot: Slot) -> Located<SelectionIntent>? {
        if let bytes = slot.node.stringBytes, SelectionIntent.words.word(bytes) == nil {
            let text = String(decoding: bytes, as: UTF8.self)
            if SyntaxDecoder.legacyIntents.contains(text.lowercased()) {
                let legacy = WordList.joined(SyntaxDecoder.legacyIntents.map { "'\($0)'" }, "and")
                report(
                    .specInvalidValue,
                    "'\(text)' is not an intent of Spark's selection controls; write 'basic' or 'error'",
                    at: slot.range,
                    notes: [
                        (
                            "Spark removed the legacy intents \(legacy) from its checkboxes, radio buttons and their groups, which have only 'basic' and 'error'",
                            slot.range
                        )
                    ],
                    fixIts: [
                        Diagnostic.FixIt(
                            message: "write 'basic'", range: slot.node.usageRange, replacement: "basic", isSafe: false)
                    ])
                return nil
            }
        }
        return word(slot, as: SelectionIntent.self)
    }
}
