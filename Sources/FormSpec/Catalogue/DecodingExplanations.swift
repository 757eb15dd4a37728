extension DiagnosticID {
    /// `spec.missing-key`: a required key is absent.
    public static let specMissingKey = DiagnosticID("spec.missing-key", severity: .error)
    /// `spec.unknown-key`: a key the control does not have.
    public static let specUnknownKey = DiagnosticID("spec.unknown-key", severity: .error)
    /// `spec.type-mismatch`: a value of the wrong YAML type.
    public static let specTypeMismatch = DiagnosticID("spec.type-mismatch", severity: .error)
    /// `spec.invalid-value`: a value outside its enumeration or pattern.
    public static let specInvalidValue = DiagnosticID("spec.invalid-value", severity: .error)
    /// `spec.invalid-id`: an identifier that breaks the identifier pattern.
    public static let specInvalidID = DiagnosticID("spec.invalid-id", severity: .error)
    /// `spec.unknown-control-type`: `type:` is not a control type.
    public static let specUnknownControlType = DiagnosticID("spec.unknown-control-type", severity: .error)
    /// `spec.empty-list`: `controls`, `items` or `dates` is empty.
    public static let specEmptyList = DiagnosticID("spec.empty-list", severity: .error)
    /// `color.invalid`: a value that is not a colour.
    public static let colorInvalid = DiagnosticID("color.invalid", severity: .error)
    /// `color.unquoted-hex`: an unquoted `#RRGGBB` colour, which YAML reads as a comment.
    public static let colorUnquotedHex = DiagnosticID("color.unquoted-hex", severity: .error)
}

