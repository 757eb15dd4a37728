import Foundation
import FormSpec
import FormSpecTemplates
import FormSpecTestSupport
import Testing

/// The built-in `swift` template is the Stencil version of the Swift writer: rendered, it gives
/// the writer's bytes for every sample and compile golden, so the template a team copies is the
/// output they know.
@Suite struct BuiltInTemplateTests {
    static let specs: [String] = {
        let root = FormSpecTestSupport.packageDirectory
        let samples = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples").path)) ?? [])
            .filter { $0.hasSuffix(".form.yaml") }.map { "Samples/" + $0 }
        let goldens = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/FormSpecTests/Goldens/compile").path)) ?? [])
            .map { "Tests/FormSpecTests/Goldens/compile/\($0)/input.form.yaml" }
        return (samples + goldens).sorted()
    }()

    @Test(arguments: specs)
    func theSwiftTemplateRendersTheWritersBytes(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path))
        guard let form = Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form else { return }
        let template = CodeTemplate.builtIn(.swift)
        let rendered = try template.render(form, specPath: path).get()
        #expect(rendered == form.swift(spec: path))
        #expect(try template.render(form, specPath: path).get() == rendered, "the same bytes twice")
    }

    /// The `uikit` template's factories of samples that use every control type, compared with
    /// golden files (`Goldens/uikit/NAME.swift`); CI builds the factories of every sample
    /// against the components' stand-ins (Tests/GeneratedSwift).
    @Test(arguments: ["checkbox-demo", "signup", "spark-selection", "booking-colors"])
    func uikitFactories(sample: String) throws {
        let path = "Samples/\(sample).form.yaml"
        let bytes = try #require(FileManager.default.contents(atPath: FormSpecTestSupport.packageDirectory.appendingPathComponent(path).path))
        let form = try #require(Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form)
        let rendered = try CodeTemplate.builtIn(.uikit).render(form, specPath: path).get()
        assertFileContents(rendered, at: FormSpecTestSupport.packageDirectory.appendingPathComponent("Tests/FormSpecTemplatesTests/UIKitGoldens/\(sample).swift"))
    }

    @Test func everyBuiltInTemplateParses() {
        for template in BuiltInTemplate.allCases {
            #expect(throws: Never.self) { try CodeTemplate.parse(CodeTemplate.builtIn(template).source).get() }
        }
    }
}
