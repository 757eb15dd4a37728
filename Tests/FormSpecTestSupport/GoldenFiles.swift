import Foundation
import Testing

/// What the test targets share about the package's files.
public enum FormSpecTestSupport {
    /// The root of the package.
    public static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
}

/// Checks that `actual` is byte for byte the file at `url`; with `FORMSPEC_RECORD=1`, writes it.
public func assertFileContents(_ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    let name =
        url.path.hasPrefix(FormSpecTestSupport.packageDirectory.path + "/")
        ? String(url.path.dropFirst(FormSpecTestSupport.packageDirectory.path.count + 1)) : url.path
    if ProcessInfo.processInfo.environment["FORMSPEC_RECORD"] == "1" {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            Issue.record(
                "recorded \(name); run again without FORMSPEC_RECORD to check it", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            "no golden file \(name); record it with FORMSPEC_RECORD=1 swift test", sourceLocation: sourceLocation)
        return
    }
    guard Array(actual.utf8) != Array(expected) else { return }
    let difference = firstDifference(expected: String(decoding: expected, as: UTF8.self), actual: actual)
    Issue.record(
        "\(name) differs at \(difference)\nre-record with FORMSPEC_RECORD=1 swift test if the change is intended",
        sourceLocation: sourceLocation
    )
}

/// Where two texts first differ, by line, with both versions of that line.
private func firstDifference(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let expectedLine =
            index < expectedLines.count ? String(reflecting: String(expectedLines[index])) : "(end of file)"
        let actualLine = index < actualLines.count ? String(reflecting: String(actualLines[index])) : "(end of file)"
        if Array(expectedLine.utf8) != Array(actualLine.utf8) {
            return "line \(index + 1)\n  expected: \(expectedLine)\n  actual:   \(actualLine)"
        }
    }
    return "the bytes differ (Unicode normalization)"
}
