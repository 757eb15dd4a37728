import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// The key tables of `Documentation/Language.md` are rendered from the input schema, so the
/// reference lists every key with its type and default, and cannot fall behind the compiler. The
/// prose around them is written by hand; the tables sit between two markers.
@Suite struct LanguageReferenceTests {
    private static let begin =
        "<!-- Key tables: generated from Schemas/formspec.schema.json by LanguageReferenceTests; record with FORMSPEC_RECORD=1 swift test. -->\n"
    private static let end = "<!-- End of the generated key tables. -->\n"

    private static let namesBegin =
        "<!-- Component names: generated from each control's table of its component's names by LanguageReferenceTests; record with FORMSPEC_RECORD=1 swift test. -->\n"
    private static let namesEnd = "<!-- End of the generated component names. -->\n"

    private static let colorsBegin =
        "<!-- System colours: generated from NamedColor.rgba(in:) by LanguageReferenceTests; record with FORMSPEC_RECORD=1 swift test. -->\n"
    private static let colorsEnd = "<!-- End of the generated system colours. -->\n"

    /// The key tables, the tables of the components' names and the system colours (in one test:
    /// recording writes the file once).
    @Test func keyTablesAreTheSchemas() throws {
        let url = packageDirectory.appendingPathComponent("Documentation/Language.md")
        var text = try String(contentsOf: url, encoding: .utf8)
        text = try replacing(
            in: text, between: Self.begin, and: Self.end, with: try KeyTables(schema: InputSchema.document).rendered())
        text = try replacing(
            in: text, between: Self.namesBegin, and: Self.namesEnd, with: ComponentNameTables.rendered())
        text = try replacing(in: text, between: Self.colorsBegin, and: Self.colorsEnd, with: systemColors())
        assertFileContents(text, at: url)
    }

    /// The table of every colour name's value in light and dark mode.
    private func systemColors() -> String {
        func hex(_ name: NamedColor, _ appearance: NamedColor.Appearance) -> String {
            let (red, green, blue, alpha) = name.rgba(in: appearance)
            return "`#"
                + [red, green, blue, alpha].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
                .joined() + "`"
        }
        let rows = NamedColor.allCases.map { "| `\($0.rawValue)` | \(hex($0, .light)) | \(hex($0, .dark)) |" }
        return (["| Name | Light | Dark |", "|---|---|---|"] + rows).joined(separator: "\n") + "\n"
    }

    private func replacing(in text: String, between begin: String, and end: String, with generated: String) throws
        -> String
    {
        let before = try #require(text.components(separatedBy: begin).first)
        let after = try #require(text.components(separatedBy: end).last)
        #expect(before.count < text.count && after.count < text.count, "Language.md lacks the markers \(begin)")
        return before + begin + "\n" + generated + "\n" + end + after
    }
}

/// Markdown tables of the components' property names FormSpec answers with its own keys: one per
/// mapping that has some, each FormSpec key with the names that stand for it.
private enum ComponentNameTables {
    static func rendered() -> String {
        var sections = [section("Every control (UIKit)", ComponentName.everyControl)]
        for type in ControlType.allCases {
            let names = type.definition.componentNames
            let owners = names.map(\.owner).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            sections.append(section("`\(type.rawValue)` (\(owners.joined(separator: ", ")))", names))
        }
        sections.append(section("A group item (`items`: Spark's group items)", GroupItemComponentNames.names.all))
        sections.append(
            section(
                "A calendar date written as a mapping (`dates`: RVS_CalendarInput's date items)",
                CalendarDefinition.dateComponentNames.all))
        return sections.joined(separator: "\n")
    }

    private static func section(_ title: String, _ names: [ComponentName]) -> String {
        var rows: [(formSpec: String, names: [String])] = []
        for name in names {
            let (formSpec, written) = describe(name)
            if let index = rows.firstIndex(where: { $0.formSpec == formSpec }) {
                rows[index].names.append(written)
            } else {
                rows.append((formSpec, [written]))
            }
        }
        // Every variant's property is listed in its row (`useThreeState` beside `isThreeState`).
        for name in names where name.property != name.name {
            #expect(
                names.contains { $0.name == name.property && describe($0).formSpec == describe(name).formSpec },
                "'\(name.property)', the property of '\(name.name)', is not in its row")
        }
        var lines = ["### \(title)", "", "| FormSpec | the component's names |", "|---|---|"]
        for row in rows {
            lines.append("| \(row.formSpec) | \(row.names.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ name: ComponentName) -> (formSpec: String, written: String) {
        let written = "`\(name.name)`"
        switch name.meaning {
        case .key(let key):
            return ("`\(key)`", written)
        case .words(let key, let whenTrue, let whenFalse):
            return ("`\(key)`", written + ": `true` is `\(key): \(whenTrue)`, `false` is `\(key): \(whenFalse)`")
        case .nested(let parent, let child):
            return ("`\(child)` in `\(parent)`", written)
        case .extensionKey:
            return ("`x-\(name.name)`, an extension", written)
        case .partOf(let key, _):
            return ("`\(key)`, `YYYY-MM-DD`", written)
        }
    }
}

/// Markdown tables of the keys of every mapping of a spec: key, type, default, meaning.
private struct KeyTables {
    let schema: JSONValue

