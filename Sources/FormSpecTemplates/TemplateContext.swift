import FormSpec

/// What a template is given, version ``version``: the normalized JSON document of the form —
/// `formatVersion` and `form`, exactly as `formspec compile` writes it — and:
/// - `contextVersion`: ``version``, raised when what templates are given changes;
/// - `specName`: the spec's file name, without its folder (outputs never depend on where the
///   spec is);
/// - `stringsTable`: the strings table the screens read their texts from (`Forms` unless the
///   configuration names another);
/// - `controlTypes`: the types of the form's controls, each once, sorted;
/// - `hasControlType`: `true` under each of those types, for the imports a file needs:
///   `{% if hasControlType.calendar or hasControlType.checkbox %}` (Stencil 0.15 reads
///   `"a" in list or "b" in list` wrongly).
/// - `hasLogic`: whether a control has logic (`required`, a condition, a selection's size, an
///   item's `enabledWhen`): what the built-in `swift` output's `Values` reads its answers for.
///
/// JSON values become Stencil's: text, `true`/`false`, numbers, lists and dictionaries. A null
/// member of the form, a control or an item is left out, so `{% if control.title %}` tests it
/// and `{{ control.title }}` prints nothing; inside `extensions`, values are as written (null is
/// kept, for `swiftExtensions`).
enum TemplateContext {
    /// The version of the context.
    static let version = 1

    /// The context of `form`, compiled from the spec at `specPath`, whose texts are read from the
    /// strings table `stringsTable`.
    static func of(_ form: FormModel, specPath: String, stringsTable: String) -> [String: Any] {
        guard case .object(let document) = form.jsonDocument else { return [:] }
        var context: [String: Any] = [:]
        for (key, value) in document {
            context[key] = native(value, keepingNulls: false)
        }
        context["contextVersion"] = version
        context["specName"] = String(specPath.split(separator: "/").last ?? Substring(specPath))
        context["stringsTable"] = stringsTable
        let types = Set(form.controls.map(\.type.rawValue)).sorted()
        context["controlTypes"] = types
        context["hasControlType"] = Dictionary(uniqueKeysWithValues: types.map { ($0, true) })
        context["hasLogic"] = !form.logic.isEmpty
        return context
    }

    /// How many members the lists in `value` hold, nested ones too: what a template can loop over.
    static func listMembers(in value: Any) -> Int {
        switch value {
        case let elements as [Any]: return elements.reduce(elements.count) { $0 + listMembers(in: $1) }
        case let members as [String: Any]: return members.values.reduce(0) { $0 + listMembers(in: $1) }
        default: return 0
        }
    }

    /// `value` as Stencil's values; members that are null are left out unless `keepingNulls`,
    /// which holds inside `extensions`.
    private static func native(_ value: JSONValue, keepingNulls: Bool) -> Any? {
        switch value {
        case .null: return keepingNulls ? NullValue() : nil
        case .bool(let flag): return flag
        case .int(let number): return number
        case .double(let number): return number
        case .string(let text): return text
        case .array(let elements): return elements.map { native($0, keepingNulls: keepingNulls) ?? NullValue() }
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for (key, member) in members {
                dictionary[key] = native(member, keepingNulls: keepingNulls || key == "extensions")
            }
            return dictionary
        }
    }

    /// JSON's null inside `extensions`: prints as nothing.
    struct NullValue: CustomStringConvertible {
        var description: String { "" }
    }

    /// A context value back as JSON, for `swiftExtensions`; nil for a value JSON cannot hold.
    static func json(_ value: Any?) -> JSONValue? {
        switch value {
        case nil, is NullValue: return .null
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let text as String: return .string(text)
        case let elements as [Any]:
            var values: [JSONValue] = []
            for element in elements {
                guard let converted = json(element) else { return nil }
                values.append(converted)
            }
            return .array(values)
        case let members as [String: Any]:
            var object: [(key: String, value: JSONValue)] = []
            for (key, member) in members {
                guard let converted = json(member) else { return nil }
                object.append((key, converted))
            }
            return .object(JSONValue.Object(keepingFirstOf: object))
        default: return nil
        }
    }
}
