import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// The library's public facade: ``SpecCompiler`` and the typed form, as the DocC catalogue shows them.
@Suite struct FacadeTests {
    /// The landing page's example, with `print` collecting what it prints. The lines between the
    /// markers are the page's first code block (after `import FormSpec`), which
    /// `landingPageShowsThisCode` checks.
    private func landingPageExample(print: (Any) -> Void) {
        // landing-page:begin
        let text = """
            formspec: 1
            id: newsletter
            controls:
              - {type: checkbox, id: subscribe, label: Send me the newsletter, state: clear}
              - {type: toggle, id: digest, label: Weekly digest}
            """
        let spec = SpecCompiler().compile(text, name: "newsletter.form.yaml")
        for diagnostic in spec.diagnostics { print(diagnostic) }
        for control in spec.form?.controls ?? [] {
            if let checkbox = control.checkbox { print("\(control.id) starts \(checkbox.state)") }
        }
        // landing-page:end
    }

    /// The example prints what the landing page says it prints.
    @Test func landingPageExampleCompilesASpec() throws {
        var lines: [String] = []
        landingPageExample { lines.append("\($0)") }
        let printed = try #require(
            landingPage().components(separatedBy: "It prints:\n\n```\n").dropFirst().first?
                .components(separatedBy: "\n```").first)
        #expect(lines.joined(separator: "\n") == printed)
        #expect(lines.count == 2)
    }

    /// The landing page's first code block, and README.md's example, are the example above, so that
    /// they compile and run.
    @Test func landingPageShowsThisCode() throws {
        let pageBlock = try #require(landingPage().components(separatedBy: "```swift\n").dropFirst().first)
            .components(separatedBy: "```").first
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let example = try #require(
            test.components(separatedBy: "// landing-page:begin\n").last?
                .components(separatedBy: "        // landing-page:end").first)
        let unindented = example.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(8) }.joined(separator: "\n")
        #expect(pageBlock == "import FormSpec\n\n" + unindented)
        let readme = try String(contentsOf: packageDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        let readmeBlock = try #require(
            readme.components(separatedBy: "## Using the library").dropFirst().first?
                .components(separatedBy: "```swift\n").dropFirst().first
        ).components(separatedBy: "```").first
        #expect(readmeBlock == pageBlock, "README.md's 'Using the library' shows the landing page's example")
    }

    /// A control's accessors give its own values (each type's accessor and no other: see
    /// `ControlRegistryTests`).
    @Test func theAccessorsReadTheControlsValues() throws {
        let spec = SpecCompiler().compile(
            path: packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path)
        let form = try #require(spec.form)
        #expect(!spec.hasErrors)
        #expect(form.id == "conference-signup")
        let ticket = try #require(form.controls.first { $0.id == "ticket" }?.radioGroup)
        #expect(ticket.selected == ["standard"])
        let workshop = try #require(form.controls.first { $0.id == "workshop-day" }?.calendar)
        #expect(workshop.dates.contains { $0.selected && $0.date.description == "2027-03-16" })
    }

    /// A diagnostic gives its id, severity, place, notes and fix-its.
    @Test func diagnosticsTellWhatAndWhere() throws {
        let spec = SpecCompiler().compile(
            """
            formspec: 1
            id: form
            controls:
              - {type: checkbox, id: same, label: One, stat: on}
              - {type: checkbox, id: same, label: Two}
            """, name: "form.yaml")
        #expect(spec.hasErrors)
        #expect(spec.form == nil)
        let unknown = try #require(spec.diagnostics.first { $0.id == .specUnknownKey })
        #expect(unknown.severity == .error)
        #expect((unknown.range.start.line, unknown.range.start.column) == (4, 44))
        #expect(unknown.fixIts.map(\.replacement) == ["state"])
        let duplicate = try #require(spec.diagnostics.first { !$0.notes.isEmpty })
        #expect(duplicate.notes.map(\.range.start.line) == [4])
    }

    /// A file that cannot be read gives one `io.*` diagnostic and no form.
    @Test func anUnreadableFileIsADiagnostic() {
        let spec = SpecCompiler().compile(path: "/nonexistent/form.yaml")
        #expect(spec.diagnostics.map(\.id) == [.ioReadFailed])
        #expect(spec.name == "/nonexistent/form.yaml")
        #expect(spec.form == nil)
    }

    /// The DocC catalogue's landing page.
    private func landingPage() throws -> String {
        try String(
            contentsOf: packageDirectory.appendingPathComponent("Sources/FormSpec/FormSpec.docc/FormSpec.md"),
            encoding: .utf8)
    }
}
