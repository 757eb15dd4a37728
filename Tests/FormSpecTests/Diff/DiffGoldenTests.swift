import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `formspec diff`'s formats on pairs of specs (`Goldens/diff/<case>/old.form.yaml` and
/// `new.form.yaml`), each format against its golden: `expected.txt`, `expected.md`,
/// `expected.json`, `expected.github.txt`, `expected.html`. A case named `errors-…` has an error
/// in a version: its goldens show the diagnostics in each format instead of the changes.
@Suite struct DiffGoldenTests {
    static let cases: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: goldensDirectory.appendingPathComponent("diff").path))
        ?? []).sorted()

    /// The golden file of `format`.
    static func goldenName(of format: DiffFormat) -> String {
        switch format {
        case .text: return "expected.txt"
        case .markdown: return "expected.md"
        case .json: return "expected.json"
        case .github: return "expected.github.txt"
        case .html: return "expected.html"
        }
    }

    /// What the diff of a case's two specs, named `old.form.yaml` and `new.form.yaml`, found.
    static func outcome(of name: String) throws -> DiffOutcome {
        let folder = goldensDirectory.appendingPathComponent("diff/" + name)
        let outcome = try DiffTesting.diff(
            String(contentsOf: folder.appendingPathComponent("old.form.yaml"), encoding: .utf8),
            String(contentsOf: folder.appendingPathComponent("new.form.yaml"), encoding: .utf8))
        #expect(
            outcome.report.hasErrors == name.hasPrefix("errors-"),
            "\(name): \(outcome.report.diagnostics.map(\.message))")
        return outcome
    }

    /// The changes of a case's two specs.
    static func changes(of name: String) throws -> [FormChanges] {
        try outcome(of: name).specs
    }

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 3)
    }

    @Test(arguments: cases) func everyFormatIsItsGolden(_ name: String) throws {
        let outcome = try Self.outcome(of: name)
        let problems = outcome.report.hasErrors ? outcome.report : nil
        for format in DiffFormat.allCases {
            assertGolden(
                format.render(outcome.specs, problems: problems), path: "diff/\(name)/\(Self.goldenName(of: format))")
        }
    }

    /// An error's message quotes the spec: in a pull-request comment or a page, it stays text.
    @Test func aVersionWithErrorsIsReportedInTheFormatAskedAndEscaped() throws {
        let outcome = try Self.outcome(of: "errors-hostile-text")
        #expect(outcome.specs.isEmpty)
        let markdown = DiffFormat.markdown.render(outcome.specs, problems: outcome.report)
        #expect(markdown.hasPrefix("## FormSpec changes\n"))
        #expect(markdown.contains("\n### Errors (1)\n"))
        for line in markdown.split(separator: "\n") where line.contains("@reviewers") {
            // The mention, the link, the image and the markup are inside one code span, fenced by
            // more backticks than the message holds; its `|` is escaped for the table.
            #expect(line.hasPrefix("| `new.form.yaml:9:5` | ``error: a toggle has no key '<script>"), "\(line)")
            #expect(line.hasSuffix(" [spec.unknown-key]`` |"), "\(line)")
            #expect(line.contains(".png) \\| `'"), "\(line)")
        }
        let html = DiffFormat.html.render(outcome.specs, problems: outcome.report)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;"))
        let json =
            try JSONSerialization.jsonObject(
                with: Data(DiffFormat.json.render(outcome.specs, problems: outcome.report).utf8)) as? [String: Any]
        let diagnostics = try #require(json?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["id"] as? String == "spec.unknown-key")
        #expect((json?["specs"] as? [Any])?.isEmpty == true)
        let github = DiffFormat.github.render(outcome.specs, problems: outcome.report)
        #expect(github.hasPrefix("::error file=new.form.yaml,line="))
        #expect(github.split(separator: "\n").count == 1)
    }

    @Test func theGoldensShowEveryClassARenameItemsAndADateNoLongerPossible() throws {
        let every = try #require(Self.changes(of: "every-class").first)
        for changeClass in ChangeClass.allCases { #expect(every.counts[changeClass] > 0) }
        #expect(every.changes.contains { $0.kind == .renamed && $0.field == "id" })
        #expect(every.changes.contains { $0.kind == .renamed && $0.field.hasPrefix("items.") })
        #expect(every.changes.contains { $0.kind == .removed && $0.field.hasPrefix("items.") })
        let dates = try #require(Self.changes(of: "dates-no-longer-possible").first)
        #expect(dates.changes.contains { $0.changeClass == .breaking && $0.field == "dates.2026-07-14.enabled" })
        #expect(dates.changes.contains { $0.changeClass == .behavior && $0.message == "trip: date 2026-07-17 removed" })
        // The group's items are disabled while it is: their own `enabled` is not a change of its.
        #expect(!dates.changes.contains { $0.field.hasPrefix("items.") })
    }

    /// Each change stands at its key in the new version (its item, its date, a renamed one's
    /// `id:`), and what was removed (a key no longer written among them) in the old one, where
    /// an annotation on the new version puts it at what is left of its path.
    @Test func eachChangeIsLocatedAtItsKey() throws {
        func place(_ spec: FormChanges, _ message: String) -> String? {
            spec.changes.first { $0.message.hasSuffix(message) }.map { change in
                let (start, annotated) = (change.range.start, change.newRange?.start)
                return "\(spec.file(of: change)):\(start.line):\(start.column)"
                    + (annotated.map { " (new \($0.line):\($0.column))" } ?? "")
            }
        }
        let every = try #require(Self.changes(of: "every-class").first)
        #expect(
            place(every, "form: title changed from \"Every control\" to \"Every control, revised\"")
                == "new.form.yaml:3:1 (new 3:1)")
        #expect(
            place(every, "newsletter: tint changed from #0A84FFFF to systemPink") == "new.form.yaml:12:5 (new 12:5)")
        #expect(
            place(every, "items.olives.label changed from \"Olives\" to \"Green olives\"")
                == "new.form.yaml:19:22 (new 19:22)")
        #expect(place(every, "toppings: item anchovies removed") == "old.form.yaml:24:9 (new 17:5)")
        #expect(place(every, "size: item id changed from small to s") == "new.form.yaml:28:10 (new 28:10)")
        #expect(
            place(every, "stay: colors.tint changed from systemGreen to systemBlue")
                == "new.form.yaml:40:14 (new 40:14)")
        #expect(place(every, "stay: date 2026-07-14 removed") == "old.form.yaml:48:9 (new 35:5)")
        #expect(place(every, "extras: id changed from all-extras to extras") == "new.form.yaml:43:5 (new 43:5)")
        // A control added, removed or moved stands at the control, as before.
        #expect(place(every, "stay: moved from position 7 to 4") == "new.form.yaml:30:5 (new 30:5)")
        #expect(place(every, "notifications: toggle removed") == "old.form.yaml:13:5 (new 7:5)")
        let logic = try #require(Self.changes(of: "logic-classes").first)
        #expect(place(logic, "conduct: required changed from false to true") == "new.form.yaml:25:5 (new 25:5)")
        #expect(place(logic, "dietary: maxSelected changed from 3 to 2") == "new.form.yaml:40:5 (new 40:5)")
        #expect(
            place(logic, "enabledWhen changed from {control: ticket, is: standard} to {control: ticket, is: student}")
                == "new.form.yaml:44:35 (new 44:35)")
        // `required: true` no longer written: where it was.
        #expect(place(logic, "workshop: required changed from true to false") == "old.form.yaml:21:5 (new 18:5)")
    }

    @Test func aSpecWithoutChangesSaysSo() throws {
        let specs = try Self.changes(of: "unchanged")
        #expect(specs.first?.changes.isEmpty == true)
        #expect(DiffFormat.text.render(specs) == "no changes in 1 spec\n")
    }

    /// Each change kept holds the control before and after, for a page that draws both.
    @Test func eachChangeHoldsItsControlBeforeAndAfter() throws {
        let every = try #require(Self.changes(of: "every-class").first)
        for change in every.changes where change.controlID != nil {
            #expect(change.oldControl?.id == change.oldID)
            #expect(change.newControl?.id == change.newID)
        }
    }

    @Test func theChangesBeyondTheLimitAreCountedAndSaid() throws {
        let folder = goldensDirectory.appendingPathComponent("diff/every-class")
        let outcome = try DiffTesting.diff(
            String(contentsOf: folder.appendingPathComponent("old.form.yaml"), encoding: .utf8),
            String(contentsOf: folder.appendingPathComponent("new.form.yaml"), encoding: .utf8), limit: 2)
        let spec = try #require(outcome.specs.first)
        #expect(spec.changes.count == 2)
        #expect(spec.counts.total == 21)
        let text = DiffFormat.text.render(outcome.specs)
        #expect(text.contains("… and 19 more changes of new.form.yaml, not listed (--max-changes)\n"))
        #expect(text.hasSuffix("21 changes in 1 spec: 6 breaking, 9 behavior, 6 cosmetic\n"))
    }

    /// Answers stored as `clear` stop decoding when a checkbox loses its third state.
    @Test func aCheckboxThatLosesItsThirdStateIsABreakingChange() throws {
        let spec = """
            formspec: 1
            id: consent
            controls:
              - type: checkbox
                id: photos
                label: Photos
                threeState: true

            """
        let twoStates = spec.replacingOccurrences(of: "threeState: true", with: "threeState: false")
        let lost = try #require(try DiffTesting.diff(spec, twoStates).specs.first)
        let lostState = try #require(lost.changes.first { $0.field == "threeState" })
        #expect(lostState.changeClass == .breaking)
        #expect(lostState.message == "photos: threeState changed from true to false")
        let gained = try #require(try DiffTesting.diff(twoStates, spec).specs.first)
        #expect(gained.changes.first { $0.field == "threeState" }?.changeClass == .behavior)
    }

    @Test func aSpecAddedIsAllAddedAndOneDeletedAllRemoved() throws {
        let text = try String(
            contentsOf: goldensDirectory.appendingPathComponent("diff/every-class/old.form.yaml"), encoding: .utf8)
        let added = try #require(try DiffTesting.diff(nil, text).specs.first)
        #expect(added.counts.breaking == 0 && added.counts.behavior == 8)
        let removed = try #require(try DiffTesting.diff(text, nil).specs.first)
        #expect(removed.counts.breaking == 8 && removed.counts.total == 8)
        #expect(removed.changes.allSatisfy { $0.side == .old })
    }
}

/// Diffs of texts, for the tests.
enum DiffTesting {
    /// The diff of two texts (nil: the spec is not on that side), named `old.form.yaml` and
    /// `new.form.yaml`, without configuration.
    static func diff(_ old: String?, _ new: String?, limit: Int = FormComparison.defaultLimit) throws -> DiffOutcome {
        func source(_ text: String?, _ name: String) -> SpecSource? {
            text.map { .bytes(name: name, bytes: Array($0.utf8), configuredAs: name) }
        }
        return RunPlan(paths: [], configuration: .none).diff(
            [(source(old, "old.form.yaml"), source(new, "new.form.yaml"))], standardInput: -1, limit: limit)
    }
}
