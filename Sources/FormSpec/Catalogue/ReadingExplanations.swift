extension DiagnosticID {
    /// `io.read-failed`: the file cannot be read.
    public static let ioReadFailed = DiagnosticID("io.read-failed", severity: .error)
    /// `io.too-large`: the file is larger than the size limit.
    public static let ioTooLarge = DiagnosticID("io.too-large", severity: .error)
    /// `io.no-input`: a directory holds no spec.
    public static let ioNoInput = DiagnosticID("io.no-input", severity: .error)
    /// `io.write-failed`: an output file cannot be written.
    public static let ioWriteFailed = DiagnosticID("io.write-failed", severity: .error)
    /// `yaml.invalid-encoding`: the file is not valid UTF-8, or holds a byte YAML refuses.
    public static let yamlInvalidEncoding = DiagnosticID("yaml.invalid-encoding", severity: .error)
    /// `yaml.syntax`: libyaml cannot read the file as YAML.
    public static let yamlSyntax = DiagnosticID("yaml.syntax", severity: .error)
    /// `yaml.duplicate-key`: a key repeated in a mapping.
    public static let yamlDuplicateKey = DiagnosticID("yaml.duplicate-key", severity: .error)
    /// `yaml.multiple-documents`: more than one YAML document in a file.
    public static let yamlMultipleDocuments = DiagnosticID("yaml.multiple-documents", severity: .error)
    /// `yaml.alias-limit`: alias expansion beyond the limit.
    public static let yamlAliasLimit = DiagnosticID("yaml.alias-limit", severity: .error)
    /// `yaml.depth-limit`: nesting deeper than the limit.
    public static let yamlDepthLimit = DiagnosticID("yaml.depth-limit", severity: .error)
    /// `yaml.unsupported-tag`: an explicit tag other than the YAML 1.2 core schema's.
    public static let yamlUnsupportedTag = DiagnosticID("yaml.unsupported-tag", severity: .error)
    /// `spec.missing-version`: no `formspec:` key.
    public static let specMissingVersion = DiagnosticID("spec.missing-version", severity: .error)
    /// `spec.unsupported-version`: `formspec:` other than 1.
    public static let specUnsupportedVersion = DiagnosticID("spec.unsupported-version", severity: .error)
}

