import FormSpecYAML

/// `codegen.name-collision`: two ids of a form that give one Swift name, checked when code is
/// generated (``Compiler/checksSwiftNames``): the controls of the form, a control and a group's
/// constant of its declared selection (`size-selection` and the group `size`: `sizeSelection`),
/// and the items of each group. Two equal ids are `form.duplicate-id` or `group.duplicate-item-id` instead. Also two
/// keys of one mapping of `x-` values that Swift takes for one string (`é` written as one code
/// point and as `e` and an accent), which would be one key of a Swift dictionary.
enum SwiftNameCollisionRule {
    static func check(_ form: FormSyntax, into collector: inout DiagnosticCollector) {
        report(form.controls.compactMap(\.id), named: SwiftNames.control, kind: "controls", into: &collector)
        reportSelectionNames(of: form.controls, into: &collector)
        for control in form.controls {
            let items = control.type?.value.definition.labelledItems(of: control) ?? []
            report(items.compactMap(\.id), named: SwiftNames.item, kind: "items of a group", into: &collector)
        }
        for extensions in [form.extensions]
            + form.controls.flatMap({ $0.type?.value.definition.allExtensions(of: $0) ?? [] })
        {
            reportEquivalentKeys(extensions, into: &collector)
        }
    }

    /// Reports each control whose Swift name is a group's constant of its declared selection: at
    /// the second of the two ids, with a note at the first.
    private static func reportSelectionNames(of controls: [ControlSyntax], into collector: inout DiagnosticCollector) {
        var groups: [String: (index: Int, id: Located<String>)] = [:]
        for (index, control) in controls.enumerated()
        where control.type?.value.outputs.declaresSwiftSelection == true {
            guard let id = control.id else { continue }
            let name = SwiftNames.selection(ofGroup: id.value)
            if groups[name] == nil { groups[name] = (index, id) }
        }
        guard !groups.isEmpty else { return }
        for (index, control) in controls.enumerated() {
            guard let id = control.id else { continue }
            let name = SwiftNames.control(id.value)
            guard let group = groups[name] else { continue }
            let (first, second) = group.index < index ? (group.id, id) : (id, group.id)
            collector.report(
                .codegenNameCollision,
                "the control '\(id.value)' becomes the Swift name '\(name)', which the group '\(group.id.value)' gives the constant of its declared selection; rename one of them",
                at: second.place, notes: [("'\(first.value)' is here", first.place)])
        }
    }

    /// Reports each `x-` key, or key inside an `x-` value, that equals an earlier one of its
    /// mapping as Swift compares strings (canonical equivalence) but not by its code points.
    private static func reportEquivalentKeys(_ extensions: [Extension], into collector: inout DiagnosticCollector) {
        var seen: [String: String] = [:]
        for item in extensions {
            if extensions.count > 1, let earlier = seen.updateValue(item.key, forKey: item.key),
                !earlier.hasSameCodePoints(as: item.key)
            {
                reportKeys(item.key, earlier, inside: nil, at: item.keyPlace, into: &collector)
            }
            for (key, earlier, owner) in equivalentKeys(in: item.value) {
                reportKeys(key, earlier, inside: owner ?? item.key, at: item.keyPlace, into: &collector)
            }
        }
    }

    /// The keys of the mappings inside `value` that are canonically equivalent to an earlier key of
    /// their mapping: each with the earlier key and the key of the mapping's parent, if any.
    private static func equivalentKeys(in value: JSONValue, parent: String? = nil) -> [(String, String, String?)] {
        switch value {
        case .object(let members):
            var seen: [String: String] = [:]
            var found: [(String, String, String?)] = []
            for (key, member) in members {
                if let earlier = seen.updateValue(key, forKey: key), !earlier.hasSameCodePoints(as: key) {
                    found.append((key, earlier, parent))
                }
                found += equivalentKeys(in: member, parent: key)
            }
            return found
        case .array(let elements):
            return elements.flatMap { equivalentKeys(in: $0, parent: parent) }
        default:
            return []
        }
    }

    private static func reportKeys(
        _ key: String, _ earlier: String, inside owner: String?, at place: SourcePlace,
        into collector: inout DiagnosticCollector
    ) {
        let whose = owner.map { " inside '\($0)'" } ?? ""
        collector.report(
            .codegenNameCollision,
            "the keys '\(key)' and '\(earlier)'\(whose) differ only in how their accents are encoded (\(spelled(key)) and \(spelled(earlier))), and Swift takes them for one string: a dictionary of the generated code cannot hold both; spell them alike or rename one",
            at: place)
    }

    /// `key` with every character outside ASCII written as its code point, `x-cafe\u{301}`.
    private static func spelled(_ key: String) -> String {
        key.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
            .joined()
    }

    /// Reports each id whose Swift name an earlier, different id has, with a note at that one.
    private static func report(
        _ ids: [Located<String>], named name: (String) -> String, kind: String,
        into collector: inout DiagnosticCollector
    ) {
        let names = ids.map { name($0.value) }
        // A few names (a group's items) are compared with each other; many are hashed.
        var first: [String: Int] = [:]
        if ids.count > 8 { first.reserveCapacity(ids.count) }
        for (index, id) in ids.enumerated() {
            let swiftName = names[index]
            let earlierIndex = ids.count > 8 ? first[swiftName] : names[..<index].firstIndex(of: swiftName)
            guard let earlierIndex else {
                if ids.count > 8 { first[swiftName] = index }
                continue
            }
            let earlier = ids[earlierIndex]
            guard earlier.value != id.value else { continue }
            collector.report(
                .codegenNameCollision,
                "'\(id.value)' and '\(earlier.value)' both become the Swift name '\(swiftName)', and \(kind) need names of their own; rename one of them",
                at: id.place, notes: [("'\(earlier.value)' is here", earlier.place)])
        }
    }
}
