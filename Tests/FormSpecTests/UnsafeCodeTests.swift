import FormSpecTestSupport
import Foundation
import Testing

/// Unsafe code stays in the files Architecture.md lists ("Where unsafe code lives"), so that the
/// rest of the sources read as plain Swift.
@Suite struct UnsafeCodeTests {
    /// The files of the list, relative to the package: the lines of the section that start with
    /// a path in backquotes.
    private func listedFiles() throws -> Set<String> {
        let architecture = try String(
            contentsOf: packageDirectory.appendingPathComponent("Documentation/Architecture.md"), encoding: .utf8)
        let section = try #require(
            architecture.components(separatedBy: "## Where unsafe code lives\n").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        return Set(
            section.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("- `Sources/") else { return nil }
                return line.dropFirst(3).prefix { $0 != "`" }.description
            })
    }

    /// Every Swift file under `Sources/`, relative to the package, with its text.
    private func sourceFiles() throws -> [(path: String, text: String)] {
        let sources = packageDirectory.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
            ("Sources/" + $0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// Whether `text` holds unsafe code: an unsafe API (`UnsafePointer`, `withUnsafeBytes`,
    /// `unsafeBitCast`, `unsafeDowncast`), `(unsafe)` (`nonisolated(unsafe)`, `unowned(unsafe)`),
    /// `@unsafe`, or a conformance the compiler does not check (`@unchecked Sendable`); the word
    /// alone is not code (`formspec fix --unsafe`, an unsafe fix-it).
    private func mentionsUnsafe(_ text: String) -> Bool {
        text.range(
            of: #"Unsafe[A-Z]|unsafe(BitCast|Downcast)|\(unsafe\)|@unsafe\b|@unchecked\s+Sendable"#,
            options: .regularExpression) != nil
    }

    @Test func unsafeCodeIsOnlyInTheListedFiles() throws {
        let listed = try listedFiles()
        #expect(listed.count > 10)
        let holders = try sourceFiles().filter { mentionsUnsafe($0.text) }.map(\.path)
        #expect(holders.filter { !listed.contains($0) } == [], "unsafe code outside Architecture.md's list")
    }

    @Test func everyListedFileHoldsUnsafeCode() throws {
        let sources = Dictionary(uniqueKeysWithValues: try sourceFiles())
        for path in try listedFiles().sorted() {
            let text = try #require(sources[path], "\(path) is listed but is not a source file")
            #expect(mentionsUnsafe(text), "\(path) is listed but holds no unsafe code")
        }
    }
}
