extension CalendarDefinition {
    /// The page's rules for a calendar's drawing (``html(_:of:into:)``): its headers, its month
    /// grids in the day states' colours, and the legend.
    static let htmlStyle: [String] = [
        "/* Day numbers and weekday names shrink to fit a narrow calendar, as the component's labels do. */",
        ".calendar { max-width: 360px; container-type: inline-size; }",
        ".year-header, .month-header { display: flex; align-items: center; justify-content: center; margin: 6px 0; overflow: hidden; }",
        ".month-header { margin-inline: 20px; }",
        ".weekdays, .days { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); text-align: center; }",
        ".weekdays span { display: flex; align-items: center; justify-content: center; overflow: hidden; white-space: nowrap; }",
        ".days span { display: flex; align-items: center; justify-content: center; aspect-ratio: 1; margin: 1px; border-radius: 6px;"
            + " font-size: min(var(--day-size), 9cqi); font-weight: var(--day-weight); white-space: nowrap; overflow: hidden; }",
        ".days span, .legend .days-d { background: var(--systemBackground); color: var(--label); opacity: var(--alpha); }",
        ".days .b { visibility: hidden; }",
        ".days .e, .legend .days-e { background: var(--day-bg); color: var(--tint); opacity: 1; }",
        ".days .s, .legend .days-s { background: var(--tint); color: var(--day-bg); opacity: 1; }",
        ".days .x, .legend .days-x { background: var(--label); color: var(--systemBackground); opacity: var(--alpha); }",
        ".legend { display: flex; flex-wrap: wrap; gap: 6px 14px; font-size: 12px; margin-top: 8px; color: var(--secondaryLabel); }",
        ".legend > span > span { display: inline-block; width: 14px; height: 14px; border-radius: 3px; vertical-align: middle;"
            + " margin-inline-end: 4px; outline: 1px solid var(--systemGray3); }",
    ]
}
