extension DiagnosticID {
    /// `codegen.name-collision`: two ids give the same Swift name.
    public static let codegenNameCollision = DiagnosticID("codegen.name-collision", severity: .error)
    /// `codegen.duplicate-form`: two forms of one run give one Swift type.
    public static let codegenDuplicateForm = DiagnosticID("codegen.duplicate-form", severity: .error)
    /// `template.syntax`: a template cannot be read or parsed.
    public static let templateSyntax = DiagnosticID("template.syntax", severity: .error)
    /// `template.render`: a template fails while rendering.
    public static let templateRender = DiagnosticID("template.render", severity: .error)
    /// `template.undefined`: a template reads a variable or member that its context never has.
    public static let templateUndefined = DiagnosticID("template.undefined", severity: .warning)
}

/// The explanations of the ids reported while generating code: `codegen.*` and `template.*`.
enum CodeGenerationExplanations: DiagnosticSource {
    static let diagnosticFamilies = [
        DiagnosticFamily("codegen", heading: "generated code"),
        DiagnosticFamily("template", heading: "code-generation templates"),
    ]
    static let diagnosticIDs: [DiagnosticID] = [
        .codegenNameCollision, .codegenDuplicateForm, .templateSyntax, .templateRender, .templateUndefined,
    ]
    static let explanations: [Explanation] = [
        Explanation(
            .codegenNameCollision, summary: "two ids give the same Swift name",
            checks:
                "Generating Swift (`--emit swift`, or any template), two ids give the same Swift name: two controls of a form (`accept-terms` and `accept_terms` are both `acceptTerms`), two items of a group, or a control and a name the generated code uses itself (`controls`, `form`). The diagnostic is at the second id, with a note at the first.",
            reason:
                "Swift names are made from ids by dropping `-`, `_` and `.` and capitalizing the word after each: ids that differ only there would become one declaration, and the generated file would not compile. JSON keeps the ids as they are and is not affected: `check` and `--emit json` do not report it.",
            triggering: "formspec compile signup.form.yaml --emit swift   # controls accept-terms and accept_terms",
            passing: "formspec compile signup.form.yaml --emit swift   # controls accept-terms and accept-marketing"),
        Explanation(
            .codegenDuplicateForm, summary: "two forms of one run give the same Swift type",
            checks:
                "Generating Swift (`--emit swift`, or any template) for several specs at once, two of their forms give the same Swift type: they have one `id` (a spec copied and not renamed), or ids that differ only in `-`, `_` and `.` (`sign-up` and `sign_up` are both `SignUpForm`). The specs of one `compile` are checked together, and the build plugin checks the specs of each target together. The diagnostic is at the `id` of each of the forms, with a note at the other one, and neither spec gets its Swift (its other outputs are written).",
            reason:
                "Each form becomes a Swift type named after its id, and the Swift of one run is compiled together: two types of one name would be a heap of errors in generated files (invalid redeclarations, ambiguous uses), none of them at an `id`.",
            triggering:
                "formspec compile signup.form.yaml copy.form.yaml --output-dir Generated --emit swift   # both have id: signup",
            passing:
                "formspec compile signup.form.yaml copy.form.yaml --output-dir Generated --emit swift   # id: signup and id: signup-copy"
        ),
        Explanation(
            .templateSyntax, summary: "a template cannot be read or parsed",
            checks:
                "The template named by `--template` cannot be read, or is not a valid Stencil template: an unknown tag or filter, a block that is not closed, an end or an `else` that no open block takes (each of these is reported, not only the first). Or it holds what Stencil cannot read safely: a tag never closed, blocks nested more than 64 deep, a tag of more than 100 words, subscripts nested more than 16 deep, a range `A...B` of more than a million numbers, or outside the list of a `for` with A or B not a whole number written out, more than 128 KiB of text. The diagnostic is in the template, at the tag.",
            reason:
                "A template is read before any spec is compiled, so that its mistakes are found once, with their place, instead of once per spec.",
            triggering:
                "formspec compile signup.form.yaml --emit swift --template broken.stencil   # {% for control in form.controls %} without {% endfor %}",
            passing: "formspec compile signup.form.yaml --emit swift --template forms.stencil"),
        Explanation(
            .templateRender, summary: "a template fails while rendering",
            checks:
                "The template fails while it renders a spec: a filter given a value it cannot take, a variable it cannot read, or a render past its limits, 64 MiB of text written, a million steps taken and 500 more per member of the spec's lists (tags, variables and texts rendered, loops' turns) or 60 seconds run. The diagnostic is in the template, at the tag or variable (for a limit, the one running when it was passed), and names the spec it was rendering.",
            reason:
                "A template that fails half-way would leave a partial file; nothing is written for that spec instead. Without limits, a few nested loops would run for days or fill the memory.",
            triggering:
                "formspec compile signup.form.yaml --emit swift --template forms.stencil   # {{ form.id|swiftTypeName:1 }}: an argument the filter does not take",
            passing:
                "formspec compile signup.form.yaml --emit swift --template forms.stencil   # {{ form.id|swiftTypeName }}"
        ),
        Explanation(
            .templateUndefined, summary: "a template reads a variable its context never has",
            checks:
                "The template names a variable, or a member of one, that its context never has: `{{ form.nothing.here }}`, `{% if control.lable %}`, a loop variable used outside its loop. What each object can have is the normalized JSON's (its schema, `formspec schema --output`), with `count`, `first`, `last` and indexes of lists and texts, and `forloop` inside a loop: a member that only some controls have (`control.title`, `control.items`) or that is null is not reported, and `form.extensions` may hold anything. The template is checked once, before any spec is compiled; the diagnostic is at the first place the name is used, with the closest known name, and a note at each other place. Under `--warnings-as-errors` it is an error, and no spec is compiled.",
            reason:
                "Stencil prints nothing for a name it does not find, and a condition on it is false: a misspelt name would silently drop a line of the generated code, for every spec.",
            triggering:
                "formspec compile signup.form.yaml --emit swift --template forms.stencil   # {% if control.lable %}",
            passing:
                "formspec compile signup.form.yaml --emit swift --template forms.stencil   # {% if control.label %}"),
    ]
}
