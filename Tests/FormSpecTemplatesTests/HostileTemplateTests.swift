import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Foundation
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
        "{% with a=form.id %}{{ a }}{% endwith %}",
    ]

    @Test(arguments: templates)
    func rendersOrIsReported(text: String) throws {
        let spec = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path
        let bytes = try #require(FileManager.default.contents(atPath: spec))
        let form = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: spec, bytes: Array(bytes))).form)
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

    /// A template Stencil cannot read safely, and where and why it is refused.
    struct Refused: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var text: String
        var message: String
        var line = 1
        var columns: ClosedRange<Int>
    }

    static let refused: [Refused] = [
        Refused(
            testDescription: "a range of ten trillion", text: "{% for i in 1...10000000000000 %}{{ i }}{% endfor %}",
            message: "the range 1...10000000000000 holds more than 1000000 numbers, more than a loop may go over",
            columns: 1...34),
        Refused(
            testDescription: "a range over ±9e18",
            text: "{% for i in -9000000000000000000...9000000000000000000 %}x{% endfor %}",
            message: "holds more than 1000000 numbers", columns: 1...58),
        Refused(
            testDescription: "a range to 1e30", text: "{% for i in 0...1e30 %}x{% endfor %}",
            message: "'to' value is not a whole number a loop can count to (1e+30)", columns: 1...24),
        Refused(
            testDescription: "15,000 blocks opened on two lines",
            text: String(repeating: "{%\nif true %}", count: 15_000) + String(repeating: "{% endif %}", count: 15_000),
            message: "blocks are nested more than 64 deep here", line: 65, columns: 11...11),
        Refused(
            testDescription: "15,000 blocks closed in comments",
            text: String(repeating: "{% if true %}{# {% endif %} #}", count: 15_000),
            message: "blocks are nested more than 64 deep here", columns: (64 * 30 + 1)...(64 * 30 + 14)),
        Refused(
            testDescription: "15,000 nots",
            text: "{% if " + String(repeating: "not ", count: 15_000) + "true %}x{% endif %}",
            message: "this tag holds more than 100 words", columns: 1...(60_000 + 14)),
        Refused(
            testDescription: "15,000 parentheses",
            text: "{% if " + String(repeating: "(", count: 15_000) + "true" + String(repeating: ")", count: 15_000)
                + " %}",
            message: "this tag holds more than 100 words", columns: 1...30_014),
        Refused(
            testDescription: "15,000 subscripts",
            text: "{{ " + String(repeating: "a[", count: 15_000) + "0" + String(repeating: "]", count: 15_000) + " }}",
            message: "subscripts (`[…]`) are nested more than 16 deep here", columns: 1...45_008),
        Refused(
            testDescription: "a range printed", text: "x {{ 1...99999999999999 }}",
            message: "the range 1...99999999999999 holds more than 1000000 numbers, more than a template may go over",
            columns: 3...27),
        Refused(
            testDescription: "a range in a condition",
            text: "{% if true %}{% elif 2 in -9000000000000000000...9000000000000000000 %}{% endif %}",
            message: "the range -9000000000000000000...9000000000000000000 holds more than 1000000 numbers",
            columns: 14...72),
        Refused(
            testDescription: "a range to a value in a loop's condition",
            text: "{% for c in form.controls where 1 in 0...c.value %}{% endfor %}",
            message:
                "Stencil reads `0...c.value` as a range (`A...B`): outside the list of a `for`, A and B must be whole numbers written out",
            columns: 1...52),
        Refused(
            testDescription: "a tag never closed", text: "{% if true %}x{% endif",
            message: "this `{%` is never closed by `%}`", columns: 15...17),
        Refused(
            testDescription: "a comment never closed", text: "a\n {# {{ form.id }}",
            message: "this `{#` is never closed by `#}`", line: 2, columns: 2...4),
        Refused(
            testDescription: "a template larger than 128 KiB",
            text: String(repeating: "{{ form.id }}\n", count: 20_000),
            message: "a template may be at most 128 KiB (this one is 280000 bytes)", columns: 1...1),
        Refused(
            testDescription: "a negative indentation", text: "{{ \"x\"|indent:-1 }}",
            message: "'indent' filter width argument must be a whole number from 0 (-1)", columns: 1...20),
        Refused(
            testDescription: "an indentation of 10^11", text: "{{ \"x\"|indent:100000000000 }}",
            message: "the template writes more than 64 MiB here", columns: 1...30),
    ]

    /// Each is `template.syntax`, located at the tag, before Stencil reads it or while the
    /// template is checked: never a crash, an abort or a hang.
    @Test(arguments: refused)
    func isRefusedWhereItIs(_ template: Refused) {
        guard
            case .failure(let failure) = CodeTemplate.parse(
                SourceFile(name: "hostile.stencil", bytes: Array(template.text.utf8)))
        else {
            Issue.record("it parsed")
            return
        }
        #expect(failure.diagnostic.id == .templateSyntax)
        #expect(failure.diagnostic.message.contains(template.message), "\(failure.diagnostic.message)")
        #expect(failure.diagnostic.range.start.line == template.line)
        #expect(failure.diagnostic.range.start.column == template.columns.lowerBound)
        #expect(failure.diagnostic.range.end.column == template.columns.upperBound, "the range ends after the tag")
    }

    /// The naming filters take ids: given text that is not one (a label, an `x-` value, a
    /// literal), they could write any code or a bidirectional control into a name.
    @Test(arguments: [
        ("{{ \"}; func evil() {\"|swiftName }}", "swiftName takes an id"),
        ("{{ \"a\u{202E}b\"|swiftItem }}", "swiftItem takes an id"),
        ("{{ form.title|swiftTypeName:\"Form\" }}", "swiftTypeName takes an id"),
        ("{{ \"x y\"|swiftCase }}", "swiftCase takes an id"),
        ("{{ form.id|swiftProperty }}{{ \"a(b)\"|swiftProperty }}", "swiftProperty takes an id"),
        ("{{ form.id|swiftName:\"() { evil() }; let x\" }}", "swiftName's suffix is letters and digits"),
        ("{{ form.id|swiftTypeName:\"\u{202E}\" }}", "swiftTypeName's suffix is letters and digits"),
    ])
    func aNamingFilterRefusesWhatIsNoId(_ text: String, _ message: String) throws {
        let spec = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path
        let bytes = try #require(FileManager.default.contents(atPath: spec))
        let form = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: spec, bytes: Array(bytes))).form)
        // A literal is refused as the template is read, a value of the spec as it is rendered.
        let diagnostic: Diagnostic
        switch CodeTemplate.parse(SourceFile(name: "names.stencil", bytes: Array(text.utf8))) {
        case .failure(let failure): diagnostic = failure.diagnostic
        case .success(let template):
            guard case .failure(let failure) = template.render(form, specPath: spec) else {
                Issue.record("it rendered")
                return
            }
            diagnostic = failure
        }
        #expect([.templateSyntax, .templateRender].contains(diagnostic.id))
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(!diagnostic.message.contains("\u{202E}"))
    }

    /// Stencil places a tag on the first line with the same text; the diagnostic is at the tag
    /// itself, on its own line.
    @Test func aFailingTagIsFoundOnItsOwnLineWhenAnEarlierLineIsTheSame() throws {
        let spec = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path
        let bytes = try #require(FileManager.default.contents(atPath: spec))
        let form = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: spec, bytes: Array(bytes))).form)
        let text =
            "{% if form.nothing %}\n  {{ form.id|weekdayNumber }}\n{% else %}\n  {{ form.id|weekdayNumber }}\n{% endif %}\n"
        let template = try CodeTemplate.parse(SourceFile(name: "same.stencil", bytes: Array(text.utf8))).get()
        guard case .failure(let diagnostic) = template.render(form, specPath: spec) else {
            Issue.record("it rendered")
            return
        }
        #expect(diagnostic.message.hasPrefix("weekdayNumber takes a weekday"))
        #expect(
            diagnostic.range.start.line == 4 && diagnostic.range.start.column == 3 && diagnostic.range.end.column == 30)
    }
}
