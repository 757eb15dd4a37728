import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// `Tests/GeneratedSwift/DeclaredAnswers.json` holds, for every sample and compile golden that
/// gets Swift, the answer each of its controls declares, as the generated `Values` encodes it
/// (each control type says its own: ``ControlSwiftCode/declaredAnswer(_:)``). CI's build of the
/// generated Swift checks `Values.initial` against it, so that check knows no control type. A new
/// control or spec is recorded with `FORMSPEC_RECORD=1 swift test`.
@Suite struct DeclaredAnswersTests {
    @Test func theRecordedAnswersAreTheControlsDeclaredAnswers() throws {
        let root = packageDirectory
        let samples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples").path)
            .filter { $0.hasSuffix(".form.yaml") }.map { "Samples/" + $0 }
        let compile = "Tests/FormSpecTests/Goldens/compile/"
        let goldens = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(compile).path)
            .map { compile + $0 + "/input.form.yaml" }
        var specs: [String: JSONValue] = [:]
        for path in samples + goldens {
            guard let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
                let form = Compiler(checksSwiftNames: true).compile(SourceFile(name: path, bytes: Array(bytes))).form
            else { continue }
            specs[path] = .object(
                JSONValue.Object(keepingFirstOf: form.controls.map { (key: $0.id, value: $0.declaredAnswer) }))
        }
        #expect(specs.count > 30)
        assertFileContents(
            JSONWriter.write(.object(JSONValue.Object(specs))),
            at: root.appendingPathComponent("Tests/GeneratedSwift/DeclaredAnswers.json"))
    }
}
