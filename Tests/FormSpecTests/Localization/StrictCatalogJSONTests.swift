import FormSpec
import FormSpecYAML
import Testing

/// Only JSON is a String Catalog: what YAML or a JSON dialect would read and JSON does not
/// (``CatalogJSONReader``) is `catalog.invalid`, located at its first character; what JSON allows
/// is read.
@Suite struct StrictCatalogJSONTests {
    /// A catalog whose one entry's comment is `value`, as written.
    private static func catalog(comment value: String) -> String {
        "{\n  \"strings\" : {\n    \"a\" : {\n      \"comment\" : \(value)\n    }\n  }\n}"
    }

    /// The first diagnostic of reading `text`: `LINE:COLUMN message`.
    private static func problem(_ text: String) -> String? {
        let read = StringCatalogReader.read(SourceFile(name: "c.xcstrings", bytes: Array(text.utf8)))
        guard let first = read.diagnostics.first else { return nil }
        #expect(read.catalog == nil)
        #expect(first.id == .catalogInvalid, "\(first.message)")
        let prefix = "cannot read the String Catalog (.xcstrings, JSON) 'c.xcstrings': it is not JSON: "
        #expect(first.message.hasPrefix(prefix), "\(first.message)")
        return "\(first.range.start.line):\(first.range.start.column) " + first.message.dropFirst(prefix.count)
    }

    static let notJSON: [(String, String)] = [
        // Trailing commas.
        ("{\"strings\" : {},}", "1:16 a trailing comma before '}'"),
        (catalog(comment: "[\"x\", \"y\",]"), "4:28 a trailing comma before ']'"),
        // Comments.
        ("# Forms\n{}", "1:1 a comment"),
        ("{\"strings\" : {} # the texts\n}", "1:17 a comment"),
        // Quotes, keys, words.
        (catalog(comment: "'x'"), "4:19 a string between single quotes"),
        ("{strings : {}}", "1:2 a key that is not a string between double quotes"),
        ("{'strings' : {}}", "1:2 a string between single quotes"),
        (catalog(comment: "x y"), "4:19 a word that is not between double quotes"),
        (catalog(comment: "True"), "4:19 a word that is not between double quotes"),
        (catalog(comment: "~"), "4:19 '~' where a value should be"),
        // Numbers.
        (catalog(comment: "01"), "4:19 a number with a leading zero"),
        (catalog(comment: "-007"), "4:19 a number with a leading zero"),
        (catalog(comment: "+1"), "4:19 a number that JSON does not write"),
        (catalog(comment: ".5"), "4:19 a number that JSON does not write"),
        (catalog(comment: "1."), "4:19 a number without a digit after its '.'"),
        (catalog(comment: "1e"), "4:19 a number without a digit in its exponent"),
        (catalog(comment: "0x1F"), "4:19 a number that JSON does not write"),
        (catalog(comment: "0o17"), "4:19 a number that JSON does not write"),
        (catalog(comment: ".inf"), "4:19 a number that JSON does not write"),
        // Control characters and escapes in strings.
        (
            catalog(comment: "\"a\tb\""),
            "4:21 the control character U+0009 inside a string (JSON writes it as an escape, such as \\n or \\t)"
        ),
        (
            catalog(comment: "\"a\nb\""),
            "4:21 a line break inside a string (JSON writes it as an escape, such as \\n or \\t)"
        ),
        (
            catalog(comment: "\"a\\x41\""),
            "4:21 the escape '\\x' in a string (JSON's are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\u followed by 4 hexadecimal digits)"
        ),
        (
            catalog(comment: "\"a\\e\""),
            "4:21 the escape '\\e' in a string (JSON's are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\u followed by 4 hexadecimal digits)"
        ),
        // YAML's own.
        (catalog(comment: "&a \"x\""), "4:19 a YAML anchor"),
        (catalog(comment: "!!str x"), "4:19 a YAML tag"),
        ("strings: {}\n", "1:1 a word that is not between double quotes"),
        // What YAML refused as YAML, refused as JSON.
        ("{\"strings\" : {,}}", "1:15 ',' where a key between double quotes should be"),
        ("{\"a\" : 1, \"a\" : 2}", "1:11 the key \"a\" a second time in the same object"),
        ("{\"strings\" : {}", "1:16 the end of the file where '}' should be"),
        (
            catalog(comment: "\"\\ud800\""),
            "4:20 the escape '\\ud800', half of a surrogate pair without its other half, which is no character"
        ),
        ("{} {}", "1:4 '{' where the end of the file should be"),
    ]

    @Test(arguments: notJSON) func whatJSONDoesNotHaveIsReportedWhereItIs(_ text: String, _ expected: String) {
        #expect(Self.problem(text) == expected, "\(text)")
    }

    /// A string's bytes must be UTF-8: a stray byte is located at its string.
    @Test func aStringThatIsNotUTF8IsReportedWhereItStarts() {
        let bytes = Array("{\"strings\" : {\"a\" : {\"comment\" : \"".utf8) + [0xFF] + Array("\"}}}".utf8)
        let read = StringCatalogReader.read(SourceFile(name: "c.xcstrings", bytes: bytes))
        #expect(read.catalog == nil)
        #expect(read.diagnostics.map(\.id) == [.catalogInvalid])
        #expect(
            read.diagnostics.first?.message.hasSuffix("it is not JSON: a string whose bytes are not UTF-8 text") == true
        )
        #expect(read.diagnostics.first?.range.start.column == 34)
    }

    /// Hostile shapes end with one located diagnostic, in time in proportion to the file: a
    /// hundred thousand arrays opened (refused past 64 levels, with no call per level), a string
    /// of 1 MB never closed (located at its start), and the same string closed (read).
    @Test func hostileShapesAreReportedWhereTheyStart() throws {
        #expect(
            Self.problem("{\"strings\" : " + String(repeating: "[", count: 100_000))
                == "1:77 objects and arrays nested more than 64 deep, deeper than a catalog goes")
        let long = String(repeating: "é", count: 1 << 19)
        #expect(Self.problem("{\"strings\" : {}, \"x\" : \"" + long) == "1:24 a string that is not closed")
        let read = StringCatalogReader.read(
            SourceFile(name: "c.xcstrings", bytes: Array(Self.catalog(comment: "\"" + long + "\"").utf8)))
        #expect(read.diagnostics.isEmpty)
        #expect(read.catalog?.entries.first?.value["comment"]?.string == long)
    }

    @Test func whatJSONHasIsRead() throws {
        let text =
            "\u{FEFF}{\"strings\" : {\"a\" : {\"comment\" : \"\\u00e9\\/\\\"\\\\\\b\\f\\n\\r\\t\", "
            + "\"x-n\" : [0, -0, 12.5e-3, 1E+2, true, false, null, [], {}]}},\r\n\t\"version\":\"1.0\"}"
        let read = StringCatalogReader.read(SourceFile(name: "c.xcstrings", bytes: Array(text.utf8)))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        let entry = try #require(read.catalog?.entries.first?.value)
        #expect(entry["comment"]?.string == "é/\"\\\u{8}\u{C}\n\r\t")
        #expect(
            entry["x-n"]
                == .array([
                    .number("0"), .number("-0"), .number("12.5e-3"), .number("1E+2"), .bool(true), .bool(false), .null,
                    .array([]), .object([]),
                ]))
    }
}
