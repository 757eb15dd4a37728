extension DiagnosticID {
    /// `config.invalid`: a configuration file or a suppression comment is not valid.
    public static let configInvalid = DiagnosticID("config.invalid", severity: .error)
    /// `config.unknown-rule`: a configuration file or a suppression comment names no diagnostic id.
    public static let configUnknownRule = DiagnosticID("config.unknown-rule", severity: .error)
    /// `suppression.unused`: a suppression comment that suppresses nothing.
    public static let suppressionUnused = DiagnosticID("suppression.unused", severity: .warning)
}

/// The explanations of the ids about a project's configuration and suppressions: `config.*`
/// (a `.formspec.yml` file, a suppression comment) and `suppression.unused`.
/// (Their families' headings are their names.)
enum ConfigurationExplanations: DiagnosticSource {
    static let diagnosticFamilies = [
        DiagnosticFamily("config", heading: "config"), DiagnosticFamily("suppression", heading: "suppression"),
    ]
    static let diagnosticIDs: [DiagnosticID] = [.configInvalid, .configUnknownRule, .suppressionUnused]
    static let explanations: [Explanation] = [
        Explanation(
            .configInvalid, summary: "a configuration file or a suppression comment is not valid",
            checks:
                "A `.formspec.yml` file is not what FormSpec reads: an unknown key (with \"did you mean\" and a fix-it when a known key is close), a value of the wrong kind, a level other than `error`, `warning`, `info` and `off`, a rule that cannot be changed. Or a suppression comment in a spec cannot be read: an unknown word after `formspec:`, no id after it, a `formspec:enable` without its `formspec:disable`. The diagnostic is in the file, at the mistake.",
            reason:
                "A configuration that is silently ignored is worse than none: the team believes a rule is off, or raised to an error, when it is not. The specs are still checked, with the configuration's valid settings, and the run fails until the configuration is fixed.",
            fix: .safe(
                "each writes the key, word or boolean meant (a close spelling, or true and false for YAML 1.1's yes and no). `formspec fix` edits specs: it applies those in a spec's suppression comments, not those in a configuration file."
            ),
            triggering: ExampleSpec.form(
                """
                # formspec:1️⃣disabel-next-line a11y.low-contrast
                  - {type: toggle, id: wifi, label: Wi-Fi}
                """),
            passing: ExampleSpec.form(
                """
                # formspec:disable-file checkbox.images-unused
                  - {type: checkbox, id: terms, label: Terms, appearance: symbols, images: {on: terms-on, off: terms-off}}
                """)),
        Explanation(
            .configUnknownRule, summary: "a configuration file or a suppression comment names no diagnostic id",
            checks:
                "An id under `rules:` of a `.formspec.yml` file, or in a suppression comment, is not a diagnostic id; \"did you mean\" and a fix-it when one is close.",
            reason:
                "A misspelt id would change nothing, and nobody would notice: the rule the team meant to silence or raise would stay as it was.",
            fix: .safe(
                "each writes the close diagnostic id meant. `formspec fix` edits specs: it applies those in a spec's suppression comments, not those in a configuration file."
            ),
            triggering: ExampleSpec.form(
                """
                # formspec:disable-file 1️⃣checkbox.image-unused
                  - {type: toggle, id: wifi, label: Wi-Fi}
                """),
            passing: ExampleSpec.form(
                """
                # formspec:disable-file checkbox.images-unused
                  - {type: checkbox, id: terms, label: Terms, appearance: symbols, images: {on: terms-on, off: terms-off}}
                """)),
        Explanation(
            .suppressionUnused, summary: "a suppression comment that suppresses nothing",
            checks:
                "A suppression comment (`# formspec:disable-next-line ID`, `# formspec:disable ID` … `# formspec:enable ID`, `# formspec:disable-file ID`) names an id that no diagnostic of the lines it covers has, or an id that cannot be suppressed (errors, `yaml.*`, `io.*`, `config.*`, `report.truncated`). The diagnostic is at the id in the comment. A file with a YAML error is not checked for it: the rest of the file was not read.",
            reason:
                "A suppression outlives the mistake it was written for: once the spec is fixed, or the line moved, it only hides the next mistake of that kind. Removing it keeps suppressions honest.",
            triggering: ExampleSpec.form(
                """
                # formspec:disable-next-line 1️⃣checkbox.images-unused
                  - {type: checkbox, id: terms, label: Terms}
                """),
            passing: ExampleSpec.form(
                """
                # formspec:disable-next-line checkbox.images-unused
                  - {type: checkbox, id: terms, label: Terms, appearance: symbols, images: {on: terms-on, off: terms-off}}
                """)),
    ]
}
