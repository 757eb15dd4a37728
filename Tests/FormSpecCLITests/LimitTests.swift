import FormSpecTestSupport
import Foundation
import Testing

/// The limits through the real `formspec` executable: each limit and each bad byte or value gets its
/// located diagnostic (or, when it is big but valid, its right result), and the child process
/// ends by itself (the hang guard, 60 s, is not a speed target) within its memory bound: peak
/// RSS at most 64 MiB, plus ten times what it reads, plus 1 KiB per diagnostic it prints
/// (``ChildProcess/memoryBound(reading:diagnostics:)``).
/// Big inputs are made here, never committed.
@Suite(.tags(.endToEnd), .skippedInQuickLoop) struct LimitTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FormSpecTests/Goldens/check").path
    static let header = "formspec: 1\nid: limits\ncontrols:\n"
    static let toggle = "  - {type: toggle, id: wifi, label: Wi-Fi}\n"

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Runs `formspec`, which reads `bytes` bytes, and checks that it ended by itself within its
    /// memory bound; prints what it used.
    func formspec(
        _ arguments: [String], reading bytes: Int, diagnostics: Int = 0, input: String = "/dev/null",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess.formspec(arguments, input: input, in: folder)
        let bound = ChildProcess.memoryBound(reading: bytes, diagnostics: diagnostics)
        #expect(!outcome.hung && outcome.signal == nil, "\(outcome)", sourceLocation: sourceLocation)
        if ChildProcess.measuresMemory {
            #expect(outcome.peakMemory <= bound, "\(outcome), bound \(bound >> 20) MiB", sourceLocation: sourceLocation)
        }
        print("formspec \(arguments.first ?? "") reading \(bytes) bytes: \(outcome)")
        return outcome
    }

    /// Writes `bytes` to `name` in the folder and returns its path.
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The `FILE:LINE:COL: error: … [ID]` lines of text diagnostics.
    func errors(_ out: String) -> [Substring] {
        out.split(separator: "\n").filter { $0.contains(": error: ") }
    }

    /// Expects exactly one error, `ID` at `LINE:COL` of `file`.
    func expectOneError(
        _ outcome: ChildProcess.Outcome, _ file: String, _ line: Int, _ column: Int, _ id: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = errors(outcome.out)
        #expect(outcome.status == 1, sourceLocation: sourceLocation)
        #expect(found.count == 1, "\(found.map { $0.prefix(300) })", sourceLocation: sourceLocation)
        #expect(
            found.first?.hasPrefix("\(file):\(line):\(column): error: ") == true, "\(found.first?.prefix(300) ?? "")",
            sourceLocation: sourceLocation)
        #expect(
            found.first?.hasSuffix("[\(id)]") == true, "\(found.first?.suffix(200) ?? "")",
            sourceLocation: sourceLocation)
    }

    // MARK: - The committed cases, through the executable

    @Test(arguments: ["alias-bomb", "depth-limit", "invalid-utf8", "nul-byte", "tab-indentation", "unterminated-quote"])
    func goldenCasesPrintTheirGoldens(name: String) throws {
        let input = Self.goldens + "/" + name + "/input.form.yaml"
        let golden = try String(
            contentsOfFile: Self.goldens + "/" + name + "/expected.diagnostics.txt", encoding: .utf8)
        let size = try FileManager.default.attributesOfItem(atPath: input)[.size] as? Int ?? 0
        let outcome = try formspec(["check", "--color", "never", input], reading: size)
        #expect(outcome.status == 1)
        #expect(outcome.out == golden.replacingOccurrences(of: "input.form.yaml:", with: input + ":"))
        #expect(outcome.error == "checked 1 file: 1 error, 0 warnings, 0 infos\n")
    }

    // MARK: - File size: 64 MiB, --max-file-size

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let path = folder.path + "/huge.form.yaml"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, (64 << 20) + 1) == 0, "a sparse file: its size without its bytes")
        let outcome = try formspec(["check", path], reading: 0)
        expectOneError(outcome, path, 1, 1, "io.too-large")
    }

    @Test func maxFileSizeIsInclusive() throws {
        let spec = Array((Self.header + Self.toggle).utf8)
        let exact = spec + Array(repeating: UInt8(ascii: "#"), count: 4096 - spec.count - 1) + [UInt8(ascii: "\n")]
        let fits = try write("fits.form.yaml", exact)
        let over = try write("over.form.yaml", exact + [UInt8(ascii: "\n")])
        let outcome = try formspec(["check", fits, over, "--max-file-size", "4K"], reading: 4096)
        expectOneError(outcome, over, 1, 1, "io.too-large")
        #expect(outcome.error == "checked 2 files: 1 error, 0 warnings, 0 infos\n")
    }

    @Test func anEndlessStandardInputStopsAtTheLimit() throws {
        let outcome = try formspec(["check", "-"], reading: 64 << 20, input: "/dev/zero")
        expectOneError(outcome, "<stdin>", 1, 1, "io.too-large")
        if ChildProcess.measuresMemory {
            #expect(outcome.peakMemory <= 2 * (64 << 20) + (32 << 20), "about the limit and the process: \(outcome)")
        }
    }

    // MARK: - Nesting depth 64, alias expansion 100,000 nodes and one for every 4 bytes

    @Test func deepNestingStopsAtTheSixtyFifthLevel() throws {
        let depth = 100_000
        let text =
            "formspec: 1\nid: deep\nx-deep: " + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "\n"
        let path = try write("deep.form.yaml", Array(text.utf8))
        // The form's mapping is level 1, so the 64th bracket (column 9 + 63) opens level 65.
        expectOneError(try formspec(["check", path], reading: text.utf8.count), path, 3, 72, "yaml.depth-limit")
    }

    @Test func aliasExpansionUpToTheLimitIsAcceptedAndOneMoreIsNot() throws {
        // `x-a` is a list of 1,000 scalars: 1,001 nodes per alias. The limit is 100,000 nodes and
        // one for every 4 bytes of the file: 100 aliases (100,100 nodes) fit in a file of 3,491
        // bytes (100,872), and in one of 1,000 aliases (7,091 bytes: 101,772) the 102nd passes it.
        let anchored = "x-a: &a [" + Array(repeating: "x", count: 1_000).joined(separator: ", ") + "]\n"
        func spec(aliases: Int) -> String {
            Self.header + Self.toggle + anchored + "x-b: ["
                + Array(repeating: "*a", count: aliases).joined(separator: ", ") + "]\n"
        }
        let fits = try write("fits.form.yaml", Array(spec(aliases: 100).utf8))
        let accepted = try formspec(["compile", fits], reading: spec(aliases: 100).utf8.count)
        #expect(accepted.status == 0, "\(accepted.error)")
        #expect(
            accepted.out.components(separatedBy: "\"x\"").count - 1 == 101 * 1_000,
            "the aliases are expanded in the output")

        let over = try write("over.form.yaml", Array(spec(aliases: 1_000).utf8))
        // The 102nd alias, after "x-b: [" and 101 times "*a, ", on the line after the anchor.
        expectOneError(
            try formspec(["check", over], reading: spec(aliases: 1_000).utf8.count), over, 6, 7 + 101 * 4,
            "yaml.alias-limit")
    }

    // MARK: - 1200 displayed calendar months

    @Test func twelveHundredMonthsAreShownAndOneMoreIsReported() throws {
        func spec(last: String) -> String {
            Self.header + "  - {type: calendar, id: c, label: C, dates: [2026-01-01, \(last)]}\n"
        }
        let fits = try write("century.form.yaml", Array(spec(last: "2125-12-31").utf8))
        let drawn = try formspec(["preview", fits], reading: spec(last: "2125-12-31").utf8.count)
        #expect(drawn.status == 0)
        #expect(drawn.out.contains("shown: 1200 months, 2026-01 to 2125-12"))
        // A preview draws the first 24 months of a calendar and says what it leaves out.
        #expect(drawn.out.components(separatedBy: "Sun  Mon  Tue").count - 1 == 24, "one grid per month drawn")
        #expect(drawn.out.contains("Not drawn: 1176 more months, from 2028-01 to 2125-12 (1 listed date);"))

        for last in ["2126-01-01", "9999-12-31"] {
            let path = try write("over.form.yaml", Array(spec(last: last).utf8))
            let outcome = try formspec(["preview", path], reading: spec(last: last).utf8.count)
            #expect(outcome.out.isEmpty)
            let found = errors(outcome.error)
            #expect(found.count == 1)
            #expect(found.first?.hasPrefix("\(path):4:59: error: the calendar would display ") == true)
            #expect(found.first?.hasSuffix("[calendar.span-too-large]") == true)
        }
    }

    /// A thousand one-line calendars of a hundred years (a spec of 107 KB) once drew a page of
    /// 2.48 GB: every output stays in proportion to the spec, and within the memory bound.
    @Test func aThousandCenturiesCompileToOutputsInProportion() throws {
        let lines = (1...1_000).map {
            "  - {type: calendar, id: calendar-\($0), label: A hundred years of days to pick, dates: [2026-01-01, 2125-12-31]}\n"
        }
        let spec = Array((Self.header + lines.joined()).utf8)
        let path = try write("centuries.form.yaml", spec)
        let outcome = try formspec(
            ["compile", path, "--emit", "json,preview,html", "--output-dir", folder.path], reading: spec.count)
        #expect(outcome.status == 0, "\(outcome.error)")
        for (output, bound) in [
            ("centuries.form.json", 40), ("centuries.form.preview.txt", 10), ("centuries.form.preview.html", 40),
        ] {
            let size = try #require(
                try FileManager.default.attributesOfItem(atPath: folder.path + "/" + output)[.size] as? Int)
            #expect(size <= bound * spec.count, "\(output): \(size) bytes from a spec of \(spec.count)")
        }
    }

    /// The Swift of a 3 MB spec is written from each control's JSON in turn: the whole
    /// document's JSON (four times the spec, grown by doubling) was held while the Swift was
    /// written, 30x the spec at its peak (91 MB in a release build); the bound here is 32 MiB
    /// and 8x.
    @Test func theSwiftOfALargeSpecIsWrittenInBoundedMemory() throws {
        let lines = (1...12_000).map {
            "  - type: checkboxGroup\n    id: group-\($0)\n    label: Group \($0) of the large spec\n    items:\n"
                + "      - {id: first, label: The first item}\n      - {id: second, label: The second item}\n"
                + "      - {id: third, label: The third item}\n    selected: [second]\n"
        }
        let spec = Array((Self.header + lines.joined()).utf8)
        let path = try write("large.form.yaml", spec)
        let outcome = try formspec(
            ["compile", path, "--emit", "swift", "--output-dir", folder.path], reading: spec.count)
        #expect(outcome.status == 0, "\(outcome.error)")
        if ChildProcess.measuresMemory {
            #expect(outcome.peakMemory <= 32 << 20 + 8 * spec.count, "\(outcome) for \(spec.count) bytes")
        }
    }

    // MARK: - Bad bytes

    @Test(arguments: [
        ("invalid UTF-8", [0xC3, 0x28] as [UInt8]), ("a NUL", [0x00]), ("a byte order mark", [0xEF, 0xBB, 0xBF]),
        ("a cut sequence", [0xE2, 0x82]), ("an encoded surrogate", [0xED, 0xA0, 0x80]),
    ])
    func aBadByteAfterMegabytesOfTextIsFoundAtItsPlace(what: String, bad: [UInt8]) throws {
        // 4 MB of valid lines, then the bad bytes in the middle of a value.
        let lines = 100_000
        let filler = (0..<lines).map { "  k\($0): some text, été\n" }.joined()
        let bytes =
            Array((Self.header + Self.toggle + "x-filler:\n" + filler + "title: abc").utf8) + bad + Array("def\n".utf8)
        let path = try write("bad.form.yaml", bytes)
        let outcome = try formspec(["check", path], reading: bytes.count)
        expectOneError(outcome, path, 6 + lines, 11, "yaml.invalid-encoding")
    }

    @Test(arguments: ["\\ud800", "\\udfff", "\\ud83d\\ude00"])
    func loneSurrogateEscapesAreSyntaxErrorsAtTheEscape(escape: String) throws {
        let text = Self.header + "  - {type: toggle, id: wifi, label: \"Wi-Fi \(escape)\"}\n"
        let path = try write("escape.form.yaml", Array(text.utf8))
        let outcome = try formspec(["check", path], reading: text.utf8.count)
        // The backslash stands at column 44; libyaml points at the escape's first hex digit.
        expectOneError(outcome, path, 4, 46, "yaml.syntax")
        #expect(outcome.out.contains("note: in the quoted scalar that starts here"))
    }

    // MARK: - Huge numbers

    @Test func hugeNumbersAreOutOfRangeOrNotFinite() throws {
        let digits = String(repeating: "9", count: 10_000)
        let cases: [(control: String, column: Int, id: String)] = [
            ("{type: checkbox, id: c, label: C, value: 99999999999999999999999999}", 46, "checkbox.value-out-of-range"),
            ("{type: checkbox, id: c, label: C, value: -\(digits)}", 46, "checkbox.value-out-of-range"),
            ("{type: calendar, id: c, label: C, dates: [2026-01-01], disabledAlpha: 1e400}", 75, "spec.invalid-value"),
            (
                "{type: calendar, id: c, label: C, dates: [2026-01-01], disabledAlpha: \(digits)}", 75,
                "spec.invalid-value"
            ),
            (
                "{type: calendar, id: c, label: C, dates: [2026-01-01], disabledAlpha: 1e300}", 75,
                "calendar.alpha-out-of-range"
            ),
            (
                "{type: calendar, id: c, label: C, dates: [2026-01-01], fonts: {day: {size: \(digits)}}}", 80,
                "spec.invalid-value"
            ),
        ]
        for (index, (control, column, id)) in cases.enumerated() {
            let text = Self.header + "  - \(control)\n"
            let path = try write("number\(index).form.yaml", Array(text.utf8))
            expectOneError(try formspec(["check", path], reading: text.utf8.count), path, 4, column, id)
        }
    }

    @Test func aHugeIntegerInAnExtensionIsKeptAsWritten() throws {
        let digits = String(repeating: "7", count: 10_000)
        let text = Self.header + Self.toggle + "x-big: \(digits)\n"
        let path = try write("big.form.yaml", Array(text.utf8))
        let outcome = try formspec(["compile", path], reading: text.utf8.count)
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("\"x-big\": \"\(digits)\""))
    }

    // MARK: - A megabyte on one line

    @Test func aMegabyteScalarIsAcceptedWhole() throws {
        let long = String(repeating: "x", count: 1 << 20)
        let text = Self.header.replacingOccurrences(of: "controls:", with: "title: \(long)\ncontrols:") + Self.toggle
        let path = try write("long.form.yaml", Array(text.utf8))
        let outcome = try formspec(["compile", path], reading: text.utf8.count)
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("\"title\": \"\(long)\""))
    }

    @Test func aMistakeAfterAMegabyteOnOneLineIsFoundAtItsColumn() throws {
        let long = String(repeating: "é", count: 1 << 20)
        let line = "  - {type: toggle, id: wifi, label: \(long), bogus: 1}\n"
        let text = Self.header + line
        let path = try write("long.form.yaml", Array(text.utf8))
        let outcome = try formspec(["check", path], reading: text.utf8.count)
        // Columns count Unicode scalars, not the two bytes of each é.
        expectOneError(outcome, path, 4, 37 + (1 << 20) + 2, "spec.unknown-key")
    }

    // MARK: - 100,000 keys

    static let manyKeys = 100_000
    static let keyLines = (0..<manyKeys).map { "    k\($0): \($0)\n" }.joined()

    @Test func aHundredThousandExtensionKeysAreKept() throws {
        let text = Self.header + Self.toggle + "x-many:\n" + Self.keyLines
        let path = try write("many.form.yaml", Array(text.utf8))
        let outcome = try formspec(["compile", path], reading: text.utf8.count)
        #expect(outcome.status == 0)
        #expect(outcome.out.components(separatedBy: "\n        \"k").count - 1 == Self.manyKeys)
        #expect(outcome.out.contains("\"k99999\": 99999"))
    }

    @Test func aHundredThousandUnknownKeysAreEachReportedWithoutALimit() throws {
        let text = Self.header + "  - type: toggle\n    id: wifi\n    label: Wi-Fi\n" + Self.keyLines
        let path = try write("many.form.yaml", Array(text.utf8))
        let outcome = try formspec(
            ["check", path, "--diagnostics-format", "github", "--max-diagnostics", "0"], reading: text.utf8.count,
            diagnostics: Self.manyKeys)
        #expect(outcome.status == 1)
        let lines = outcome.out.split(separator: "\n")
        #expect(lines.count == Self.manyKeys)
        #expect(
            lines.first?.hasPrefix("::error file=\(path),line=7,col=5,endLine=7,endColumn=7,title=spec.unknown-key::")
                == true)
        #expect(lines.last?.hasPrefix("::error file=\(path),line=\(6 + Self.manyKeys),col=5,") == true)
    }
}

