import FormSpec
import FormSpecTestSupport
import FormSpecYAML
import Foundation
import Testing

/// A compile normalizes each control as soon as it is checked, while the file is still read, and
/// keeps of its syntax only what the rules about the whole form read. A compiler that keeps the
/// syntax whole (one that draws specs with errors) normalizes every control after the whole form
/// is read, the plain way: both give the same form, the same diagnostics and the same bytes.
@Suite struct EarlyNormalizationTests {
    /// Every compile golden and every sample.
    static let specs: [String] = {
        let goldens = CompileGoldenTests.cases.map { "Tests/FormSpecTests/Goldens/compile/\($0)/input.form.yaml" }
        let samples =
            ((try? FileManager.default.contentsOfDirectory(
                atPath: packageDirectory.appendingPathComponent("Samples").path)) ?? [])
            .filter { $0.hasSuffix(".form.yaml") }.sorted().map { "Samples/\($0)" }
        return goldens + samples
    }()

    private func expectSameBothWays(_ source: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let early = Compiler().compile(source)
        let late = Compiler(draftsSpecsWithErrors: true).compile(source)
        #expect(early.form == late.form, sourceLocation: sourceLocation)
        #expect(early.form?.json() == late.form?.json(), sourceLocation: sourceLocation)
        #expect(early.diagnostics == late.diagnostics, sourceLocation: sourceLocation)
        #expect(early.controlRanges == late.controlRanges, sourceLocation: sourceLocation)
    }

    @Test func thereAreSpecs() {
        #expect(Self.specs.count >= 20)
    }

    @Test(arguments: specs)
    func sameFormEitherWay(path: String) throws {
        let bytes = try #require(
            FileManager.default.contents(atPath: packageDirectory.appendingPathComponent(path).path))
        expectSameBothWays(SourceFile(name: (path as NSString).lastPathComponent, bytes: Array(bytes)))
    }

    /// A calendar without a locale of its own takes the form's, which a large spec (read on two
    /// threads) may give before its controls (they are normalized as they are read), after them
    /// (those that take it wait for it), through a merge key, or not at all.
    @Test(
        .tags(.exhaustive), .skippedInQuickLoop,
        arguments: [
            ("locale: de_DE\n", ""), ("", "locale: de_DE\n"), ("locale: 'de-DE'\n", "<<: {locale: ja_JP}\n"),
            ("", "<<: {locale: ja_JP}\n"), ("", ""),
        ])
    func calendarsTakeTheFormsLocaleWhereverItIsWritten(before: String, after: String) throws {
        var text = "formspec: 1\nid: big\n\(before)controls:\n"
        for index in 0..<3000 {
            text += """
                  - type: calendar
                    id: c\(index)
                    label: Dates \(index)
                    dates: [2026-05-0\(index % 9 + 1)]
                  - type: calendar
                    id: own\(index)
                    label: Own \(index)
                    locale: en_US
                    dates: [2026-05-01, {date: 2026-05-02, enabled: false}]
                  - type: checkboxGroup
                    id: g\(index)
                    title: Group \(index)
                    items: [{id: a, label: A}, {id: b, label: B, x-sku: \(index)}]

                """
        }
        text += after
        let source = SourceFile(name: "big.form.yaml", bytes: Array(text.utf8))
        let form = try #require(Compiler().compile(source).form)
        let written = before + after
        let expected = written.isEmpty ? FormModel.defaultLocale : written.contains("de") ? "de_DE" : "ja_JP"
        let locales = form.controls.compactMap { ($0.body as? CalendarModel)?.locale }
        #expect(locales.count == 6000)
        #expect(Set(locales) == [expected, "en_US"])
        expectSameBothWays(source)
    }

    /// A spec with errors: the controls normalized early are dropped with the form.
    @Test func aSpecWithErrorsHasNoForm() {
        let text =
            "formspec: 1\nid: form\ncontrols:\n  - {type: toggle, id: a, label: A}\n  - {type: toggle, id: a, label: B}\n"
        let compilation = Compiler().compile(SourceFile(name: "t.yaml", bytes: Array(text.utf8)))
        #expect(compilation.form == nil)
        #expect(compilation.diagnostics.contains { $0.id == .formDuplicateID })
    }
}
