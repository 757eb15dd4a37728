extension CalendarDefinition {
    /// A `FormSpecCalendar` (the support file's wrapper of `RVS_CalendarInput`, configured from the
    /// control's constant as the `uikit` template configures it) bound to the selected dates,
    /// under its label; VoiceOver reads the calendar, a container of days, by its accessibility
    /// label. A disabled calendar takes no tap.
    static let swiftUIView = makeSwiftUIView(
        summary: "`FormSpecCalendar`, a wrapper of `RVS_CalendarInput`, under its label", usesSpark: false
    ) { _, control, texts, writer in
        writer.append("                VStack(alignment: .leading, spacing: 8) {\n")
        if let label = SwiftUIScreenWriter.shown(texts.label) {
            writer.append("                    Text(")
            writer.appendLocalized(label)
            writer.append(")\n                        .accessibilityHidden(true)\n")
        }
        writer.append("                    FormSpecCalendar(selection: ")
        writer.appendBinding()
        writer.append(", control: ")
        writer.appendConstant()
        writer.append(")\n                }\n                .accessibilityElement(children: .contain)\n")
        if let accessibilityLabel = texts.accessibilityLabel {
            writer.append("                .accessibilityLabel(")
            writer.appendLocalized(accessibilityLabel)
            writer.append(")\n")
        }
        writer.appendField(indent: "                ")
    }
}
