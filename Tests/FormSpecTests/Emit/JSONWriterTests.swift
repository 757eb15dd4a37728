import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

@Suite struct JSONWriterTests {
    @Test func sortsKeysByCodePoint() {
        // By code point: uppercase before lowercase, "Æ" (U+00C6) before the Ångström sign
        // (U+212B, which String's `<` orders as "Å", U+00C5), U+FF61 before U+1F600 (which UTF-16
        // order would put first). Keys that differ only in Unicode normalization are two keys:
        // "Å" (U+00C5) and the Ångström sign, "é" (U+00E9) and "e" + U+0301.
        let keys = [
            "b", "a", "aa", "B", "Z", "_", "\u{E9}", "\u{212B}", "\u{C6}", "😀", "\u{FF61}", "", "\u{C5}", "e\u{301}",
        ]
        let value = JSONValue.object(JSONValue.Object(keepingFirstOf: keys.map { (key: $0, value: JSONValue.null) }))
        let written = JSONWriter.write(value)
        let order = written.split(separator: "\n").dropFirst().dropLast().map { line in
            String(line.dropFirst(3).prefix { $0 != "\"" })
        }
        let expected = [
            "", "B", "Z", "_", "a", "aa", "b", "e\u{301}", "\u{C5}", "\u{C6}", "\u{E9}", "\u{212B}", "\u{FF61}", "😀",
        ]
        // Compared by their bytes: `String`'s `==` would call "é" and "e" + U+0301 equal.
        #expect(order.map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(order)")
    }

