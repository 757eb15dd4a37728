import FormSpecTestSupport
import Foundation
import Testing

/// `formspec-benchmark generate`, the specs the performance suite measures: each named mix writes
/// a spec that checks clean with its configuration and holds every feature the mix names, the same
/// mix and seed give the same bytes, and the `current` mix writes the bytes it wrote before mixes
/// were named (so that earlier figures stay comparable).
@Suite(.tags(.endToEnd), .skippedInQuickLoop) struct BenchmarkGeneratorTests {
    /// Each mix and the features it names (Documentation/Performance.md).
    static let mixes: [(name: String, features: Set<String>)] = [
        (
            "current",
            [
                "block-style", "flow-style", "checkbox-images", "hex-tints", "form-extensions", "control-extensions",
                "item-extensions", "groups", "calendars",
            ]
        ),
        ("even", everyFeature),
        ("calendars", everyFeature),
    ]
    static let everyFeature: Set<String> = [
        "block-style", "flow-style", "checkbox-images", "hex-tints", "form-extensions", "control-extensions",
        "item-extensions", "groups", "calendars", "many-dates", "comments", "suppressions", "configuration",
    ]
    /// The dates a calendar of each mix may hold.
    static let calendarDates = ["current": 3...12, "even": 5...150, "calendars": 5...250]

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The standard output of `formspec-benchmark` run with `arguments`, which must succeed.
    func generate(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ChildProcess.builtExecutable("formspec-benchmark"))
        process.arguments = ["generate"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "formspec-benchmark generate \(arguments)")
        return bytes
    }

    @Test(arguments: mixes.map(\.name))
    func eachMixChecksCleanAndHoldsItsFeatures(_ mix: String) throws {
        let expected = try #require(Self.mixes.first { $0.name == mix }).features
        let configuration = folder.path + "/.formspec.yml"
        var arguments = ["--mix", mix, "--seed", "7", "--controls", "700"]
        if expected.contains("configuration") { arguments += ["--configuration", configuration] }
        let text = String(decoding: try generate(arguments), as: UTF8.self)
        let spec = try folder.write("spec.form.yaml", text)

        let checked = CommandRunner.run(["check", spec])
        #expect(checked.status == 0, "\(checked.out)\(checked.error)")
        #expect(checked.error.contains("checked 1 file: 0 errors, 0 warnings, 0 infos"), "\(checked.error)")

        var found = SpecFeatures(text, calendarDates: try #require(Self.calendarDates[mix])).found
        if FileManager.default.fileExists(atPath: configuration) { found.insert("configuration") }
        #expect(
            found == expected, "missing: \(expected.subtracting(found)), unexpected: \(found.subtracting(expected))")
        if expected.contains("suppressions") {
            // The configuration raises what the suppressions silence: without them the check fails.
            let unsuppressed = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("# formspec:disable-next-line") }.joined(separator: "\n")
            let bare = CommandRunner.run(["check", try folder.write("spec.form.yaml", unsuppressed)])
            #expect(bare.status == 1, "\(bare.error)")
        }
    }

    @Test(arguments: mixes.map(\.name))
    func theSameSeedGivesTheSameBytes(_ mix: String) throws {
        let first = try generate(["--mix", mix, "--seed", "11", "--bytes", "60000"])
        #expect(try generate(["--mix", mix, "--seed", "11", "--bytes", "60000"]) == first)
        #expect(try generate(["--mix", mix, "--seed", "12", "--bytes", "60000"]) != first)
    }

    /// FNV-1a hashes of what `generate --bytes 100000` and `generate --controls 500` wrote before
    /// mixes were named.
    @Test func theCurrentMixWritesTheSpecsOfEarlierEditions() throws {
        #expect(Self.fnv1a(try generate(["--bytes", "100000"])) == 0xa2b9_4b0b_e800_7aec)
        #expect(Self.fnv1a(try generate(["--mix", "current", "--controls", "500"])) == 0x871a_cdb8_fc24_469c)
    }

    @Test func anUnknownMixIsAUsageError() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ChildProcess.builtExecutable("formspec-benchmark"))
        process.arguments = ["generate", "--mix", "uneven", "--bytes", "100"]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("no mix 'uneven': the mixes are current, even, calendars"), "\(message)")
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// The features a generated spec holds, read from its lines as the generator writes them (two
/// spaces an indent step; controls at depth 1, their keys at depth 2).
private struct SpecFeatures {
    private(set) var found: Set<String> = []

    init(_ text: String, calendarDates: ClosedRange<Int>) {
        var type = ""
        var list = ""
        var listCount = 0
        var afterControls = false
        var groupSizes = true
        var datesInRange = true
        func endList() {
            if list == "items" { groupSizes = groupSizes && (2...6).contains(listCount) }
            if list == "dates" {
                datesInRange = datesInRange && calendarDates.contains(listCount)
                if listCount >= 60 { found.insert("many-dates") }
            }
            list = ""
            listCount = 0
        }
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            let depth = (line.count - trimmed.count) / 2
            if trimmed.hasPrefix("#") {
                if trimmed.hasPrefix("# formspec:disable-next-line") {
                    found.insert("suppressions")
                } else if afterControls {
                    found.insert("comments")
                }
                continue
            }
            if depth <= 2 { endList() }
            if line == "controls:" { afterControls = true }
            if depth == 0, trimmed.hasPrefix("x-") { found.insert("form-extensions") }
            if depth == 1, trimmed.hasPrefix("- type: ") { type = String(trimmed.dropFirst(8)) }
            if depth == 2 {
                if trimmed.hasPrefix("x-") { found.insert("control-extensions") }
                if type == "checkbox", trimmed.hasPrefix("images:") { found.insert("checkbox-images") }
                if trimmed == "items:" || trimmed == "dates:" { list = String(trimmed.dropLast()) }
            }
            if depth == 3, list.isEmpty, !trimmed.hasPrefix("-"), trimmed.contains(":") {
                found.insert("block-style")
            }
            if depth == 3, !list.isEmpty, trimmed.hasPrefix("- ") { listCount += 1 }
            if depth == 4, !list.isEmpty, trimmed.hasPrefix("x-") { found.insert("item-extensions") }
            if trimmed.contains(": {") || trimmed.contains(": [") || trimmed.hasPrefix("- {") {
                found.insert("flow-style")
            }
            if trimmed.hasPrefix("tint: \"#") { found.insert("hex-tints") }
            if trimmed.hasPrefix("- type: checkboxGroup") || trimmed.hasPrefix("- type: radioGroup") {
                found.insert("groups")
            }
            if trimmed.hasPrefix("- type: calendar") { found.insert("calendars") }
        }
        endList()
        if !groupSizes { found.remove("groups") }
        if !datesInRange { found.remove("calendars") }
    }
}
