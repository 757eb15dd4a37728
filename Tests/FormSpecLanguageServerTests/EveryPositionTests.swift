import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpecLanguageServer

/// Every request that takes a position, at every position of every sample and golden spec —
/// valid specs and specs full of mistakes — in UTF-16: none may crash, and every range it answers
/// with lies in the document (a completion's around the cursor).
@Suite(.tags(.exhaustive), .skippedInQuickLoop) struct EveryPositionTests {
    static let specs: [URL] = {
        let root = FormSpecTestSupport.packageDirectory
        let folders = ["Samples", "Tests/FormSpecTests/Goldens/check", "Tests/FormSpecTests/Goldens/compile"].map {
            root.appendingPathComponent($0)
        }
        return folders.flatMap { folder in
            (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.path.hasSuffix(".form.yaml") }
        }.sorted { $0.path < $1.path }
    }()

    @Test func theSpecsAreFound() {
        #expect(Self.specs.count > 40)
    }

    @Test(arguments: specs)
    func everyRequestAtEveryPosition(spec: URL) throws {
        // As an editor sends it: a JSON string, so malformed UTF-8 arrives as U+FFFD.
        let text = String(decoding: try Data(contentsOf: spec), as: UTF8.self)
        var document = OpenDocument(uri: "file://" + spec.path, version: 1, text: text, encoding: .utf16)
        document.checked = document.check(with: .init())
        let lineCount = document.text.lineCount
        let lastPosition = document.text.position(ofOffset: document.text.bytes.count, encoding: .utf16)
        func inDocument(_ range: Range) -> Bool {
            range.start <= range.end && range.end <= lastPosition
        }
        for diagnostic in document.checked?.published ?? [] { #expect(inDocument(diagnostic.range)) }
        for symbol in SymbolFeature.symbols(in: &document) { #expect(inDocument(symbol.range)) }
        for color in ColorFeature.colors(in: &document) { #expect(inDocument(color.range)) }
        for line in 0..<lineCount {
            let width = document.text.position(
                ofOffset: document.text.start(ofLine: line) + document.text.text(ofLine: line).count,
                encoding: .utf16
            ).character
            for character in 0...(width + 1) {
                let position = Position(line: line, character: character)
                if let hover = HoverFeature.hover(at: position, in: &document), let range = hover.range {
                    #expect(inDocument(range))
                }
                for item in CompletionFeature.items(at: position, in: &document, snippets: true) {
                    #expect(
                        item.textEdit.range.start.line == line
                            && item.textEdit.range.start <= min(position, lastPosition))
                }
                for location in IdentifierFeature.definition(at: position, in: &document) ?? [] {
                    #expect(inDocument(location.range))
                }
                for location in IdentifierFeature.references(at: position, in: &document, includingDeclaration: true)
                    ?? []
                {
                    #expect(inDocument(location.range))
                }
                if let prepared = IdentifierFeature.prepareRename(at: position, in: &document) {
                    #expect(inDocument(prepared.range))
                }
            }
        }
    }
}
