/// The normalized JSON of SPEC §4, streamed from the model.
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
        stream.key(JSONKey("form"))
        stream.object(self, FormModel.members)
        stream.key(JSONKey("formatVersion"))
        stream.int(FormModel.formatVersion)
        stream.endObject()
        stream.endDocument()
        output = stream.output
    }

    private static let members = JSONMember<FormModel>.sorted([
        JSONMember("controls") { form, stream in stream.array(form.controls) { $1.control($0) } },
        JSONMember("extensions") { form, stream in stream.object(form.extensions) },
        JSONMember("id") { form, stream in stream.string(form.id) },
        JSONMember("locale") { form, stream in stream.string(form.locale) },
        JSONMember("title") { form, stream in stream.string(form.title) },
    ])
}

extension JSONStream {
    mutating func control(_ control: ControlModel) {
        switch control.kind {
        case .checkbox(let checkbox): object((control, checkbox), ControlJSON.checkbox)
        case .toggle(let toggle): object((control, toggle), ControlJSON.toggle)
        case .checkboxGroup(let group): object((control, group), ControlJSON.checkboxGroup)
        case .radioGroup(let group): object((control, group), ControlJSON.radioGroup)
        case .calendar(let calendar): object((control, calendar), ControlJSON.calendar)
        }
    }
}

/// The members of each type of control: the common ones and the type's own, sorted together.
enum ControlJSON {
    static let checkbox = members(CheckboxModel.self, [
        JSONMember("appearance") { $1.string($0.1.appearance.rawValue) },
        JSONMember("display") { $1.object($0.1.display, CheckboxDisplay.members) },
        JSONMember("haptics") { $1.bool($0.1.haptics) },
        JSONMember("images") { $1.object($0.1.images, CheckboxImages.members) },
        JSONMember("state") { $1.string($0.1.state.rawValue) },
        JSONMember("threeState") { $1.bool($0.1.threeState) },
        JSONMember("tint") { $1.string($0.1.tint?.canonical) },
        JSONMember("useOffImageForClear") { $1.bool($0.1.useOffImageForClear) },
        JSONMember("value") { $1.int($0.1.value) },
    ])

    static let toggle = members(ToggleModel.self, [
        JSONMember("state") { $1.string($0.1.state.rawValue) },
    ])

    static let checkboxGroup = members(GroupModel.self, groupMembers + [
        JSONMember("selected") { $1.array($0.1.selected) { $1.string($0) } },
    ])

    static let radioGroup = members(GroupModel.self, groupMembers + [
        JSONMember("selected") { $1.string($0.1.selected.first) },
    ])

    static let calendar = members(CalendarModel.self, [
        JSONMember("calendar") { $1.string($0.1.calendar.rawValue) },
        JSONMember("colors") { $1.object($0.1.colors, order: colorOrder) { $1.string($0.canonical) } },
        JSONMember("dates") { $1.array($0.1.dates) { $1.object($0, CalendarDateModel.members) } },
        JSONMember("disabledAlpha") { $1.double($0.1.disabledAlpha) },
        JSONMember("displayRange") { $1.object($0.1.displayRange, DisplayRange.members) },
        JSONMember("firstWeekday") { $1.string($0.1.firstWeekday.rawValue) },
        JSONMember("fonts") { $1.object($0.1.fonts, order: fontOrder) { $1.object($0, CalendarFont.members) } },
        JSONMember("headerHeights") { $1.object($0.1.headerHeights, order: headerOrder) { $1.double($0) } },
        JSONMember("headers") { $1.object($0.1.headers, order: headerOrder) { $1.bool($0) } },
        JSONMember("locale") { $1.string($0.1.locale) },
        JSONMember("range") { control, stream in
            if let range = control.1.range { stream.object(range, CalendarRange.members) } else { stream.null() }
        },
        JSONMember("readOnly") { $1.bool($0.1.readOnly) },
    ])

    private static let colorOrder = JSONMember<Void>.sortedCases(of: CalendarColorRole.self)
    private static let fontOrder = JSONMember<Void>.sortedCases(of: CalendarFontRole.self)
    private static let headerOrder = JSONMember<Void>.sortedCases(of: CalendarHeader.self)

    private static let groupMembers: [JSONMember<(ControlModel, GroupModel)>] = [
        JSONMember("axis") { $1.string($0.1.axis.rawValue) },
        JSONMember("intent") { $1.string($0.1.intent.rawValue) },
        JSONMember("items") { $1.array($0.1.items) { $1.object($0, GroupItemModel.members) } },
        JSONMember("title") { $1.string($0.1.title) },
    ]

    /// The type's members with those every control has.
    private static func members<Kind>(
        _: Kind.Type, _ own: [JSONMember<(ControlModel, Kind)>]
    ) -> [JSONMember<(ControlModel, Kind)>] {
        JSONMember.sorted(own + [
            JSONMember("accessibilityLabel") { $1.string($0.0.accessibilityLabel) },
            JSONMember("enabled") { $1.bool($0.0.enabled) },
            JSONMember("extensions") { $1.object($0.0.extensions) },
            JSONMember("id") { $1.string($0.0.id) },
            JSONMember("label") { $1.string($0.0.label) },
            JSONMember("type") { $1.string($0.0.type.rawValue) },
        ])
    }
}

extension CheckboxImages {
    static let members = JSONMember<CheckboxImages>.sorted([
        JSONMember("clear") { $1.string($0.clear) },
        JSONMember("off") { $1.string($0.off) },
        JSONMember("on") { $1.string($0.on) },
        JSONMember("rendering") { $1.string($0.rendering.rawValue) },
    ])
}

extension CheckboxDisplay {
    static let members = JSONMember<CheckboxDisplay>.sorted([
        JSONMember("clear") { $1.string($0.clear) },
        JSONMember("off") { $1.string($0.off) },
        JSONMember("on") { $1.string($0.on) },
    ])
}

extension GroupItemModel {
    static let members = JSONMember<GroupItemModel>.sorted([
        JSONMember("accessibilityLabel") { $1.string($0.accessibilityLabel) },
        JSONMember("enabled") { $1.bool($0.enabled) },
        JSONMember("extensions") { $1.object($0.extensions) },
        JSONMember("id") { $1.string($0.id) },
        JSONMember("label") { $1.string($0.label) },
        JSONMember("selected") { $1.bool($0.selected) },
    ])
}

extension CalendarDateModel {
    static let members = JSONMember<CalendarDateModel>.sorted([
        JSONMember("date") { $1.date($0.date) },
        JSONMember("enabled") { $1.bool($0.enabled) },
        JSONMember("extensions") { $1.object($0.extensions) },
        JSONMember("selected") { $1.bool($0.selected) },
    ])
}

extension CalendarRange {
    static let members = JSONMember<CalendarRange>.sorted([
        JSONMember("end") { $1.date($0.end) },
        JSONMember("start") { $1.date($0.start) },
    ])
}

extension DisplayRange {
    static let members = JSONMember<DisplayRange>.sorted([
        JSONMember("end") { $1.date($0.end) },
        JSONMember("months") { $1.int($0.months) },
        JSONMember("start") { $1.date($0.start) },
    ])
}

extension CalendarFont {
    static let members = JSONMember<CalendarFont>.sorted([
        JSONMember("size") { $1.double($0.size) },
        JSONMember("weight") { $1.string($0.weight.rawValue) },
    ])
}
