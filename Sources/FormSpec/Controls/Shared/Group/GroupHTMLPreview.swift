extension GroupDefinition {
    /// The title, then the items along the group's axis, each with its box or ring in the group's
    /// intent; disabled items (or all, when the group is disabled) dimmed.
    static func html(_ group: GroupModel, of control: ControlModel, into page: inout PreviewPage) {
        if let title = group.title { page.writer.element("p", ["class": "group-title"], text: title) }
        if control.label != nil || control.accessibilityLabel != nil {
            page.writer.open("div", ["class": "row"])
            page.label(of: control)
            page.writer.close("div")
        }
        page.writer.open("div", ["class": "items \(group.axis.rawValue)", "role": isRadio ? "radiogroup" : "group"])
        for item in group.items {
            page.writer.open("div", ["class": item.enabled && control.enabled ? "row" : "row dimmed"])
            if isRadio {
                RadioButtonDefinition.circle(selected: item.selected, intent: group.intent, into: &page)
            } else {
                SparkCheckboxDefinition.box(item.selected ? .selected : .unselected, intent: group.intent, into: &page)
            }
            page.writer.element("span", ["class": "label"], text: item.label ?? item.id)
            page.writer.close("div")
        }
        page.writer.close("div")
        page.facts(["\(group.axis.rawValue)", "intent: \(group.intent.rawValue)", "\(group.selected.count) selected"])
    }
}
