/// What the output schema does not say about FormSpecRuntime's types: the Swift names it has
/// given some of them, and its generic types. Every other type is named by the schema: a
/// control's type (`checkbox`) is `CheckboxControl`, an object or enum a member holds is nested in
/// the member's type and named after the member (`calendar`'s `colors`: `CalendarControl.Colors`),
/// a definition of `$defs` is a type of its own named after it.
enum RuntimeTypeNames {
    /// The qualified Swift name of the type of a place of the schema, by its path: a definition's
    /// name, then member keys (`calendar.fonts.day`); `*` stands for any one segment. Places given
    /// the same name share one type.
    static func qualifiedName(of path: [String]) -> String? {
        names.first { pattern, _ in
            pattern.count == path.count && zip(pattern, path).allSatisfy { $0 == "*" || $0 == $1 }
        }?.name
    }

    /// The qualified names, by path pattern.
    private static let names: [(pattern: [String], name: String)] = [
        (["calendar", "calendar"], "CalendarControl.CalendarSystem"),
        (["calendar", "firstWeekday"], "CalendarControl.Weekday"),
        (["calendar", "fonts", "*"], "CalendarControl.Font"),
        (["calendar", "headerHeights"], "CalendarControl.PerHeader"),
        (["calendar", "headers"], "CalendarControl.PerHeader"),
        (["calendar", "range"], "CalendarControl.DateRange"),
        (["calendarDate"], "CalendarDateItem"),
        (["checkboxImage"], "CheckboxControl.Image"),
        (["checkboxGroup"], "GroupControl"),
        (["radioGroup"], "GroupControl"),
        (["item"], "GroupItem"),
        (["*", "axis"], "GroupAxis"),
        (["*", "intent"], "SelectionIntent"),
    ]

    /// The definitions of `$defs` that are values FormSpecRuntime declares by hand (`Values/`).
    static let valueTypes: [String: RuntimeTypeReference] = [
        "color": RuntimeTypeReference(text: "FormColor", isHashable: true),
        "condition": RuntimeTypeReference(text: "FormCondition", isHashable: true),
        "date": RuntimeTypeReference(text: "FormDate", isHashable: true),
        "extensions": .extensions,
    ]

    /// The generic types, by qualified name: their parameter, and the members whose type it is
    /// (nil: every member). A use is written with the type of the first of those members:
    /// `PerHeader<Double>`.
    static let generics: [String: (parameter: String, members: Set<String>?)] = [
        "CalendarControl.PerHeader": ("Value", nil),
        "GroupControl": ("Selection", ["selected"]),
    ]
}
