extension CalendarModel {
    /// Whether the calendar shows `header`.
    public func shows(_ header: CalendarHeader) -> Bool { headers[header] }

    /// The height of `header`, in points: declared, or RVS_CalendarInput's.
    public func height(of header: CalendarHeader) -> Double { headerHeights[header] }

    /// The colour of `role`: declared, or RVS_CalendarInput's.
    public func color(of role: CalendarColorRole) -> Color { colors[role] }

    /// The font of `role`: declared, or RVS_CalendarInput's.
    public func font(of role: CalendarFontRole) -> CalendarFont { fonts[role] }
}
