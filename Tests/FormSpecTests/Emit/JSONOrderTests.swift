import Foundation
import Testing

@testable import FormSpec

/// The model types write their members one by one in the order of their keys; these tests read
/// the JSON of every compile golden (every type of control) and check that, in each object, the
/// keys come in code-point order, as ``JSONWriter`` promises.
@Suite struct JSONOrderTests {
    @Test(arguments: CompileGoldenTests.cases)
    func keysAreInCodePointOrder(name: String) throws {
        guard let form = Compiler().compile(try CompileGoldenTests.source(name)).form else { return }
        for (keys, line) in try Self.keysOfEachObject(form.json()) {
            for (earlier, later) in zip(keys, keys.dropFirst()) {
                #expect(
                    JSONWriter.codePointOrder(earlier, later),
                    "'\(later)' after '\(earlier)', in the object at line \(line)")
            }
        }
    }

    @Test func findsTheKeysOfEachObject() throws {
        let json =
            "{\n  \"b\": [\n    {\n      \"z\": 1,\n      \"a\\\"\": \"x\\\": y\"\n    },\n    {\n      \"y\": 2\n    }\n  ],\n  \"a\": {}\n}\n"
        let objects = try Self.keysOfEachObject(json).map(\.keys)
        #expect(objects == [["z", "a\""], ["y"], ["b", "a"]])
    }

    /// The keys of each object of canonical JSON (one member per line), in the order written,
    /// with the line at which the object starts.
    static func keysOfEachObject(_ json: String) throws -> [(keys: [String], line: Int)] {
        var done: [(keys: [String], line: Int)] = []
        var open: [(keys: [String], line: Int)] = []
        for (number, line) in json.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.drop { $0 == " " }
            if text.hasPrefix("}"), let object = open.popLast() { done.append(object) }
            if text.hasPrefix("\""), let key = try key(of: text), !open.isEmpty {
                open[open.count - 1].keys.append(key)
            }
            if text.hasSuffix("{") { open.append(([], number + 1)) }
        }
        return done
    }

    /// The key of a member line (`"key": value`), unescaped; nil for a line that is a string element.
    private static func key(of line: Substring) throws -> String? {
        var escaped = false
        for index in line.indices.dropFirst() {
            if escaped {
                escaped = false
                continue
            }
            if line[index] == "\\" {
                escaped = true
                continue
            }
            guard line[index] == "\"" else { continue }
            guard line[line.index(after: index)...].hasPrefix(": ") else { return nil }
            let literal = Data(line[...index].utf8)
            return try JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed) as? String
        }
        return nil
    }
}
