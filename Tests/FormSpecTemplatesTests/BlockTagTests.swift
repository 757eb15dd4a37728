import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Foundation
import Testing

/// The block tags (`for`, `if`, `ifnot`, `filter`, `block`) and the filters `join` and `indent`
/// are FormSpec's own, to keep a render within its limits: each renders as Stencil 0.15's does
/// (every expected text here is what Stencil itself renders, but for the whitespace rule: a tag
/// inside a line of text removes no space or line break, `TagLinesTests`).
@Suite struct BlockTagTests {
    static let cases: [(template: String, rendered: String)] = [
        (
            "{% for c in form.controls %}{{ forloop.counter }}/{{ forloop.length }} {{ c.id }}{% if forloop.first %}F{% endif %}{% if forloop.last %}L{% endif %}\n{% endfor %}",
            "1/6 ticketF\n2/6 workshop-day\n3/6 dietary\n4/6 newsletter\n5/6 photo-consent\n6/6 code-of-conductL\n"
        ),
        (
            "{% for c in form.controls where c.type == \"toggle\" %}{{ c.id }},{% empty %}none{% endfor %}",
            "newsletter,"
        ),
        ("{% for c in form.nothing %}x{% empty %}empty{% endfor %}", "empty"),
        (
            "{% outer: for a in form.controls %}{% for b in form.controls %}{% if forloop.counter > 2 %}{% continue outer %}{% endif %}{{ forloop.outer.counter }}{{ forloop.counter }} {% endfor %}{% endfor %}",
            "11 12 21 22 31 32 41 42 51 52 61 62 "
        ),
        (
            "{% for a in form.controls %}{% if forloop.counter == 3 %}{% break %}{% endif %}{{ a.id }}{% endfor %}",
            "ticketworkshop-day"
        ),
        (
            "{% for a in form.controls %}{% if forloop.counter == 2 %}{% continue %}{% endif %}{{ a.id }}{% endfor %}",
            "ticketdietarynewsletterphoto-consentcode-of-conduct"
        ),
        (
            "{% for a in form.controls %}{% for b in form.controls %}{% if forloop.counter == 2 %}{% break %}{% endif %}{{ b.id }}{% endfor %}|{% endfor %}",
            "ticket|ticket|ticket|ticket|ticket|ticket|"
        ),
        (
            "{% for pair in hasControlType %}{{ pair }};{% endfor %}",
            "calendar;checkbox;checkboxGroup;radioGroup;toggle;"
        ),
        (
            "{% for key, _ in hasControlType %}{{ key }};{% endfor %}",
            "calendar;checkbox;checkboxGroup;radioGroup;toggle;"
        ),
        (
            "{% for i in 1...5 %}{{ i }}{% endfor %}{% for i in 5...1 %}{{ i }}{% endfor %}{% for i in 0...0 %}{{ i }}{% endfor %}",
            "12345543210"
        ),
        (
            "{% for c in form.controls %}{% for i in c.items %}{{ i.id }}{% empty %}-{% endfor %}{% endfor %}",
            "standardstudentspeaker-vegetarianvegangluten-freehalal---"
        ),
        ("{% for x in form.id %}{{ x }}{% endfor %}{% for x in 3 %}{{ x }}{% endfor %}", ""),
        (
            "  {% for c in form.controls %}\n    {{ c.id }}\n  {% endfor %}\n  done\n",
            "    ticket\n    workshop-day\n    dietary\n    newsletter\n    photo-consent\n    code-of-conduct\n  done\n"
        ),
        ("{% if form.title %}T{% elif form.id %}I{% else %}E{% endif %}", "T"),
        ("{% if form.nothing %}T{% elif form.nothing %}I{% else %}E{% endif %}", "E"),
        ("{% if form.nothing %}T{% elif form.id == \"signup\" %}I{% endif %}", ""),
        ("{% if not form.nothing and form.id or form.title %}y{% endif %}", "y"),
        (
            "{% for c in form.controls %}{% if forloop.counter in 2...3 %}{{ c.id }}{% endif %}{% endfor %}",
            "workshop-daydietary"
        ),
        ("{% ifnot form.nothing %}N{% else %}Y{% endif %}{% ifnot form.id %}N{% else %}Y{% endif %}", "NY"),
        (
            "{% for c in form.controls %}{% ifnot c.label %}-{% else %}{{ c.label }}{% endif %}{% endfor %}",
            "-Workshop day-Email me about future Swift Craft eventsI agree to appear in event photosI have read and accept the code of conduct"
        ),
        ("{% filter uppercase %}{{ form.id }} abc{% endfilter %}", "CONFERENCE-SIGNUP ABC"),
        ("{% block title %}{{ form.id }}{% endblock %}:{{ block.title }}", "conference-signup:conference-signup"),
        (
            "{{ controlTypes|join:\"-\" }}|{{ form.id|join:\"-\" }}",
            "calendar-checkbox-checkboxGroup-radioGroup-toggle|conference-signup"
        ),
        (
            "{% filter indent:2,\"-\",true %}{% for t in controlTypes %}{{ t }}\n\n{% endfor %}{% endfilter %}|{{ form.id|indent:0 }}",
            "--calendar\n\n--checkbox\n\n--checkboxGroup\n\n--radioGroup\n\n--toggle\n\n|conference-signup"
        ),
    ]

    @Test(arguments: cases)
    func rendersAsStencilDoes(template: String, rendered: String) throws {
        // The sign-up sample as it was when Stencil rendered these templates (kept here, so that the
        // sample can grow without changing what these cases check).
        let spec = FormSpecTestSupport.packageDirectory.appendingPathComponent(
            "Tests/FormSpecTemplatesTests/BlockTagSpec/signup.form.yaml"
        ).path
        let bytes = try #require(FileManager.default.contents(atPath: spec))
        let form = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: spec, bytes: Array(bytes))).form)
        let parsed = try CodeTemplate.parse(SourceFile(name: "tags.stencil", bytes: Array(template.utf8))).get()
        #expect(try parsed.render(form, specPath: spec).get() == rendered)
    }

    /// `join` and `indent` are both FormSpec's and Stencil's: a misspelt filter is told each once.
    @Test func aMisspeltFilterIsToldEachSimilarFilterOnce() {
        guard
            case .failure(let failure) = CodeTemplate.parse(
                SourceFile(name: "tags.stencil", bytes: Array("{{ form.id|jion }}".utf8)))
        else {
            Issue.record("it parsed")
            return
        }
        #expect(failure.diagnostic.message == "Unknown filter 'jion'. Found similar filters: 'join'.")
    }
}
