import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import FormSpecYAML
import Foundation
import Testing

/// `template.undefined`: a name the context never has is found once per template, located, with
/// the closest known name; what the context may lack for one spec (a null member, a member of
/// another control type) is not reported.
@Suite struct UndefinedNamesTests {
    /// The warnings of `text`.
    static func warnings(_ text: String) throws -> [Diagnostic] {
        try CodeTemplate.parse(SourceFile(name: "t.stencil", bytes: Array(text.utf8))).get().undefinedNames()
    }

    @Test(arguments: [
        "{{ form.id }}{{ form.title }}{{ form.locale }}{{ form.extensions.x-owner.deep }}{{ formatVersion }}",
        "{{ contextVersion }}{{ specName }}{{ stringsTable }}{{ controlTypes.0 }}{{ hasControlType.calendar }}",
        "{% for control in form.controls %}{% if control.title %}{{ control.items.first.label }}{% endif %}{% endfor %}",
        "{% for c in form.controls where c.threeState %}{{ forloop.counter }}{{ c.display.on.symbol }}{% endfor %}",
        "{% outer: for a in form.controls %}{% for b in a.items %}{{ forloop.outer.counter }}{% endfor %}{% endfor %}",
        "{% for key, value in form %}{{ key }}{{ value.anything }}{% endfor %}{% for i in 1...3 %}{{ i }}{% endfor %}",
        "{{ form.id|swiftTypeName:\"Form\" }}{{ form.controls.count }}{{ form.id.count }}{% if 1 < 2 and true %}{% endif %}",
        "{{ form.title if form.title else form.id }}{% for c in form.controls %}{{ c.dates.0.date }}{% endfor %}",
        "{% block title %}{{ form.id }}{% endblock %}:{{ block.title }}",
    ])
    func namesTheContextCanHaveAreNotReported(text: String) throws {
        #expect(try Self.warnings(text).isEmpty)
    }

    @Test func aMisspeltMemberIsLocatedWithTheClosestName() throws {
        let found = try Self.warnings(
            "{% for control in form.controls %}\n  x {% if control.lable %}{{ control.lable }}{% endif %}\n{% endfor %}"
        )
        try #require(found.count == 1)
        #expect(found[0].id == .templateUndefined && found[0].severity == .warning)
        #expect(
            found[0].message
                == "'control.lable' is never in the template's context: 'control' never has a member 'lable'; did you mean 'label'?"
        )
        #expect(found[0].range.start.line == 2 && found[0].range.start.column == 11)
        #expect(found[0].range.end.column == 24)
        #expect(found[0].notes.count == 1, "the second place is a note")
        #expect(found[0].notes.first?.range.start.column == 30)
    }

    @Test func unknownNamesAndLoopVariablesOutsideTheirLoops() throws {
        let found = try Self.warnings(
            "{{ form.nothing.here }}{{ specNme }}{% for c in form.controls %}{{ forloop.countr }}{% endfor %}{{ c.id }}"
        )
        #expect(
            found.map(\.message) == [
                "'form.nothing.here' is never in the template's context: 'form' never has a member 'nothing'",
                "'specNme' is never in the template's context: there is no 'specNme' here; did you mean 'specName'?",
                "'forloop.countr' is never in the template's context: 'forloop' never has a member 'countr'; did you mean 'counter'?",
                "'c.id' is never in the template's context: there is no 'c' here",
            ])
    }

    /// The built-in templates' Stencil texts and the sample template read only what the context has.
    @Test func theTemplatesOfTheRepositoryReadOnlyWhatTheContextHas() throws {
        for template in BuiltInTemplate.allCases {
            #expect(CodeTemplate.builtIn(template).undefinedNames().isEmpty, "\(template)")
        }
        let path = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/Templates/control-ids.stencil")
        let text = try #require(FileManager.default.contents(atPath: path.path))
        #expect(try Self.warnings(String(decoding: text, as: UTF8.self)).isEmpty)
    }

    /// Every name a real context holds is one the check knows: rendered with every name of
    /// every sample's context, a template gets no warning.
    @Test func everyNameOfARealContextIsKnown() throws {
        let samples = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples")
        var paths: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) where name.hasSuffix(".form.yaml")
        {
            let bytes = try #require(FileManager.default.contents(atPath: samples.appendingPathComponent(name).path))
            let form = try #require(Compiler().compile(SourceFile(name: name, bytes: Array(bytes))).form)
            Self.collect(form.jsonDocument, "", into: &paths)
        }
        let text = paths.sorted().map { "{{ \($0) }}" }.joined(separator: "\n")
        #expect(try Self.warnings(text).map(\.message) == [])
    }

    /// Every path of `value` under `prefix`, lists by their first member, leaving `extensions` whole.
    private static func collect(_ value: JSONValue, _ prefix: String, into paths: inout Set<String>) {
        if !prefix.isEmpty { paths.insert(prefix) }
        switch value {
        case .object(let members) where !prefix.hasSuffix("extensions"):
            for (key, member) in members { collect(member, prefix.isEmpty ? key : prefix + "." + key, into: &paths) }
        case .array(let elements): if let first = elements.first { collect(first, prefix + ".0", into: &paths) }
        default: break
        }
    }

    /// A template of many undefined names gets a report bounded as a spec's: the first thousand,
    /// and `report.truncated` counting the rest; a name used thousands of times gets three notes,
    /// the last counting the other places. The report stays about the size of the template.
    @Test func theReportDoesNotOutgrowTheTemplate() throws {
        let many = (0..<5000).map { "{{ v\($0) }}\n" }.joined()
        let found = try Self.warnings(many)
        #expect(found.filter { $0.id == .templateUndefined }.count == Compiler.defaultMaxDiagnostics)
        let truncation = try #require(found.first { $0.id == .reportTruncated })
        #expect(truncation.message.hasPrefix("4000 more diagnostics from here on are left out of this report"))
        let repeated = try Self.warnings(String(repeating: "{{ nope }}\n", count: 8000))
        try #require(repeated.count == 1)
        #expect(repeated[0].notes.count == 3)
        #expect(repeated[0].notes.last?.message == "'nope' is used here too, and in 7996 more places")
    }
}
