/// The doc comments of FormSpecRuntime's types and properties that the output schema's
/// descriptions do not give: a shared type's (the schema describes the member that holds it), or a
/// member the schema gives no description, or a generic type's member (whose description differs
/// between its uses). Where both give one, this table's comes first.
enum RuntimeDocumentation {
    /// By qualified type name.
    static let types: [String: String] = [
        "CalendarControl.Weekday": "A day of the week.",
        "CalendarControl.Font": "A system font: its size in points and its weight.",
        "CalendarControl.PerHeader": "A value for each header: the month's, the weekdays', the year's.",
        "CalendarControl.DateRange": "The first and last days of a range.",
        "CheckboxControl.Image":
            "One image of a checkbox, as the normalized JSON writes it: a name (`\"terms-on\"`), or an SF Symbol "
            + "the spec chose (`{\"symbol\": \"heart.fill\"}`). A string literal is a name.",
        "GroupControl": "A group of items, of either kind: `Selection` is what `selected` holds.",
        "GroupAxis": "How a group lays its items out.",
        "SelectionIntent": "A Spark selection control's intent: how it is coloured.",
    ]

    /// By qualified type name and member key: `CheckboxControl.haptics`.
    static let members: [String: String] = [
        "CalendarControl.disabledAlpha": "The opacity of disabled days, 0 to 1.",
        "CalendarControl.locale": "The calendar's locale, such as `en_US`, or `current`.",
        "CalendarControl.readOnly": "Whether the calendar only shows its dates (RVS_CalendarInput's read-only mode).",
        "CalendarControl.DisplayRange.months": "How many months are shown.",
        "CalendarDateItem.date": "The day.",
        "CalendarDateItem.enabled": "Whether the day can be tapped.",
        "CalendarDateItem.extensions":
            "The `x-` keys as written, with their values as resolved (RVS_CalendarInput's `refCon`).",
        "CalendarDateItem.selected": "Whether the day is initially selected.",
        "CheckboxControl.haptics": "Whether changing the state gives haptic feedback.",
        "CheckboxControl.threeState": "Whether the checkbox has three states (ON, OFF, CLEAR).",
        "CheckboxControl.tint": "The tint colour; nil for the component's default.",
        "CheckboxControl.Display.clear": "Shown when CLEAR.",
        "CheckboxControl.Display.off": "Shown when OFF.",
        "CheckboxControl.Display.on": "Shown when ON.",
        "CheckboxControl.Images.clear": "The CLEAR image.",
        "CheckboxControl.Images.off": "The OFF image.",
        "CheckboxControl.Images.on": "The ON image.",
        "GroupControl.items": "The items, in order.",
        "GroupControl.selected": "The selected item or items, by id.",
        "GroupItem.extensions": "The `x-` keys as written, with their values as resolved.",
        "GroupItem.id": "The item's id, unique in its group.",
        "GroupItem.selected": "Whether the item is initially selected.",
    ]
}