/// The explanations of the ids reported while reading a file: `io.*`, `yaml.*` and the version.
enum ReadingExplanations: DiagnosticSource {
    static let diagnosticFamilies = [
        DiagnosticFamily("io", heading: "reading and writing files"), DiagnosticFamily("yaml", heading: "reading YAML"),
    ]
    static let diagnosticIDs: [DiagnosticID] = [
        .ioReadFailed, .ioTooLarge, .ioNoInput, .ioWriteFailed, .yamlInvalidEncoding, .yamlSyntax, .yamlDuplicateKey,
        .yamlMultipleDocuments, .yamlAliasLimit, .yamlDepthLimit, .yamlUnsupportedTag, .specMissingVersion,
        .specUnsupportedVersion,
    ]
    static let explanations: [Explanation] = [
        Explanation(
            .ioReadFailed, summary: "the file cannot be read",
            checks:
                "A file named on the command line cannot be read; or a directory search meets a folder it cannot search (no permission, a path longer than the system takes) or a spec or folder whose name is not UTF-8 (shown with its stray bytes as `\\xHH`). So is a String Catalog (`formspec strings`, `preview --catalog`) that cannot be read (a folder, a FIFO, a device), or a missing one that `preview` is asked to draw from; one that is read but is not JSON, or not a catalog, is `catalog.invalid`.",
            reason:
                "It does not exist, is not readable, or is not a regular file; FormSpec reports it and goes on with the other files. A search skips nothing in silence, so that a spec it cannot reach fails the run instead of going unchecked; a folder that `exclude` leaves out whole is not reported.",
            triggering: "formspec check missing.form.yaml   # no such file",
            passing: "formspec check Samples/signup.form.yaml"),
        Explanation(
            .ioTooLarge, summary: "the file is larger than the size limit",
            checks:
                "A file is larger than the size limit (64 MiB unless `--max-file-size` says otherwise; 1 MiB, fixed, for a configuration file).",
            reason:
                "A form spec is a few kilobytes; a file this large is a mistake, and reading it would only waste memory.",
            triggering: "formspec check --max-file-size 1K big.form.yaml   # a 2 KB file",
            passing: "formspec check --max-file-size 1M big.form.yaml"),
        Explanation(
            .ioNoInput, summary: "a directory holds no spec",
            checks:
                "A directory named on the command line holds no spec: no `*.form.yaml` or `*.form.yml` file in it or in its folders (hidden ones are skipped).",
            reason:
                "Directories are searched for specs only, so that a repository's other YAML (CI workflows, configuration) is never read as a form. A directory that yields nothing is almost always the wrong one; a CI step pointed at it fails instead of passing with nothing checked. A file named explicitly is read whatever its name.",
            triggering: "formspec check .github   # CI workflows, no *.form.yaml",
            passing: "formspec check Samples"),
        Explanation(
            .ioWriteFailed, summary: "an output file cannot be written",
            checks:
                "`compile` cannot write an output of a spec: the output directory cannot be created, a file in it cannot be written, or another spec of the run writes the same file (two specs of the same name in different folders). The diagnostic is at the spec whose output is lost, with a note at the other spec.",
            reason:
                "A missing or half-written output would leave the build with stale data; the run fails instead, saying which file and why. Of two specs with the same name, the first in the order of the run writes its outputs.",
            triggering:
                "formspec compile Forms/a/form.form.yaml Forms/b/form.form.yaml --output-dir Generated   # both write Generated/form.form.json",
            passing: "formspec compile Forms/a/form.form.yaml --output-dir Generated"),
        Explanation(
            .yamlInvalidEncoding, summary: "the file is not valid UTF-8, or holds a byte YAML refuses",
            checks:
                "The file is not valid UTF-8, or holds a character YAML refuses (a NUL byte, a byte order mark after the start).",
            reason:
                "Specs are UTF-8 text; anything else would be read as garbage. The diagnostic points at the first bad byte.",
            triggering: "formspec: 1\nid: 1️⃣\u{FEFF}example\ncontrols: []\n",
            passing:
                "\u{FEFF}formspec: 1\nid: example\ncontrols:\n  - {type: toggle, id: reminders, label: Send me reminders}\n"
        ),
        Explanation(
            .yamlSyntax, summary: "libyaml cannot read the file as YAML",
            checks:
                "libyaml cannot read the file as YAML. The file stops there: its form is not checked, not even the part before the error (only YAML mistakes found before it, such as a repeated key, are reported with it).",
            reason:
                "A colon followed by a space inside plain text starts a mapping, an unclosed quote runs to the end of the file: quote text that holds `: ` or `#`.",
            triggering: ExampleSpec.form("  - type: toggle\n    id: reminders\n    label: Reminders1️⃣: weekly"),
            passing: ExampleSpec.form("  - type: toggle\n    id: reminders\n    label: \"Reminders: weekly\"")),
        Explanation(
            .yamlDuplicateKey, summary: "a key repeated in a mapping",
            checks:
                "A key appears twice in one mapping: two keys of the same value, however they are written (`1` and `01`, `a` and `\"a\"`). Texts are compared by their characters (Unicode code points), not by how they look: `é` and `e` followed by a combining accent (U+0301) are two keys. Every repeat is reported, with a note at the first.",
            reason: "Most YAML readers keep the last value silently; which one the author meant is unknown.",
            triggering: ExampleSpec.form(
                "  - type: toggle\n    id: reminders\n    label: Send me reminders\n    1️⃣label: Reminders"),
            passing: ExampleSpec.form("  - type: toggle\n    id: reminders\n    label: Send me reminders")),
        Explanation(
            .yamlMultipleDocuments, summary: "more than one YAML document in a file",
            checks: "A file holds more than one YAML document (`---` between them). The first is checked.",
            reason: "One file is one form; a second document would be ignored by every other tool.",
            triggering: ExampleSpec.form("  - {type: toggle, id: reminders, label: Send me reminders}")
                + "1️⃣---\nformspec: 1\n",
            passing: ExampleSpec.form("  - {type: toggle, id: reminders, label: Send me reminders}")),
        Explanation(
            .yamlAliasLimit, summary: "alias expansion beyond the limit",
            checks:
                "Aliases would expand to more than 100,000 nodes and one for every 4 bytes of the file, or copy more than 1 MiB of text and 4 bytes for each byte of the file (keys and values, merge keys included).",
            reason:
                "A few lines of nested aliases (a \"billion laughs\") can expand to billions of nodes, and one long string aliased thousands of times to gigabytes of text; the limits keep the compiler fast and its memory and outputs bounded.",
            triggering: """
                formspec: 1
                id: example
                x-a: &a [x, x, x, x, x, x, x, x, x, x]
                x-b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                x-c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                x-d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                x-e: &e [*d, *d, *d, *d, *d, *d, *d, 1️⃣*d, *d, *d]
                controls:
                  - {type: toggle, id: reminders, label: Send me reminders}

                """,
            passing: """
                formspec: 1
                id: example
                x-a: &a [x, x, x, x, x, x, x, x, x, x]
                x-b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                controls:
                  - {type: toggle, id: reminders, label: Send me reminders}

                """),
        Explanation(
            .yamlDepthLimit, summary: "nesting deeper than the limit",
            checks: "Collections are nested more than 64 deep.",
            reason: "No form needs that depth; the limit keeps hostile input from exhausting the stack.",
            triggering: "formspec: 1\nid: example\nx-deep: " + String(repeating: "[", count: 63) + "1️⃣[[]"
                + String(repeating: "]", count: 64)
                + "\ncontrols:\n  - {type: toggle, id: reminders, label: Send me reminders}\n",
            passing:
                "formspec: 1\nid: example\nx-deep: [[[]]]\ncontrols:\n  - {type: toggle, id: reminders, label: Send me reminders}\n"
        ),
        Explanation(
            .yamlUnsupportedTag, summary: "an explicit tag other than the YAML 1.2 core schema's",
            checks:
                "A node carries an explicit tag other than the YAML 1.2 core schema's (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!seq`, `!!map`).",
            reason:
                "Custom and binary tags mean something only to the program that wrote them; FormSpec would have to guess.",
            triggering: ExampleSpec.form("  - type: toggle\n    id: reminders\n    label: 1️⃣!custom Send me reminders"),
            passing: ExampleSpec.form("  - type: toggle\n    id: reminders\n    label: !!str Send me reminders")),
        Explanation(
            .specMissingVersion, summary: "no `formspec:` key",
            checks: "The spec has no `formspec:` key (or is empty).",
            reason: "The version says which language the file is written in; future versions will read differently.",
            triggering: "1️⃣id: example\ncontrols:\n  - {type: toggle, id: reminders, label: Send me reminders}\n",
            passing: ExampleSpec.form("  - {type: toggle, id: reminders, label: Send me reminders}")),
        Explanation(
            .specUnsupportedVersion, summary: "`formspec:` other than 1",
            checks: "`formspec:` is not 1.",
            reason:
                "Version 1 is the only version of the language; a spec that asks for another cannot be read correctly.",
            fix: .safe(
                "FormSpec reads version 1 only, and `formspec: 1` is what every spec starts with."),
            triggering:
                "formspec: 1️⃣2\nid: example\ncontrols:\n  - {type: toggle, id: reminders, label: Send me reminders}\n",
            passing: ExampleSpec.form("  - {type: toggle, id: reminders, label: Send me reminders}")),
    ]
}