    func rendered() throws -> String {
        let definitions = try #require(schema["definitions"])
        let controls = try ControlType.allCases.map { type in (type, try #require(definitions[type.rawValue])) }
        let common = controls.map { Set(properties($0.1).keys) }.reduce(Set(properties(controls[0].1).keys)) {
            $0.intersection($1)
        }
        var sections = [section("The form", schema)]
        // The common keys as the first control has them, but `type` as any control has it.
        var control = properties(controls[0].1)
        control["type"] = properties(try #require(definitions["control"]))["type"]
        sections.append(
            section(
                "Every control",
                [
                    "required": controls[0].1["required"] ?? [], "properties": .object(control),
                    "patternProperties": [:],
                ], only: common))
        for (type, definition) in controls {
            sections.append(
                section(
                    "`\(type.rawValue)`", definition, only: Set(properties(definition).keys).subtracting(common),
                    order: type.keys.map(\.rawValue)))
            for (key, nested) in properties(definition).sorted(by: { $0.key < $1.key })
            where !common.contains(key) && nested["properties"] != nil {
                sections.append(section("`\(type.rawValue)` → `\(key)`", nested))
                if key == "fonts", let font = properties(nested).values.first {
                    sections.append(section("`calendar` → `fonts` → each font", font))
                }
                if key == "images", let symbol = definitions["checkboxSymbol"] {
                    sections.append(section("`checkbox` → `images` → an image written as an SF Symbol", symbol))
                }
            }
        }
        sections.append(section("A group item (`items`)", try #require(definitions["item"])))
        sections.append(
            section("A calendar date written as a mapping (`dates`)", try #require(definitions["calendarDate"])))
        return sections.joined(separator: "\n")
    }

    private func properties(_ mapping: JSONValue) -> JSONValue.Object {
        guard case .object(let properties)? = mapping["properties"] else { return [:] }
        return properties
    }

    /// One table: the keys of `mapping` (those in `only`, when given), in `order` or sorted.
    private func section(_ title: String, _ mapping: JSONValue, only: Set<String>? = nil, order: [String]? = nil)
        -> String
    {
        let required = Set(mapping["required"]?.elements?.compactMap(\.text) ?? [])
        let keys = (order ?? properties(mapping).keys.sorted()).filter { only?.contains($0) ?? true }
        var lines = ["### \(title)", "", "| key | type | default | meaning |", "|---|---|---|---|"]
        for key in keys {
            let property = properties(mapping)[key] ?? [:]
            let initial = required.contains(key) ? "**required**" : property["default"].map(literal) ?? "—"
            lines.append("| `\(key)` | \(type(property)) | \(initial) | \(property["description"]?.text ?? "") |")
        }
        if mapping["patternProperties"] != nil {
            lines.append(
                "| `x-…` | anything | — | An extension: never checked, passed through to the output under `extensions`. |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a value of `property` is, in words.
    private func type(_ property: JSONValue) -> String {
        if let constant = property["const"] { return literal(constant) }
        if property["$ref"]?.text == "#/definitions/condition" { return "condition ([Logic.md](Logic.md))" }
        if let words = property["enum"]?.elements { return words.map(literal).joined(separator: " \\| ") }
        if let alternatives = property["anyOf"]?.elements {
            if alternatives.contains(where: { $0["pattern"]?.text?.hasPrefix("^#") == true }) { return "colour" }
            return alternatives.map { $0["$ref"] != nil ? "mapping (below)" : type($0) }.joined(separator: " or ")
        }
        switch property["type"]?.text {
        case "boolean": return "bool"
        case "integer": return "integer"
        case "number":
            if property["exclusiveMinimum"] != nil { return "number > 0" }
            if let minimum = property["minimum"], let maximum = property["maximum"] {
                return "number \(plain(minimum))…\(plain(maximum))"
            }
            return "number"
        case "array":
            let element = property["items"] ?? [:]
            if let reference = element["$ref"]?.text {
                return "list of \(reference.split(separator: "/").last ?? "")s (below)"
            }
            return "list of " + type(element)
        case "object": return "mapping (below)"
        default:
            switch property["pattern"]?.text {
            case nil: return property["minLength"] != nil ? "text, not empty" : "text"
            case let pattern? where pattern.hasPrefix("^[0-9]{4}"): return "date `YYYY-MM-DD`"
            case let pattern? where pattern.hasPrefix("^[A-Za-z][A-Za-z0-9"): return "identifier"
            default: return "locale"
            }
        }
    }

    /// A JSON value as a spec would write it, in backticks: `true`, `off`, `0.4`, `{size: 18, weight: bold}`.
    private func literal(_ value: JSONValue) -> String {
        "`" + plain(value) + "`"
    }

    private func plain(_ value: JSONValue) -> String {
        switch value {
        case .object(let object):
            return "{" + object.keys.sorted().map { "\($0): \(plain(object[$0]!))" }.joined(separator: ", ") + "}"
        case .array(let array): return "[" + array.map(plain).joined(separator: ", ") + "]"
        case .string(let text): return text
        default: return JSONWriter.write(value).trimmingCharacters(in: .newlines)
        }
    }
}
