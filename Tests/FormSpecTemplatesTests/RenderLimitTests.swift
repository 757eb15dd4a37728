import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Foundation
import Testing

/// A render stops at its limits (``RenderLimits``: the text it writes, the steps it takes, the time
/// it runs) with `template.render` at the tag that was running, wherever the text is written: in a
/// loop, in a condition, by a filter.
@Suite struct RenderLimitTests {
    /// A form of fifty toggles: six loops nested over its controls would turn 50⁶ times.
    static let fifty: FormModel = {
        let spec =
            "formspec: 1\nid: fifty\ncontrols:\n"
            + (0..<50).map { "  - {type: toggle, id: t\($0), label: Toggle \($0)}\n" }.joined()
        return Compiler().compile(SourceFile(name: "fifty.form.yaml", bytes: Array(spec.utf8))).form!
    }()

    static func sixLoops(around body: String) -> String {
        String(repeating: "{% for c in form.controls %}", count: 6) + body + String(repeating: "{% endfor %}", count: 6)
    }

    /// The render's diagnostic, or an issue when it rendered.
    static func failure(_ text: String, limits: RenderLimits, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> Diagnostic?
    {
        let template = try CodeTemplate.parse(SourceFile(name: "limits.stencil", bytes: Array(text.utf8))).get()
        guard case .failure(let diagnostic) = template.render(fifty, specPath: "fifty.form.yaml", limits: limits) else {
            Issue.record("it rendered", sourceLocation: sourceLocation)
            return nil
        }
        #expect(diagnostic.id == .templateRender, sourceLocation: sourceLocation)
        #expect(diagnostic.message.hasSuffix("(while rendering 'fifty.form.yaml')"), sourceLocation: sourceLocation)
        return diagnostic
    }

    @Test func loopsThatRunTooLongStopAtTheInnermostLoop() throws {
        let started = ContinuousClock.now
        let diagnostic = try #require(
            try Self.failure(Self.sixLoops(around: ""), limits: RenderLimits(timeLimit: .milliseconds(300))))
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(
            diagnostic.message.hasPrefix(
                "the template has run for more than 0.3 seconds here, longer than a template may run"))
        #expect(
            diagnostic.range.start.column == 5 * 28 + 1 && diagnostic.range.end.column == 6 * 28 + 1, "the sixth loop")
    }

    /// The steps are counted, not timed: six loops stop at the same place, with the same message,
    /// on every machine, long before their time would run out.
    @Test func loopsThatTakeTooManyStepsStopAtTheInnermostLoop() throws {
        let limits = RenderLimits(maxSteps: 200_000, stepsPerPart: 0, timeLimit: .seconds(3600))
        let diagnostic = try #require(try Self.failure(Self.sixLoops(around: "{{ c.id }}"), limits: limits))
        #expect(
            diagnostic.message.hasPrefix(
                "the template has taken more than 200,000 steps here (tags, variables and texts rendered, loops' turns), "
                    + "more than a template may take: loops nested over a form's lists turn as many times as the "
                    + "product of their lengths; nest fewer of them"))
        #expect(
            diagnostic.range.start.column == 5 * 28 + 1 && diagnostic.range.end.column == 6 * 28 + 1, "the sixth loop")
    }

    /// A loop's `where`, asked of every member, counts too: a loop whose condition never holds
    /// turns no time, and still stops.
    @Test func aWhereAskedTooOftenStops() throws {
        let text =
            String(repeating: "{% for c in form.controls %}", count: 5)
            + "{% for c in form.controls where c.id == \"none\" %}{% endfor %}"
            + String(repeating: "{% endfor %}", count: 5)
        let diagnostic = try #require(
            try Self.failure(text, limits: RenderLimits(maxSteps: 200_000, stepsPerPart: 0, timeLimit: .seconds(3600))))
        #expect(diagnostic.message.hasPrefix("the template has taken more than 200,000 steps here"))
        #expect(diagnostic.range.start.column == 5 * 28 + 1, "the sixth loop")
    }

    /// Each member of the form's lists (its 50 controls, the one type in `controlTypes`) adds
    /// `stepsPerPart` steps.
    @Test func eachMemberOfTheFormsListsAddsSteps() throws {
        let limits = RenderLimits(maxSteps: 0, stepsPerPart: 1_000, timeLimit: .seconds(3600))
        let diagnostic = try #require(try Self.failure(Self.sixLoops(around: "{{ c.id }}"), limits: limits))
        #expect(diagnostic.message.hasPrefix("the template has taken more than 51,000 steps here"))
    }

    /// The standard limit is a million steps and 500 more per member of the form's lists; a
    /// template that goes over a form once takes far fewer: the Stencil `swift` template
    /// (`formspec templates print swift`) renders the sign-up sample, 8 controls, in fewer than
    /// 2,000 steps.
    @Test func theStandardStepsAreFarMoreThanARealTemplateTakes() throws {
        #expect(RenderLimits.standard.maxSteps == 1_000_000 && RenderLimits.standard.stepsPerPart == 500)
        let spec = try String(
            contentsOf: FormSpecTestSupport.packageDirectory.appending(path: "Samples/signup.form.yaml"),
            encoding: .utf8)
        let form = try #require(Compiler().compile(SourceFile(name: "signup.form.yaml", bytes: Array(spec.utf8))).form)
        let template = try CodeTemplate.parse(
            SourceFile(name: "swift.stencil", bytes: Array(BuiltInTemplate.swift.text.utf8))
        ).get()
        let rendered = template.render(
            form, specPath: "signup.form.yaml", limits: RenderLimits(maxSteps: 2_000, stepsPerPart: 0))
        #expect(throws: Never.self) { try rendered.get() }
    }

    @Test func loopsThatWriteTooMuchStopBeforeTheMemoryIsUsed() throws {
        let diagnostic = try #require(
            try Self.failure(
                Self.sixLoops(around: String(repeating: "x", count: 1000)),
                limits: RenderLimits(maxOutputBytes: 1 << 20)))
        #expect(
            diagnostic.message.hasPrefix("the template writes more than 1 MiB here, more than a template may write"))
        #expect(diagnostic.range.start.column == 5 * 28 + 1, "the sixth loop, whose text it is")
    }

    /// Text written without a loop counts too: in a condition, and at the variable that writes it.
    @Test func textOutsideLoopsCountsToo() throws {
        let text = "{% if form %}\n" + String(repeating: "{{ form.controls }}\n", count: 100) + "{% endif %}\n"
        let diagnostic = try #require(try Self.failure(text, limits: RenderLimits(maxOutputBytes: 64 << 10)))
        #expect(diagnostic.message.hasPrefix("the template writes more than 65536 bytes here"))
        #expect(diagnostic.range.start.column == 1 && diagnostic.range.end.column == 20, "a {{ form.controls }}")
    }

    /// `join` and `indent` write as much as a template tells them: measured before they write.
    @Test(arguments: [
        "{{ form.controls|join:\"\(String(repeating: "-", count: 100_000))\" }}",
        "{% filter indent:2000000 %}{{ form.id }}{% endfilter %}",
    ])
    func filtersThatWriteTooMuchStopBeforeTheyWrite(text: String) throws {
        let diagnostic = try #require(try Self.failure(text, limits: RenderLimits(maxOutputBytes: 1 << 20)))
        #expect(diagnostic.message.hasPrefix("the template writes more than 1 MiB here"))
        #expect(diagnostic.range.start.column == 1)
    }

    /// A template at every limit at once (blocks 64 deep, a condition of 100 words, subscripts 16
    /// deep) is read and rendered within the half megabyte of stack a thread of a Mac's Dispatch
    /// pool has: no crash.
    @Test func aTemplateAtEveryLimitFitsInASmallStack() throws {
        let text =
            String(repeating: "{% for i in 0...0 %}", count: 63)
            + "{% if " + String(repeating: "not ", count: 98) + "form %}x{% endif %}"
            + "{{ " + String(repeating: "form[", count: 16) + "0" + String(repeating: "]", count: 16) + " }}"
            + String(repeating: "{% endfor %}", count: 63)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<String, Diagnostic>?
        let thread = Thread {
            outcome = CodeTemplate.parse(SourceFile(name: "limits.stencil", bytes: Array(text.utf8)))
                .mapError(\.diagnostic)
                .flatMap { $0.render(Self.fifty, specPath: "fifty.form.yaml") }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        // Stencil cannot find `form[form[…]]`: what matters is that it got there.
        #expect(
            outcome.map {
                if case .failure(let diagnostic) = $0 {
                    diagnostic.message.contains("Unable to resolve subscript")
                } else {
                    false
                }
            } == true)
    }
}
