/// The normalized JSON of SPEC §4, streamed from the model. Each type writes its members in the
/// code-point order of their keys (`JSONOrderTests` and debug builds check it).
extension FormModel {
    /// The version of the output format, `formatVersion` in the document and the version of
    /// `Schemas/formspec-output.schema.json`.
    public static let formatVersion = 1

    /// The form's normalized JSON, canonical (see ``JSONWriter``).
    public func json() -> String {
        var output = OutputBuffer()
        writeJSON(into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Streams the form's normalized JSON into `output`, a control at a time.
    public func writeJSON(into output: inout OutputBuffer) {
        // The stream takes the buffer over (leaving an empty one) so that its bytes are never shared and copied.
        var stream = JSONStream(into: output)
        output = OutputBuffer()
        stream.beginObject()
        stream.key("form")
        stream.beginObject()
        stream.member("controls", controls)
        stream.member("extensions", extensions)
        stream.member("id", id)
        stream.member("locale", locale)
        stream.member("title", title)
        stream.endObject()
        stream.member("formatVersion", FormModel.formatVersion)
        stream.endObject()
        stream.endDocument()
        output = stream.output
    }
}

extension ControlModel: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        switch kind {
        case .checkbox(let checkbox): checkbox.writeMembers(of: self, to: &stream)
        case .toggle(let toggle): toggle.writeMembers(of: self, to: &stream)
        case .checkboxGroup(let group): group.writeMembers(of: self, isRadio: false, to: &stream)
        case .radioGroup(let group): group.writeMembers(of: self, isRadio: true, to: &stream)
        case .calendar(let calendar): calendar.writeMembers(of: self, to: &stream)
        }
        stream.endObject()
    }
}

extension CheckboxModel {
    /// Writes the members of a checkbox, those of `control` among them.
    func writeMembers(of control: ControlModel, to stream: inout JSONStream) {
        stream.member("accessibilityLabel", control.accessibilityLabel)
        stream.member("appearance", appearance.rawValue)
        stream.member("display", display)
        stream.member("enabled", control.enabled)
        stream.member("extensions", control.extensions)
        stream.member("haptics", haptics)
        stream.member("id", control.id)
        stream.member("images", images)
        stream.member("label", control.label)
        stream.member("state", state.rawValue)
        stream.member("threeState", threeState)
        stream.member("tint", tint)
        stream.member("type", control.type.rawValue)
        stream.member("useOffImageForClear", useOffImageForClear)
        stream.member("value", value)
    }
}

extension ToggleModel {
    /// Writes the members of a toggle, those of `control` among them.
    func writeMembers(of control: ControlModel, to stream: inout JSONStream) {
        stream.member("accessibilityLabel", control.accessibilityLabel)
        stream.member("enabled", control.enabled)
        stream.member("extensions", control.extensions)
        stream.member("id", control.id)
        stream.member("label", control.label)
        stream.member("state", state.rawValue)
        stream.member("type", control.type.rawValue)
    }
}

extension GroupModel {
    /// Writes the members of a checkbox or radio group, those of `control` among them. A radio
    /// group's `selected` is its one id, or null.
    func writeMembers(of control: ControlModel, isRadio: Bool, to stream: inout JSONStream) {
        stream.member("accessibilityLabel", control.accessibilityLabel)
        stream.member("axis", axis.rawValue)
        stream.member("enabled", control.enabled)
        stream.member("extensions", control.extensions)
        stream.member("id", control.id)
        stream.member("intent", intent.rawValue)
        stream.member("items", items)
        stream.member("label", control.label)
        if isRadio {
            stream.member("selected", selected.first)
        } else {
            stream.member("selected", selected)
        }
        stream.member("title", title)
        stream.member("type", control.type.rawValue)
    }
}

extension CalendarModel {
    /// Writes the members of a calendar, those of `control` among them.
    func writeMembers(of control: ControlModel, to stream: inout JSONStream) {
        stream.member("accessibilityLabel", control.accessibilityLabel)
        stream.member("calendar", calendar.rawValue)
        stream.key("colors")
        stream.object(colors, order: CalendarModel.colorOrder)
        stream.member("dates", dates)
        stream.member("disabledAlpha", disabledAlpha)
        stream.member("displayRange", displayRange)
        stream.member("enabled", control.enabled)
        stream.member("extensions", control.extensions)
        stream.member("firstWeekday", firstWeekday.rawValue)
        stream.key("fonts")
        stream.object(fonts, order: CalendarModel.fontOrder)
        stream.key("headerHeights")
        stream.object(headerHeights, order: CalendarModel.headerOrder)
        stream.key("headers")
        stream.object(headers, order: CalendarModel.headerOrder)
        stream.member("id", control.id)
        stream.member("label", control.label)
        stream.member("locale", locale)
        stream.member("range", range)
        stream.member("readOnly", readOnly)
        stream.member("type", control.type.rawValue)
    }

    private static let colorOrder = KeyOrder<CalendarColorRole>()
    private static let fontOrder = KeyOrder<CalendarFontRole>()
    private static let headerOrder = KeyOrder<CalendarHeader>()
}

extension ExtensionValues: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        for member in members {
            stream.key(member.key)
            stream.value(member.value)
        }
        stream.endObject()
    }
}

extension CheckboxImages: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.member("clear", clear)
        stream.member("off", off)
        stream.member("on", on)
        stream.member("rendering", rendering.rawValue)
        stream.endObject()
    }
}

extension CheckboxDisplay: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.member("clear", clear)
        stream.member("off", off)
        stream.member("on", on)
        stream.endObject()
    }
}

extension GroupItemModel: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.member("accessibilityLabel", accessibilityLabel)
        stream.member("enabled", enabled)
        stream.member("extensions", extensions)
        stream.member("id", id)
        stream.member("label", label)
        stream.member("selected", selected)
        stream.endObject()
    }
}

extension CalendarDateModel: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.member("date", date)
        stream.member("enabled", enabled)
        stream.member("extensions", extensions)
        stream.member("selected", selected)
        stream.endObject()
    }
}

extension CalendarRange: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.member("end", end)
        stream.member("start", start)
        stream.endObject()
    }
}

extension DisplayRange: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.member("end", end)
        stream.member("months", months)
        stream.member("start", start)
        stream.endObject()
    }
}

extension CalendarFont: JSONStreamable {
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.member("size", size)
        stream.member("weight", weight.rawValue)
        stream.endObject()
    }
}
