import FormSpec
import Foundation
import Testing

/// The complete specs of `Documentation/Language.md` (its `yaml` blocks that start with
/// `formspec: 1`) compile without a diagnostic, so the reference never shows a spec that is wrong.
@Suite struct LanguageExamplesTests {
    static let specs: [String] = {
        let url = packageDirectory.appendingPathComponent("Documentation/Language.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.components(separatedBy: "```yaml\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
            .filter { $0.hasPrefix("formspec: 1") || $0.contains("\nformspec: 1\n") }
    }()

    @Test func thereIsAnExampleOfEachControl() {
        let types = Set(
            Self.specs.joined().components(separatedBy: "type: ").dropFirst().map { String($0.prefix { $0.isLetter }) })
        #expect(types.isSuperset(of: ControlType.allCases.map(\.rawValue)))
    }

    @Test(arguments: specs.indices)
    func exampleCompilesClean(index: Int) {
        let compilation = Compiler().compile(
            SourceFile(name: "example.form.yaml", bytes: Array((Self.specs[index] + "\n").utf8)))
        #expect(
            compilation.diagnostics.isEmpty,
            "\(compilation.diagnostics.map { "\($0.range.start) \($0.id.rawValue): \($0.message)" })")
        #expect(compilation.form != nil)
    }
}
