import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// FormSpecRuntime's control types are generated from the output schema: the files committed in
/// `Sources/FormSpecRuntime/Controls/Generated` are what `RuntimeSources` writes, and no others.
/// With `FORMSPEC_RECORD=1` they are written.
@Suite struct RuntimeSourcesTests {
    static let directory = packageDirectory.appendingPathComponent(RuntimeSources.directory, isDirectory: true)

    @Test func theCommittedFilesAreTheGeneratedOnes() {
        let files = RuntimeSources.files()
        for file in files {
            let url = Self.directory.appendingPathComponent(file.name)
            if ProcessInfo.processInfo.environment["FORMSPEC_RECORD"] == "1" {
                assertFileContents(file.text, at: url)
            } else if FileManager.default.contents(atPath: url.path) != Data(file.text.utf8) {
                Issue.record(
                    """
                    \(RuntimeSources.directory)/\(file.name) is not what the output schema generates; \
                    regenerate it with \(RuntimeSources.command)
                    """)
            }
        }
        let committed = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        let others = Set(committed).subtracting(files.map(\.name))
        #expect(
            others.isEmpty,
            "\(RuntimeSources.directory) holds files the output schema does not generate: \(others.sorted())")
    }

    @Test func everyFileSaysItIsGenerated() {
        for file in RuntimeSources.files() {
            #expect(file.text.hasPrefix("// Generated from the output schema"), "\(file.name)")
            #expect(file.text.contains(RuntimeSources.command), "\(file.name)")
        }
    }
}
