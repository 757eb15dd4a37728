import FormSpecYAML

/// Typed reading of scalar values: booleans, text, numbers and words, with `spec.type-mismatch`
/// and `spec.invalid-value` for what does not fit.
extension SyntaxDecoder {
    /// YAML 1.1 spellings of booleans, which YAML 1.2 (and FormSpec) reads as text.
    private static let yaml11Booleans: [String: Bool] = [
        "yes": true, "on": true, "y": true, "no": false, "off": false, "n": false,
    ]

    mutating func bool(_ slot: Slot) -> Located<Bool>? {
        switch slot.node.resolved {
        case .bool(let value)?:
            return slot.located(value)
        case .string(let text)?:
            if slot.node.scalar?.style.isPlain == true, let meant = SyntaxDecoder.yaml11Booleans[text.lowercased()] {
                report(
                    .specTypeMismatch,
                    "\(slot.name) takes a boolean, but '\(text)' is text in YAML 1.2; write \(meant) instead",
                    at: slot.range,
                    notes: [
                        (
                            "YAML 1.1 tools read '\(text)' as \(meant); FormSpec reads YAML 1.2, where only true and false are booleans",
                            slot.range
                        )
                    ],
                    fixIts: [
                        Diagnostic.FixIt(
                            message: "write \(meant)", range: slot.node.usageRange, replacement: String(meant),
                            isSafe: true)
                    ])
                return nil
            }
            if let meant = Bool(text.lowercased()) {
                return mismatch(
                    slot, expected: "a boolean (true or false)", fix: String(meant), fixMessage: "remove the quotes")
            }
            return mismatch(slot, expected: "a boolean (true or false)")
        default:
            return mismatch(slot, expected: "a boolean (true or false)")
        }
    }

    mutating func string(_ slot: Slot) -> Located<String>? {
        switch slot.node.resolved {
        case .string(let text)?:
            return slot.located(text)
        case nil, .null?:
            return mismatch(slot, expected: "text")
        default:
            return mismatch(
                slot, expected: "text", fix: "\"\(slot.node.scalar?.text ?? "")\"",
                fixMessage: "quote it to make it text")
        }
    }

    /// An integer; one written larger than 64 bits is saturated (it is out of any range).
    mutating func integer(_ slot: Slot) -> Located<Int>? {
        switch slot.node.resolved {
        case .int(let value)?:
            return slot.located(value)
        case .integerOverflow(let text)?:
            return slot.located(text.hasPrefix("-") ? Int.min : Int.max)
        case .string(let text)? where Int(text) != nil:
            return mismatch(slot, expected: "an integer", fix: text, fixMessage: "remove the quotes")
        default:
            return mismatch(slot, expected: "an integer")
        }
    }

    /// A finite number, integer or not. An integer too large for a double (more than 308 digits)
    /// is not one: it would be infinite, which JSON cannot write.
    mutating func number(_ slot: Slot) -> Located<Double>? {
        switch slot.node.resolved {
        case .int(let value)?:
            return slot.located(Double(value))
        case .integerOverflow(let text)?:
            guard let value = Double(text), value.isFinite else { return notFinite(slot) }
            return slot.located(value)
        case .float(let value)? where value.isFinite:
            return slot.located(value)
        case .float?:
            return notFinite(slot)
        case .string(let text)? where Double(text)?.isFinite == true:
            return mismatch(slot, expected: "a number", fix: text, fixMessage: "remove the quotes")
        default:
            return mismatch(slot, expected: "a number")
        }
    }

    private mutating func notFinite(_ slot: Slot) -> Located<Double>? {
        report(.specInvalidValue, "\(slot.name) takes a finite number, not \(slot.found)", at: slot.range)
        return nil
    }

    /// One word of a closed set; a misspelt word gets "did you mean" and a fix-it.
    mutating func word<Word: Vocabulary>(_ slot: Slot, as _: Word.Type) -> Located<Word>? {
        if let text = slot.node.stringBytes {
            if let word = Word.words.word(text) { return slot.located(word) }
            reportUnknownWord(
                String(decoding: text, as: UTF8.self), in: slot, among: Word.allCases.map(\.rawValue),
                id: .specInvalidValue, what: Word.meaning, listing: Word.spellings)
            return nil
        }
        switch slot.node.resolved {
        case .bool(let value)?:
            let meant = Word.word(meantBy: value)?.rawValue
            return mismatch(
                slot, expected: Word.meaning + " (\(Word.spellings))", fix: meant, fixMessage: "write '\(meant ?? "")'")
        default:
            return mismatch(slot, expected: Word.meaning + " (\(Word.spellings))")
        }
    }

    /// Reports `text`, which is not one of `words`, with "did you mean" when one is close.
    mutating func reportUnknownWord(
        _ text: String, in slot: Slot, among words: [String], id: DiagnosticID,
        what: String, listing: String
    ) {
        let fix = Suggestion.fixIt(replacing: slot.node.usageRange, text, among: words, isSafe: true)
        let hint = fix.map { "did you mean '\($0.replacement)'?" } ?? "\(slot.name) takes \(listing)"
        report(id, "'\(text)' is not \(what); \(hint)", at: slot.range, fixIts: fix.map { [$0] } ?? [])
    }

    /// Reports a value of the wrong YAML type, with a fix-it when one is known; returns nil.
    mutating func mismatch<Value>(_ slot: Slot, expected: String, fix: String? = nil, fixMessage: String = "") -> Value?
    {
        let fixIts =
            fix.map {
                [Diagnostic.FixIt(message: fixMessage, range: slot.node.usageRange, replacement: $0, isSafe: true)]
            } ?? []
        report(.specTypeMismatch, "\(slot.name) takes \(expected), not \(slot.found)", at: slot.range, fixIts: fixIts)
        return nil
    }
}
