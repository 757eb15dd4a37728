import FormSpec
import FormSpecTestSupport
import FormSpecYAML
import Foundation
import Testing

/// Mutated specs: whatever an edit breaks, checking never crashes, every diagnostic points
/// inside the file, and two runs report the same diagnostics.
@Suite struct DecodingPropertyTests {
    static let clean: [UInt8] = {
        let url = goldensDirectory.appendingPathComponent("check/clean/input.form.yaml")
        return Array(FileManager.default.contents(atPath: url.path) ?? Data())
    }()

    /// Words an edit may drop in: values of every type and the keys of every control.
    static let words = [
        "true", "yes", "~", "-1", "99999999999999999999", "1.5", ".nan", "[]", "{}", "\"#zz\"", "#FF0000",
        "2026-02-30", "checkbox", "calendar", "selected", "items", "x-a", "<<", "*nothing", "&a", "'", ":", "- ",
    ]

    @Test func mutatedSpecsAreReportedSafely() {
        var random = SeededGenerator(seed: 3)
        let lines = String(decoding: Self.clean, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        #expect(lines.count > 50)
        for _ in 0..<300 {
            var mutated = lines
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: mutated.remove(at: index)
                case 1: mutated.insert(mutated[Int.random(in: 0..<mutated.count, using: &random)], at: index)
                case 2:
                    guard let colon = mutated[index].firstIndex(of: ":") else { continue }
                    mutated[index] = String(mutated[index][...colon]) + " " + Self.words.randomElement(using: &random)!
                default:
                    mutated[index] = Self.words.randomElement(using: &random)! + mutated[index]
                }
                if mutated.isEmpty { mutated = [""] }
            }
            let bytes = Array(mutated.joined(separator: "\n").utf8)
            let first = Compiler().check(SourceFile(name: "m.yaml", bytes: bytes))
            let lineCount = SourceLines(bytes).count
            for diagnostic in first {
                #expect(diagnostic.range.start <= diagnostic.range.end)
                #expect(diagnostic.range.end.offset <= bytes.count)
                #expect(diagnostic.range.end.line <= lineCount)
                #expect(
                    diagnostic.fixIts.allSatisfy {
                        $0.range.start.offset <= $0.range.end.offset && $0.range.end.offset <= bytes.count
                    })
            }
            #expect(Compiler().check(SourceFile(name: "m.yaml", bytes: bytes)) == first)
        }
    }
}
