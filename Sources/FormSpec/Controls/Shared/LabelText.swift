/// What a screen reader can read in a label's text: nothing when the text is empty, only white
/// space (Unicode's White_Space: spaces, tabs, line breaks, no-break and ideographic spaces, …) or
/// only characters that are drawn as nothing (zero-width spaces and joiners, the BOM: Unicode's
/// Default_Ignorable_Code_Point). Such a label counts as absent for `a11y.missing-label`, and an
/// `accessibilityLabel` that is blank falls back to the label in the output, as an absent one does.
enum LabelText {
    /// Why `text` announces nothing, in words that follow the key ("'label' is empty"), or nil
    /// when it has a character to read.
    static func blankness(of text: String) -> String? {
        guard !text.isEmpty else { return "is empty" }
        // Most labels start with a visible ASCII character: no Unicode property to look up.
        if let first = text.utf8.first, (0x21...0x7E).contains(first) { return nil }
        var (whiteSpace, invisible) = (false, false)
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                whiteSpace = true
            } else if scalar.properties.isDefaultIgnorableCodePoint {
                invisible = true
            } else {
                return nil
            }
        }
        switch (whiteSpace, invisible) {
        case (true, false): return "holds only white space"
        case (false, true): return "holds only invisible characters"
        default: return "holds only white space and invisible characters"
        }
    }

    /// Whether `text` announces nothing.
    static func isBlank(_ text: String) -> Bool {
        blankness(of: text) != nil
    }

    /// The accessibility label of the output: the declared one unless it is absent or blank, else
    /// the label.
    static func accessibilityLabel(_ declared: String?, label: String?) -> String? {
        guard let declared, !isBlank(declared) else { return label }
        return declared
    }
}
