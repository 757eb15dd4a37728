extension GroupDefinition {
    /// The title and the label, which Spark's groups do not draw (the app's own text), then the
    /// items along the group's axis, each with its box or ring in the group's intent and its text;
    /// disabled items (or all, when the group is disabled) dimmed.
    static func html(_ group: GroupModel, of control: ControlModel, into page: inout PreviewPage) {
        if let title = group.title {
            page.writer.open("div", ["class": "group-title"])
            page.appText(title, class: "title")
            page.writer.close("div")
        }
        if control.label != nil || control.accessibilityLabel != nil {
            page.writer.open("div", ["class": "row"])
            page.label(of: control, drawnBy: .app)
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
