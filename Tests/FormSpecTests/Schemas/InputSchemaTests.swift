import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `Schemas/formspec.schema.json`, the editors' schema of the spec language, is generated from the
/// decoder's tables; its defaults are the values the compiler fills in, and its patterns accept
/// what the decoder accepts. (CI validates every sample against it with jsonschema, and checks
/// that specs with shape mistakes are rejected.)
@Suite struct InputSchemaTests {
    private let committedURL = packageDirectory.appendingPathComponent("Schemas/formspec.schema.json")

    @Test func committedSchemaIsTheGeneratedOne() {
        assertFileContents(JSONWriter.write(InputSchema.document), at: committedURL)
    }

    @Test func everyControlTypeHasABranchWithExactlyItsKeys() throws {
        let definitions = try #require(try schema()["definitions"] as? [String: Any])
        let control = try #require(definitions["control"] as? [String: Any])
        let branches = try #require(control["allOf"] as? [[String: Any]])
        #expect(branches.count == ControlType.allCases.count)
        for type in ControlType.allCases {
            let definition = try #require(definitions[type.rawValue] as? [String: Any])
            #expect(definition["additionalProperties"] as? Bool == false)
            let properties = try #require(definition["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(type.keys.map(\.rawValue)), "\(type)")
            #expect(definition["patternProperties"] != nil, "\(type) does not allow x- extensions")
        }
    }

    /// A spec of one control of each type with nothing but its required keys compiles to JSON
    /// whose values are the defaults the schema announces, at every level that has them.
    @Test(arguments: [
        ("checkbox", ""),
        ("toggle", ""),
        ("checkboxGroup", "items: [{id: a, label: A}]"),
        ("radioGroup", "items: [{id: a, label: A}]"),
        ("calendar", "dates: [2026-11-05]"),
    ])
    func defaultsAreWhatTheCompilerFillsIn(type: String, own: String) throws {
        let spec =
            "formspec: 1\nid: form\ncontrols:\n  - {type: \(type), id: c, label: C\(own.isEmpty ? "" : ", " + own)}\n"
        let form = try #require(
            Compiler().compile(SourceFile(name: "defaults.form.yaml", bytes: Array(spec.utf8))).form)
        let output = try #require(try jsonObject(form.json())["form"] as? [String: Any])
        let definitions = try #require(try schema()["definitions"] as? [String: Any])
        #expect(output["locale"] as? String == FormModel.defaultLocale)
        let control = try #require((output["controls"] as? [[String: Any]])?.first)
        // `useOffImageForClear` is effective in the output: a two-state checkbox always shows OFF for CLEAR.
        let compared = try expectDefaults(
            of: try #require(definitions[type] as? [String: Any]), in: control,
            except: ["useOffImageForClear"], path: type)
        #expect(compared > 0)
        if let item = (control["items"] as? [[String: Any]])?.first {
            #expect(
                try expectDefaults(of: try #require(definitions["item"] as? [String: Any]), in: item, path: "item") > 0)
        }
        if let date = (control["dates"] as? [[String: Any]])?.first {
            #expect(
                try expectDefaults(
                    of: try #require(definitions["calendarDate"] as? [String: Any]), in: date, path: "date") > 0)
        }
    }

    @Test func patternsAcceptWhatTheDecoderAccepts() throws {
        let cases: [(String, [String])] = [
            (
                "identifier",
                [
                    "accept-terms", "a", "A.b_c-9", "9lives", "-x", "accept terms", "ä",
                    String(repeating: "a", count: 65),
                ]
            ),
            ("date", ["2026-11-05", "0001-01-01", "2026-1-05", "26-11-05", "2026/11/05", "2026-11-05T00:00"]),
            ("color", ["#fff", "#FFFFFF", "#ffffff80", "#ffff", "#ggg", "fff", "systemBlue", "systemblue"]),
            ("locale", ["en_US", "en-GB", "de", "zh_Hant_TW", "e", "english", "en_", "en_U"]),
        ]
        for (kind, texts) in cases {
            for text in texts {
                let decoded = Compiler().check(SourceFile(name: "p.form.yaml", bytes: Array(spec(kind, text).utf8)))
                let accepted = !decoded.contains { $0.severity == .error }
                #expect(
                    try schemaAccepts(kind, text) == accepted,
                    "\(kind) '\(text)': the decoder \(accepted ? "accepts" : "rejects") it")
            }
        }
    }

    // MARK: Helpers

    private func schema() throws -> [String: Any] {
        try jsonObject(JSONWriter.write(InputSchema.document))
    }

    /// Expects every property of `definition` with a `default` to have that value in `output`,
    /// descending into objects; returns how many values were compared.
    private func expectDefaults(
        of definition: [String: Any], in output: [String: Any], except: Set<String> = [],
        path: String
    ) throws -> Int {
        var compared = 0
        for (key, value) in try #require(definition["properties"] as? [String: Any]) where !except.contains(key) {
            let property = try #require(value as? [String: Any])
            if let expected = property["default"] {
                #expect(
                    NSDictionary(dictionary: ["v": expected]) == NSDictionary(dictionary: ["v": output[key] as Any]),
                    "\(path).\(key): the schema says \(expected), the compiler writes \(output[key] ?? "nothing")")
                compared += 1
            } else if property["properties"] != nil, let nested = output[key] as? [String: Any] {
                compared += try expectDefaults(of: property, in: nested, path: "\(path).\(key)")
            }
        }
        return compared
    }

    /// A spec that puts `text` where a value of `kind` goes.
    private func spec(_ kind: String, _ text: String) -> String {
        let value = "\"\(text)\""
        switch kind {
        case "identifier": return "formspec: 1\nid: \(value)\ncontrols: [{type: toggle, id: t, label: T}]\n"
        case "date": return "formspec: 1\nid: f\ncontrols: [{type: calendar, id: c, label: C, dates: [\(value)]}]\n"
        case "color": return "formspec: 1\nid: f\ncontrols: [{type: checkbox, id: c, label: C, tint: \(value)}]\n"
        default: return "formspec: 1\nid: f\nlocale: \(value)\ncontrols: [{type: toggle, id: t, label: T}]\n"
        }
    }

    /// Whether the schema's pattern (or, for colours, its pattern or its names) takes `text`.
    private func schemaAccepts(_ kind: String, _ text: String) throws -> Bool {
        let definitions = try #require(try schema()["definitions"] as? [String: Any])
        let properties = { (name: String) throws -> [String: Any] in
            try #require((definitions[name] as? [String: Any])?["properties"] as? [String: Any])
        }
        let property: [String: Any]
        switch kind {
        case "identifier": property = try #require(try properties("toggle")["id"] as? [String: Any])
        case "date": property = try #require(try properties("calendarDate")["date"] as? [String: Any])
        case "color": property = try #require(try properties("checkbox")["tint"] as? [String: Any])
        default: property = try #require(try properties("calendar")["locale"] as? [String: Any])
        }
        let alternatives = property["anyOf"] as? [[String: Any]] ?? [property]
        return try alternatives.contains { alternative in
            if let words = alternative["enum"] as? [String] { return words.contains(text) }
            let pattern = try #require(alternative["pattern"] as? String)
            if let maximum = alternative["maxLength"] as? Int, text.count > maximum { return false }
            return text.range(of: pattern, options: .regularExpression) != nil
        }
    }
}