/// The explanations of the ids the decoder reports: keys, types, values, identifiers and
/// colours (a control's own, such as a calendar's dates, are in its folder).
enum DecodingExplanations: DiagnosticSource {
    static let diagnosticFamilies = [
        DiagnosticFamily("spec", heading: "the spec's keys and values"), DiagnosticFamily("color", heading: "colours"),
    ]
    static let diagnosticIDs: [DiagnosticID] = [
        .specMissingKey, .specUnknownKey, .specTypeMismatch, .specInvalidValue, .specInvalidID, .specUnknownControlType,
        .specEmptyList, .colorInvalid, .colorUnquotedHex,
    ]
    static let explanations: [Explanation] = [
        Explanation(
            .specMissingKey, summary: "a required key is absent",
            checks:
                "A required key is absent: the form's `id` and `controls`, a control's `type` and `id`, a group's `items`, a calendar's `dates`, an item's `id`, a date mapping's `date`, `range.start` and `range.end`, a font's `size`, a condition's `control` and its one test (`is`, `isNot`, `includes`, `excludes` or `answered`). The diagnostic points at the start of the mapping that lacks it. A key written under another name (`idd`, RVS_CalendarInput's `setupData`) is reported once, as `spec.unknown-key`.",
            reason: "Without these the control cannot be generated.",
            triggering: ExampleSpec.form("  - 1️⃣type: toggle\n    label: Send me reminders"),
            passing: ExampleSpec.form("  - type: toggle\n    id: reminders\n    label: Send me reminders")),
        Explanation(
            .specUnknownKey, summary: "a key the control does not have",
            checks: """
                A mapping holds a key it does not have (keys starting with `x-` are extensions, allowed on the form, controls, \
                group items and calendar dates). A close known key is suggested, with a fix-it. A property name of the \
                component's own API gets the FormSpec key it stands for: RVS_Checkbox's `isThreeState` is `threeState`, \
                `tintColor` is `tint`, `isOn: true` is `state: on`; Spark's `text` is `label`, `isSelected` is `selected` on a \
                `radioButton` and `state: selected` on a `sparkCheckbox`; RVS_CalendarInput's `setupData` is `dates` and \
                `refCon` an `x-` key. A nested key is said where it goes (`onImage` is `on` in `images`, `showYearHeaders` \
                is `year` in `headers`, `dayFont` is `day` in `fonts`); its fix-it writes the parent as a flow mapping \
                (`images: {on: check-on}`) when the parent is not written yet and the keys that go into it are written one \
                after the other, each with its value on its line. No fix-it writes a key twice: a key written already, or \
                one that two unknown keys stand for, gets the message alone. A key of another control type is reported as \
                one (and a group's `title` on another control gets its `label` as the fix-it).
                """,
            reason:
                "A misspelt key is otherwise silently ignored: `threestate: true` would leave the checkbox two-state. A label written under another name is reported here alone, not also as `a11y.missing-label`.",
            fix: .safe(
                "each writes the key meant (a close spelling, or the FormSpec key a component's property name stands for), so a key that was ignored is read as written."
            ),
            triggering: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    1️⃣threestate: true"),
            alsoTriggering: [
                ExampleSpec.form(
                    "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    1️⃣isThreeState: true"),
                ExampleSpec.form(
                    """
                      - type: calendar
                        id: sessions
                        label: Sessions
                        dates: [2026-11-05]
                        1️⃣showYearHeaders: false
                    """),
                ExampleSpec.form(
                    "  - type: radioGroup\n    id: cabin\n    1️⃣tittle: Cabin\n    items:\n      - {id: economy, label: Economy}"
                ),
            ],
            passing: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    threeState: true\n    x-owner: legal"
            )),
        Explanation(
            .specTypeMismatch, summary: "a value of the wrong YAML type",
            checks:
                "A value has the wrong YAML type: text where a boolean is expected, a list where a mapping is expected, and so on. `yes`, `no`, `on`, `off`, `y` and `n` get a note: they are booleans in YAML 1.1 but text in YAML 1.2, which FormSpec reads.",
            reason:
                "A value of the wrong type cannot mean what the author intended; a fix-it gives the right spelling where one is clear.",
            fix: .safe(
                "each writes the same value as the type the key takes: a YAML 1.1 boolean as true or false, a number or boolean without its quotes, a value quoted to be text, a boolean as the word it stands for."
            ),
            triggering: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    threeState: 1️⃣yes"),
            passing: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    threeState: true")),
        Explanation(
            .specInvalidValue, summary: "a value outside its enumeration or pattern",
            checks:
                "A value is outside its set of words (`state`, `axis`, `intent`, `weight`, …) or its pattern (a locale, a number that must be positive, a non-empty image name). A close word is suggested, with a fix-it. A legacy Spark intent (`main`, `support`, `accent`, `success`, `alert`, `info`, `neutral`, `danger`) gets a note that Spark removed it from its selection controls, and the fix-it `basic`. A condition that holds two tests, or a combination (`all`, `any`, `not`) beside other keys, or that nests deeper than 16 levels, and a negative `minSelected` or `maxSelected`, are reported here too.",
            reason: "An unknown word has no meaning for the control; most are typos of a known one.",
            fix: .depends(
                "a misspelt word or a word in the wrong case (`Medium`, `currnt`) is safe; a legacy Spark intent written as `basic` is unsafe, since it changes how the control looks."
            ),
            triggering: ExampleSpec.form(
                "  - type: radioGroup\n    id: size\n    label: Size\n    axis: 1️⃣horizontl\n    items:\n      - {id: small, label: Small}"
            ),
            alsoTriggering: [
                ExampleSpec.form(
                    "  - type: sparkCheckbox\n    id: terms\n    label: I accept the terms\n    intent: 1️⃣danger")
            ],
            passing: ExampleSpec.form(
                "  - type: radioGroup\n    id: size\n    label: Size\n    axis: horizontal\n    items:\n      - {id: small, label: Small}"
            )),
        Explanation(
            .specInvalidID, summary: "an identifier that breaks the identifier pattern",
            checks:
                "An identifier (the form's, a control's, an item's, or one in `selected`) does not match `^[A-Za-z][A-Za-z0-9_.-]*$` or is longer than 64 characters.",
            reason:
                "Identifiers become names in generated code and keys in JSON; the pattern keeps them valid everywhere.",
            fix: .unsafe(
                "the corrected identifier is a new name, which generated code, stored answers and the spec's own references to the old one would have to follow."
            ),
            triggering: ExampleSpec.form("  - type: checkbox\n    id: 1️⃣accept terms\n    label: I accept the terms"),
            passing: ExampleSpec.form("  - type: checkbox\n    id: accept-terms\n    label: I accept the terms")),
        Explanation(
            .specUnknownControlType, summary: "`type:` is not a control type",
            checks: "A control's `type` is not "
                + WordList.joined(ControlType.allCases.map { "`\($0.rawValue)`" }, "or")
                + ". A close type is suggested, with a fix-it.",
            reason: "The type decides every other key of the control; an unknown type leaves them meaningless.",
            fix: .safe("it writes the control type a misspelt one is closest to (`chekbox` as `checkbox`)."),
            triggering: ExampleSpec.form("  - type: 1️⃣chekbox\n    id: terms\n    label: I accept the terms"),
            passing: ExampleSpec.form("  - type: checkbox\n    id: terms\n    label: I accept the terms")),
        Explanation(
            .specEmptyList, summary: "`controls`, `items` or `dates` is empty",
            checks: "`controls`, a group's `items` or a calendar's `dates` is an empty list.",
            reason: "A form needs a control, a group an item, and a calendar a date to display anything.",
            triggering: "formspec: 1\nid: example\ncontrols: 1️⃣[]\n",
            passing: ExampleSpec.form("  - {type: toggle, id: reminders, label: Send me reminders}")),
        Explanation(
            .colorInvalid, summary: "a value that is not a colour",
            checks: """
                A colour is not `#RGB`, `#RRGGBB`, `#RRGGBBAA` or one of the named system colours. A close name is suggested, with a \
                fix-it; so is the name alone for a colour written as Swift writes it (`UIColor.systemBlue`), and the system colour \
                for one of UIKit's fixed colours (`red` → `systemRed`; its value when it has none: `darkGray` → `"#555555"`).
                """,
            reason:
                "An unknown colour cannot be drawn. UIKit's fixed colours stay the same in dark mode, where a system colour adapts.",
            fix: .depends(
                "a misspelt colour name, a colour written as Swift code names it (`UIColor.systemRed`) and a fixed colour written as its exact value are safe; a fixed UIKit colour written as its system colour (`red` as `systemRed`) is unsafe, since the two differ and the system one adapts to dark mode."
            ),
            triggering: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    tint: 1️⃣systemBlu"),
            alsoTriggering: [
                ExampleSpec.form(
                    "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    tint: 1️⃣UIColor.purple")
            ],
            passing: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    tint: systemBlue")),
        Explanation(
            .colorUnquotedHex, summary: "an unquoted `#RRGGBB` colour, which YAML reads as a comment",
            checks:
                "A colour key has no value while its line holds `#`: an unquoted `#RRGGBB` is a YAML comment. The fix-it quotes the colour.",
            reason:
                "YAML starts a comment at ` #`, so `tint: #FF0000` means `tint:` with nothing, and the colour is lost without a word.",
            fix: .safe(
                "quoting the colour writes what was meant: YAML read it as a comment."),
            triggering: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    tint: 1️⃣#0A84FF"),
            passing: ExampleSpec.form(
                "  - type: checkbox\n    id: terms\n    label: I accept the terms\n    tint: \"#0A84FF\"")),
    ]
}
