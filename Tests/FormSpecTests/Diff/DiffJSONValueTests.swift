import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `formspec diff --format json` writes each value as a JSON value, as the compiled JSON writes
/// the field: `null` for a value not set, a text without the quotes of the message, a flag as a
/// boolean, a selection as an array, a font and a range as objects, a position as a number. The
/// messages keep their words (`none`, the text quoted).
@Suite struct DiffJSONValueTests {
    /// A checkbox (written first when `checkboxFirst`), a group and a calendar.
    private static func spec(
        checkbox: String, checkboxFirst: Bool, selected: String, rangeEnd: String, dayFont: String
    ) -> String {
        let group = """
              - type: checkboxGroup
                id: toppings
                label: Toppings
                items: [{id: cheese, label: Cheese}, {id: ham, label: Ham}]
                selected: \(selected)

            """
        let box = "  - {type: checkbox, id: terms, \(checkbox)}\n"
        return "formspec: 1\nid: values\ncontrols:\n" + (checkboxFirst ? box + group : group + box) + """
              - type: calendar
                id: stay
                label: Stay
                dates: [2026-07-14]
                range: {start: 2026-07-01, end: \(rangeEnd)}
                fonts: {day: \(dayFont)}
            """
    }

    private static let old = spec(
        checkbox: "label: Terms, haptics: true", checkboxFirst: true, selected: "[cheese]", rangeEnd: "2026-07-31",
        dayFont: "{size: 24, weight: semibold}")

    private static let new = spec(
        checkbox: #"label: "Edited \"label\"", haptics: false, tint: systemPink"#, checkboxFirst: false,
        selected: "[cheese, ham]", rangeEnd: "2026-08-31", dayFont: "{size: 17.5, weight: bold}")

    /// The changes of the JSON document, by field and control.
    private static func changes() throws -> [String: (old: Any, new: Any, message: String)] {
        let outcome = try DiffTesting.diff(old, new)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(DiffFormat.json.render(outcome.specs).utf8)) as? [String: Any])
        let spec = try #require((document["specs"] as? [[String: Any]])?.first)
        var found: [String: (old: Any, new: Any, message: String)] = [:]
        for change in try #require(spec["changes"] as? [[String: Any]]) {
            let control = (change["control"] as? [String: Any])?["new"] as? String ?? ""
            let key = control + " " + (change["field"] as? String ?? "")
            found[key] = (change["oldValue"] as Any, change["newValue"] as Any, change["message"] as? String ?? "")
        }
        return found
    }

    @Test func anUnsetValueIsNullAndATextIsTheString() throws {
        let changes = try Self.changes()
        let tint = try #require(changes["terms tint"])
        #expect(tint.old is NSNull)
        #expect(tint.new as? String == "systemPink")
        #expect(tint.message == "terms: tint changed from none to systemPink")
        let label = try #require(changes["terms label"])
        #expect(label.old as? String == "Terms")
        #expect(label.new as? String == "Edited \"label\"")
        #expect(label.message == "terms: label changed from \"Terms\" to \"Edited \\\"label\\\"\"")
    }

    @Test func eachValueIsTheJSONOfItsField() throws {
        let changes = try Self.changes()
        let haptics = try #require(changes["terms haptics"])
        #expect(haptics.old as? Bool == true && haptics.new as? Bool == false)
        let text = DiffFormat.json.render(try DiffTesting.diff(Self.old, Self.new).specs)
        #expect(text.contains("\"newValue\": false,\n          \"oldValue\": true\n"), "\(text)")
        let selected = try #require(changes["toppings selected"])
        #expect(selected.old as? [String] == ["cheese"] && selected.new as? [String] == ["cheese", "ham"])
        let moved = try #require(changes["toppings "])
        #expect(moved.old as? Int == 2 && moved.new as? Int == 1)
        let range = try #require(changes["stay range"])
        #expect(range.old as? [String: String] == ["start": "2026-07-01", "end": "2026-07-31"])
        #expect(range.new as? [String: String] == ["start": "2026-07-01", "end": "2026-08-31"])
        let font = try #require(changes["stay fonts.day"])
        #expect((font.old as? [String: Any])?["size"] as? Double == 24)
        #expect((font.new as? [String: Any])?["size"] as? Double == 17.5)
        #expect((font.new as? [String: Any])?["weight"] as? String == "bold")
        #expect(font.message == "stay: fonts.day changed from 24 semibold to 17.5 bold")
    }
}
