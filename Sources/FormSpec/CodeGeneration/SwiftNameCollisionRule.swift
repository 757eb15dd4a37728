/// `codegen.name-collision`: two ids of a form that give one Swift name, checked when code is
/// generated (``Compiler/checksSwiftNames``): the controls of the form, and the items of each
/// group. Two equal ids are `form.duplicate-id` or `group.duplicate-item-id` instead.
enum SwiftNameCollisionRule {
    static func check(_ form: FormSyntax, into collector: inout DiagnosticCollector) {
        report(form.controls.compactMap(\.id), named: SwiftNames.control, kind: "controls", into: &collector)
        for control in form.controls {
            let items = control.type?.value.definition.labelledItems(of: control) ?? []
            report(items.compactMap(\.id), named: SwiftNames.item, kind: "items of a group", into: &collector)
        }
    }

    /// Reports each id whose Swift name an earlier, different id has, with a note at that one.
    private static func report(_ ids: [Located<String>], named name: (String) -> String, kind: String,
                               into collector: inout DiagnosticCollector) {
        var first: [String: Located<String>] = [:]
        for id in ids {
            let swiftName = name(id.value)
            guard let earlier = first[swiftName] else {
                first[swiftName] = id
                continue
            }
            guard earlier.value != id.value else { continue }
            collector.report(.codegenNameCollision,
                             "'\(id.value)' and '\(earlier.value)' both become the Swift name '\(swiftName)', and \(kind) need names of their own; rename one of them",
                             at: id.place, notes: [("'\(earlier.value)' is here", earlier.place)])
        }
    }
}
