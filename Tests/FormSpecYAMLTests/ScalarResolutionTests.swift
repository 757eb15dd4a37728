import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// The YAML 1.2 core schema, which FormSpec reads.
@Suite struct ScalarResolutionTests {
    private func resolved(_ text: String, style: ScalarStyle = .plain, tag: CoreTag? = nil) -> ResolvedScalar {
        Scalar(text: text, style: style, tag: tag).resolved
    }

    @Test(arguments: [
        ("true", ResolvedScalar.bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("y", .string("y")), ("n", .string("n")), ("tRUE", .string("tRUE")),
        ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null), ("nULL", .string("nULL")),
        ("0", .int(0)), ("010", .int(10)), ("-7", .int(-7)), ("+3", .int(3)), ("0o17", .int(15)), ("0x1F", .int(31)),
        ("0x", .string("0x")), ("0o8", .string("0o8")), ("1_000", .string("1_000")),
        ("99999999999999999999", .integerOverflow("99999999999999999999")),
        ("1.5", .float(1.5)), ("-.5", .float(-0.5)), ("1.", .float(1)), ("1e3", .float(1000)), ("2.5E-1", .float(0.25)),
        (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)), ("1e", .string("1e")), (".", .string(".")),
        ("2026-02-30", .string("2026-02-30")), ("12:30", .string("12:30")), ("#FF0000", .string("#FF0000")),
    ])
    func plainScalars(text: String, expected: ResolvedScalar) {
        #expect(resolved(text) == expected)
    }

    /// The decoder resolves plain scalars from their bytes (`plainValue`, which tells most text
    /// that starts with a digit from a number without resolving it): on any text it must agree
    /// with resolving the text.
    @Test func resolvingFromBytesAgreesWithResolvingText() {
        var generator = SeededGenerator(seed: 12)
        let alphabet = Array("0123456789-+.eExXoOabcdfinINFA_ :~tTrulsLS")
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...7, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if ResolvedScalar.plainValue(Array(text.utf8)) != ResolvedScalar.resolve(text, as: nil) {
                disagreements.append(text)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func notANumberIsAFloat() {
        guard case .float(let value) = resolved(".NaN") else {
            Issue.record("not a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test(arguments: [ScalarStyle.singleQuoted, .doubleQuoted, .literal, .folded])
    func quotedAndBlockScalarsAreStrings(style: ScalarStyle) {
        #expect(resolved("true", style: style) == .string("true"))
        #expect(resolved("10", style: style) == .string("10"))
        #expect(resolved("", style: style) == .string(""))
    }

    @Test func explicitTagsDecide() {
        #expect(resolved("10", tag: .string) == .string("10"))
        #expect(resolved("10", style: .doubleQuoted, tag: .integer) == .int(10))
        #expect(resolved("true", tag: .nonSpecific) == .string("true"))
        #expect(resolved("1", tag: .float) == .float(1))
    }

    @Test func datesStayText() throws {
        let result = YAMLParser.parse(Array("d: 2026-03-01\n".utf8))
        #expect(result.root?.mapping?.first?.value.scalar?.resolved == .string("2026-03-01"))
    }

    /// Texts are equal as YAML compares scalars, by their code points: not by canonical
    /// equivalence, as `String` compares them.
    @Test func textsAreComparedByCodePoints() {
        #expect(ResolvedScalar.string("caf\u{E9}") != .string("cafe\u{301}"))
        #expect(ResolvedScalar.string("\u{C5}") != .string("\u{212B}"))
        #expect(ResolvedScalar.string("\u{212A}") != .string("K"))
        #expect(ResolvedScalar.string("caf\u{E9}") == .string("caf\u{E9}"))
        #expect(Set<ResolvedScalar>([.string("caf\u{E9}"), .string("cafe\u{301}"), .string("caf\u{E9}")]).count == 2)
        #expect(ResolvedScalar.int(1) != .string("1"))
    }

    @Test func aPairIsFoundByTheCodePointsOfItsKey() throws {
        let pairs = try #require(
            YAMLParser.parse(Array("\"cafe\\u0301\": decomposed\n\"caf\\u00E9\": composed\n".utf8)).root?.mapping)
        #expect(pairs.pair(named: "caf\u{E9}")?.value.scalar?.text == "composed")
        #expect(pairs.pair(named: "cafe\u{301}")?.value.scalar?.text == "decomposed")
    }
}