/// Floods of diagnostics: `--max-diagnostics` (1000 by default) bounds what a file's diagnostics
/// take while it is read, decoded and checked, not only what is printed. Peak RSS at most 64 MiB
/// plus ten times the input, with no allowance per diagnostic.
extension LimitTests {
    /// The headers of text diagnostics, notes left out.
    func headers(_ out: String) -> [Substring] {
        out.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": info: ")
        }
    }

    @Test func aHundredThousandRepeatedKeysTakeBoundedMemory() throws {
        let text =
            Self.header + "  - type: toggle\n    id: wifi\n    label: Wi-Fi\n"
            + String(repeating: "    label: Wi-Fi\n", count: Self.manyKeys)
        let path = try write("repeated.form.yaml", Array(text.utf8))
        let outcome = try formspec(["check", path, "--color", "never"], reading: text.utf8.count)
        #expect(outcome.status == 1)
        let found = headers(outcome.out)
        #expect(found.count == 1001)
        #expect(found.first?.hasPrefix("\(path):7:5: error: the key 'label' appears twice in this mapping") == true)
        #expect(found.dropLast().allSatisfy { $0.hasSuffix("[yaml.duplicate-key]") })
        #expect(
            found.last.map(String.init)
                == "\(path):1007:5: info: 99000 more diagnostics from here on are left out of this report "
                + "(99000 errors, 0 warnings, 0 infos); fix the ones above, or show more with --max-diagnostics (0 shows all) [report.truncated]"
        )
        #expect(outcome.error == "checked 1 file: 100000 errors, 0 warnings, 0 infos\n")
    }

    @Test func aHundredThousandUnknownKeysTakeBoundedMemory() throws {
        let text = Self.header + "  - type: toggle\n    id: wifi\n    label: Wi-Fi\n" + Self.keyLines
        let path = try write("unknown.form.yaml", Array(text.utf8))
        let outcome = try formspec(["compile", path, "--diagnostics-format", "json"], reading: text.utf8.count)
        #expect(outcome.status == 1)
        #expect(outcome.out.isEmpty)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.error.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1001)
        #expect(diagnostics.dropLast().allSatisfy { $0["id"] as? String == "spec.unknown-key" })
        #expect(diagnostics.first?["line"] as? Int == 7)
        #expect(diagnostics.last?["id"] as? String == "report.truncated")
        #expect(diagnostics.last?["line"] as? Int == 1007)
        #expect(
            report["summary"] as? [String: Int] == [
                "files": 1, "errors": Self.manyKeys, "warnings": 0, "infos": 0, "suppressed": 0, "baselined": 0,
            ])
    }
}