    @Test func escapesWhatJSONRequiresAndWhatAReaderWouldNotSee() {
        let text = "quote \" backslash \\ slash / \n\r\t\u{08}\u{0C}\u{00}\u{01}\u{1F} \u{7F} é 日本 \u{2028} 😀"
        #expect(
            JSONWriter.write(.string(text))
                == "\"quote \\\" backslash \\\\ slash / \\n\\r\\t\\b\\f\\u0000\\u0001\\u001f \\u007f é 日本 \\u2028 😀\"\n"
        )
        #expect(JSONWriter.write(.string("plain")) == "\"plain\"\n")
        #expect(JSONWriter.write(["a\"\n": 1]) == "{\n  \"a\\\"\\n\": 1\n}\n")
        // DEL, the C1 controls, the separators and the bidirectional controls are escaped; their
        // neighbours, and the marks right-to-left text uses (U+200F), are not.
        let hidden = "\u{7F}\u{80}\u{85}\u{9F}\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}"
        #expect(
            JSONWriter.write(.string(hidden))
                == "\"\\u007f\\u0080\\u0085\\u009f\\u2028\\u2029\\u202a\\u202e\\u2066\\u2069\"\n")
        let shown = "~\u{A0}\u{2027}\u{202F}\u{2065}\u{206A}\u{200F}\u{2060}ก€"
        #expect(JSONWriter.write(.string(shown)) == "\"" + shown + "\"\n")
        #expect(JSONWriter.write(["x\u{202E}": "a\u{202E}b"]) == "{\n  \"x\\u202e\": \"a\\u202eb\"\n}\n")
    }

    /// Every scalar up to U+FFFF and a few beyond, alone and between letters: escaped exactly when
    /// JSON requires it or it is one a reader would not see, and read back as the same text.
    @Test func escapesExactlyTheHiddenScalars() throws {
        for value in Array(0...0xD7FF) + Array(0xE000...0xFFFF) + [0x10000, 0x1F600, 0x10FFFF] {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "a" + String(Character(scalar)) + "b"
            let written = JSONWriter.write(.string(text))
            let escaped =
                scalar == "\"" || scalar == "\\" || scalar == "\u{2028}" || scalar == "\u{2029}"
                || ControlCharacters.contains(scalar)
            #expect(written.contains("\\") == escaped, "U+\(String(value, radix: 16))")
            let decoded =
                try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
            #expect(
                decoded.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars), "U+\(String(value, radix: 16))")
        }
    }

    @Test func writesCanonicalNumbers() {
        let cases: [(JSONValue, String)] = [
            (.int(1), "1"), (.int(-42), "-42"), (.int(Int.min), "-9223372036854775808"),
            (.double(-0.5), "-0.5"), (.double(1e-7), "1e-7"), (.double(30.0), "30"),
            (.double(0.1 + 0.2), "0.30000000000000004"), (.double(-0.0), "0"), (.double(0.4), "0.4"),
            (.double(123.456), "123.456"), (.double(0.000001), "0.000001"), (.double(1.5e-7), "1.5e-7"),
            (.double(1e16), "10000000000000000"), (.double(1e20), "100000000000000000000"),
            (.double(1e21), "1e+21"), (.double(-1.25e22), "-1.25e+22"),
            (.double(.greatestFiniteMagnitude), "1.7976931348623157e+308"),
            (.double(.leastNonzeroMagnitude), "5e-324"), (.double(.infinity), "null"), (.double(.nan), "null"),
        ]
        for (value, expected) in cases {
            #expect(JSONWriter.write(value) == expected + "\n", "\(value)")
        }
    }

    @Test func doublesReadBackExactly() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(bitPattern: state >> 1)
            guard value.isFinite else { continue }
            let text = JSONWriter.write(.double(value)).dropLast()
            #expect(Double(String(text)) == value, "\(text)")
            #expect(!text.contains("e-0") && !text.contains("e+0") && !text.hasSuffix(".0"), "\(text)")
        }
    }

    @Test func writesEmptyContainersOnOneLine() {
        #expect(JSONWriter.write([]) == "[]\n")
        #expect(JSONWriter.write([:]) == "{}\n")
        #expect(JSONWriter.write(["a": [], "b": [:]]) == "{\n  \"a\": [],\n  \"b\": {}\n}\n")
    }

    @Test func indentsNestedValuesByTwoSpaces() {
        let value: JSONValue = [
            "name": "form",
            "enabled": true,
            "title": nil,
            "alpha": 0.4,
            "controls": [["id": "a", "items": [1, 2]], [:], "x"],
        ]
        #expect(
            JSONWriter.write(value) == """
                {
                  "alpha": 0.4,
                  "controls": [
                    {
                      "id": "a",
                      "items": [
                        1,
                        2
                      ]
                    },
                    {},
                    "x"
                  ],
                  "enabled": true,
                  "name": "form",
                  "title": null
                }

                """)
    }

    @Test func streamsALargeDocumentInChunks() {
        let value = JSONValue.array((0..<20_000).map { .string("element \($0)") })
        var chunks: [[UInt8]] = []
        var stream = JSONStream(into: OutputBuffer { chunks.append($0) })
        stream.value(value)
        stream.endDocument()
        stream.output.finish()
        #expect(chunks.count > 1)
        #expect(chunks.dropLast().allSatisfy { $0.count <= OutputBuffer.chunkSize + 64 })
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == JSONWriter.write(value))
    }

    @Test func foundationReadsWhatItWrites() throws {
        let value: JSONValue = ["ß": ["\u{1}", -0.5, 7, true, nil], "/": "日本"]
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONWriter.write(value).utf8)) as? NSDictionary)
        #expect(parsed == ["ß": ["\u{1}", -0.5, 7, true, NSNull()], "/": "日本"] as NSDictionary)
    }

    /// Strings are scanned for bytes to escape eight at a time; on any bytes that must agree with
    /// testing them one by one.
    @Test func findsEveryByteToEscapeWordByWord() {
        var generator = SeededGenerator(seed: 7)
        let interesting: [UInt8] = [
            0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xA2, 0xC2, 0xC3, 0xE2,
            0xE3, 0xC1, 0xDC, 0xFF, 0x41,
        ]
        var disagreements: [[UInt8]] = []
        for _ in 0..<20_000 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: Int.random(in: 0...40, using: &generator))
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !bytes.isEmpty {
                bytes[Int.random(in: bytes.indices, using: &generator)] = interesting.randomElement(using: &generator)!
            }
            let found = bytes.withUnsafeBufferPointer(JSONStream.containsEscape)
            if found != bytes.contains(where: JSONStream.isEscapeCandidate) { disagreements.append(bytes) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
