import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Foundation
import Testing

/// The whitespace rule: a line of nothing but tags disappears whole, a tag inside a line of text
/// keeps the spaces and the line break around it, `{%+`/`+%}` keep and `{%-`/`-%}` remove.
@Suite struct TagLinesTests {
    static let cases: [(template: String, rendered: String)] = [
        // A tag at the end of a line keeps the line break: the next line is not pulled into a comment.
        (
            "{% for control in form.controls where control.id == \"ticket\" or control.id == \"workshop-day\" %}\n/// {{ control.type }}{% if control.label %}: {{ control.label }}{% endif %}\npublic static let {{ control.id|swiftName }} = 1\n{% endfor %}",
            "/// radioGroup\npublic static let ticket = 1\n/// calendar: Workshop day\npublic static let workshopDay = 1\n"
        ),
        ("a\n    {% if true %}\n  b\n    {% endif %}\nc\n", "a\n  b\nc\n"),
        ("{% if true %}{% if true %}\nx\n{% endif %} \t{% endif %}\n", "x\n"),
        ("a\n  {# a note #}\nb\n", "a\nb\n"),
        ("x {% if true %}y{% endif %} z\n", "x y z\n"),
        ("{% if true %}\n\nx\n{% endif %}\n", "\nx\n"),
        ("a\r\n{% if true %}\r\nb\r\n{% endif %}\r\n", "a\r\nb\r\n"),
        ("  {% if true %}\nx{% endif %}", "x"),
        ("x\n{% if true %}{% endif %}", "x\n"),
        ("  {%+ if true %}\nx\n{% endif %}\n", "  x\n"),
        ("{% if true +%}\nx\n{% endif %}\n", "\nx\n"),
        ("a  \n\n  {%- if true -%}  \n\n b{% endif %}\n", "ab\n"),
        ("{{ form.id }} {% if true %}\nx\n{% endif %}\n", "conference-signup \nx\n"),
    ]

    @Test(arguments: cases)
    func rendersByTheRule(template: String, rendered: String) throws {
        let spec = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path
        let bytes = try #require(FileManager.default.contents(atPath: spec))
        let form = try #require(Compiler().compile(SourceFile(name: spec, bytes: Array(bytes))).form)
        let parsed = try CodeTemplate.parse(SourceFile(name: "lines.stencil", bytes: Array(template.utf8))).get()
        #expect(try parsed.render(form, specPath: spec).get() == rendered)
    }

    /// The built-in templates' Stencil texts follow the rule without `{%+` or `+%}`.
    @Test(arguments: BuiltInTemplate.allCases)
    func builtInTemplatesNeedNoKeepMarks(template: BuiltInTemplate) {
        #expect(!template.text.contains("{%+") && !template.text.contains("+%}"))
    }
}
