import FormSpecTestSupport
import Foundation
import Testing

/// The folder of golden files, `Tests/FormSpecTests/Goldens/`.
let goldensDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Goldens", isDirectory: true)

/// The root of the package, for files committed outside the tests such as `Schemas/`.
let packageDirectory = FormSpecTestSupport.packageDirectory

/// Checks that `actual` is byte for byte the golden file at `path`, relative to
/// `Tests/FormSpecTests/Goldens/` (`formatters/text.txt`).
///
/// With the environment variable `FORMSPEC_RECORD=1` the file is written instead, and the test
/// records an issue saying so, so that a recording run never passes by accident.
func assertGolden(_ actual: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    assertFileContents(actual, at: goldensDirectory.appendingPathComponent(path), sourceLocation: sourceLocation)
}
