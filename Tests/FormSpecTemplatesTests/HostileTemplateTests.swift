import Foundation
import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Testing

/// Templates written wrong in every way found: each renders or is reported (`template.syntax`,
/// `template.render`), never a crash.
@Suite struct HostileTemplateTests {
    static let templates: [String] = [
        "{%",
        "{{",
        "{% for %}",
        "{% for x in %}{% endfor %}",
        "{% if %}{% endif %}",
        "{{ |a }}",
        "{% endfor %}",
        "{% include %}",
        "{% extends %}",
        "{% block %}{% endblock %}",
        "{% filter %}x{% endfilter %}",
        "{% filter lowercase %}x{% endfilter %}",
        "{% now %}",
        "{{ form.controls.99999999999999999999 }}",
        "{% for x in form.controls reversed %}{{ x.id }}{% endfor %}",
        "{{ form|join:\",\" }}",
        "{% if a == %}{% endif %}",
        "{{ form.id|swiftExtensions }}",
        "{{ form.extensions|swiftExtensions:-1 }}",
        "{{ form.extensions|swiftExtensions:99999999999 }}",
        "{{ form.controls.0.colors.tint|uiColor }}",
        "{{ form.id|uiFont }}",
        "{{ form.id|dateItemArguments }}",
        "{{ \"2026-13-99\"|dateItemArguments }}",
        "{{ \"9999999999999999999999-01-01\"|dateItemArguments }}",
        "{{ form.controls|swiftString }}",
        "{% for c in form.controls %}{% for d in form.controls %}{% for e in form.controls %}{{ c.id }}{% endfor %}{% endfor %}{% endfor %}",
        "{{ form.id|swiftTypeName:\"\\u0000\" }}",
        "{{ \"\\u{1F600}\"|uiColor }}",
        "{{ \"#12\"|uiColor }}",
        "{{ \"#ZZZZZZZZ\"|uiColor }}",
        "{% cycle %}",
        "{{ form.title|default:\"x\"|swiftString }}",
        "{% for x in 1...5 %}{{ x }}{% endfor %}",
        "{{ form.controls|count }}",
        "{% with a=form.id %}{{ a }}{% endwith %}"
    ]

    @Test(arguments: templates)
    func rendersOrIsReported(text: String) throws {
        let spec = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path
        let bytes = try #require(FileManager.default.contents(atPath: spec))
        let form = try #require(Compiler(checksSwiftNames: true).compile(SourceFile(name: spec, bytes: Array(bytes))).form)
        switch CodeTemplate.parse(SourceFile(name: "hostile.stencil", bytes: Array(text.utf8))) {
        case .failure(let failure):
            #expect(failure.diagnostic.id == .templateSyntax)
        case .success(let template):
            if case .failure(let diagnostic) = template.render(form, specPath: spec) {
                #expect(diagnostic.id == .templateRender)
                #expect(diagnostic.message.hasSuffix("(while rendering '\(spec)')"))
            }
        }
    }
}
