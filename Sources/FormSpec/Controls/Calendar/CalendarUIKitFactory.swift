extension CalendarDefinition {
    /// An `RVS_CalendarInput` (1.3.x): its calendar system with the locale and first weekday,
    /// colours, fonts, header heights and headers, then its dates (`setupData`), each date's
    /// `x-` keys as its `refCon`. `enabled: false` stops interaction (the view is no control).
    static let uikitFactory = UIKitFactory(
        component: "RVS_CalendarInput", module: "RVS_CalendarInput", takesTheme: false, usesRuntime: true,
        body: """
                    let calendar = RVS_CalendarInput(frame: .zero)
            {% if control.calendar == "current" %}
                    var system = Calendar.current
            {% else %}
                    var system = Calendar(identifier: .{{ control.calendar }})
            {% endif %}
            {% if control.locale == "current" %}
                    system.locale = Locale.current
            {% else %}
                    system.locale = Locale(identifier: {{ control.locale|swiftString }})
            {% endif %}
            {% if control.firstWeekday %}
                    system.firstWeekday = {{ control.firstWeekday|weekdayNumber }}
            {% endif %}
                    calendar.calendar = system
                    calendar.tintColor = {{ control.colors.tint|uiColor }}
                    calendar.enabledItemBackgroundColor = {{ control.colors.enabledDayBackground|uiColor }}
                    calendar.weekdayHeaderFontColor = {{ control.colors.weekdayHeaderText|uiColor }}
                    calendar.monthHeaderFontColor = {{ control.colors.monthHeaderText|uiColor }}
                    calendar.monthHeaderBackgroundColor = {{ control.colors.monthHeaderBackground|uiColor }}
                    calendar.yearHeaderFontColor = {{ control.colors.yearHeaderText|uiColor }}
                    calendar.yearHeaderBackgroundColor = {{ control.colors.yearHeaderBackground|uiColor }}
                    calendar.weekdayFont = {{ control.fonts.day|uiFont }}
                    calendar.weekdayHeaderFont = {{ control.fonts.weekdayHeader|uiFont }}
                    calendar.monthHeaderFont = {{ control.fonts.monthHeader|uiFont }}
                    calendar.yearHeaderFont = {{ control.fonts.yearHeader|uiFont }}
                    calendar.weekdayHeaderHeightInDisplayUnits = {{ control.headerHeights.weekday|swiftNumber }}
                    calendar.monthHeaderHeightInDisplayUnits = {{ control.headerHeights.month|swiftNumber }}
                    calendar.yearHeaderHeightInDisplayUnits = {{ control.headerHeights.year|swiftNumber }}
                    calendar.showWeekdayHeader = {{ control.headers.weekday }}
                    calendar.showMonthHeaders = {{ control.headers.month }}
                    calendar.showYearHeaders = {{ control.headers.year }}
                    calendar.disabledAlpha = {{ control.disabledAlpha|swiftNumber }}
                    calendar.readOnlyMode = {{ control.readOnly }}
                    calendar.isUserInteractionEnabled = {{ control.enabled }}
                    calendar.accessibilityLabel = {{ control.accessibilityLabel|swiftString }}
                    calendar.setupData = [
            {% for date in control.dates %}
            {% if date.extensions %}
                        RVS_CalendarInput.DateItem(
                            {{ date.date|dateItemArguments }}, isEnabled: {{ date.enabled }}, isSelected: {{ date.selected }},
                            refCon: {{ date.extensions|swiftExtensions:3 }} as [String: ExtensionValue]
                        ),
            {% else %}
                        RVS_CalendarInput.DateItem({{ date.date|dateItemArguments }}, isEnabled: {{ date.enabled }}, isSelected: {{ date.selected }}),
            {% endif %}
            {% endfor %}
                    ]
                    return calendar

            """)
}
