/// The `uikit` template's screen as Stencil, for `formspec templates print uikit`: a starting point
/// to copy and adapt, which renders code that builds against the components for every sample and
/// golden (`Tests/GeneratedSwift`), not the compiler's own writer (``UIKitScreen``): a control of a
/// type it does not know is a plain `UIView`.
enum UIKitStarter {
    /// The lines that import the modules the screen uses, after `import FormSpecRuntime`.
    static let imports = #"""
        import Foundation
        {% if hasControlType.calendar %}
        import RVS_CalendarInput
        {% endif %}
        {% if hasControlType.checkbox %}
        import RVS_Checkbox
        {% endif %}
        {% if hasControlType.checkboxGroup or hasControlType.radioButton or hasControlType.radioGroup or hasControlType.sparkCheckbox or hasControlType.toggle %}
        import SparkComponentSelectionControls
        import SparkTheming
        {% endif %}
        import UIKit

        """#

    /// The screen, after the `swift` output's form.
    static let screen = #"""

        extension {{ form.id|swiftTypeName:"Form" }} {
            /// The controls of the form `{{ form.id }}`, made as its spec says.
            /// `formView` shows the form laid out with every text a person reads; `views` holds each
            /// control in the form's order, for an app that lays them out itself, and `texts` and
            /// `labels` the texts no component draws. `values` reads a person's answers from the
            /// controls, `apply(_:)` shows others, and `onChange` is told each change a person makes. The
            /// controls obey the form's logic as the answers change (hidden, disabled, marked required);
            /// `attemptSubmit()` shows each issue under its control and says whether `canSubmit`.
            @MainActor
            public final class FormControls {
        {% for control in form.controls %}
                /// The {{ control.type }} `{{ control.id }}`.
                public let {{ control.id|swiftProperty }}:{% if control.type == "calendar" %} RVS_CalendarInput
        {% elif control.type == "checkbox" %} RVS_Checkbox
        {% elif control.type == "checkboxGroup" %} SparkUICheckboxGroup<{{ control.id|swiftTypeName:"Item" }}>
        {% elif control.type == "radioButton" %} SparkUIRadioButton
        {% elif control.type == "radioGroup" %} SparkUIRadioGroup<{{ control.id|swiftTypeName:"Item" }}>
        {% elif control.type == "sparkCheckbox" %} SparkUICheckbox
        {% elif control.type == "toggle" %} SparkUISwitch
        {% else %} UIView
        {% endif %}
        {% endfor %}
                /// Every control, in the form's order, for an app that lays them out itself.
                public let views: [UIView]
                /// The texts a person reads that no component draws, read from the strings table.
                public let texts: Texts
                /// A `UILabel` showing each of `texts`, as `formView` places it.
                public let labels: Labels
                /// The form laid out, made the first time it is asked for: its title, then each control
                /// with the labels of its texts, one under the other (a checkbox's label to its right,
                /// where a tap is a tap on the box), an asterisk beside a required one and its issue under
                /// it; a hidden control is not shown, nor are its labels. It holds the controls of
                /// `views`: show one or the other.
                public private(set) lazy var formView: UIStackView = layOut()
                /// Each control's field in `formView`, once it is made.
                private var fields: [Control: Field] = [:]
                /// Whether `formView` shows each control's issue under it: from the first `attemptSubmit()` on.
                public private(set) var showsIssues = false
                /// The bundle whose strings table holds the texts and the issues' messages.
                private let bundle: Bundle
                /// What VoiceOver hints for a required control: FormSpec's message for one left unanswered.
                private let requiredHint: String
                /// Called after a person changes a control, with the answers then; never by `apply(_:)`.
                public var onChange: (@MainActor (Values) -> Void)?

                /// Makes the controls, showing `values`, their texts read from the strings table of `bundle`.
        {% if hasControlType.checkboxGroup or hasControlType.radioButton or hasControlType.radioGroup or hasControlType.sparkCheckbox or hasControlType.toggle %}
                public init(theme: any Theme, values: Values = .initial, bundle: Bundle = .main) {
        {% else %}
                public init(values: Values = .initial, bundle: Bundle = .main) {
        {% endif %}
                    let texts = Texts(bundle: bundle)
                    self.texts = texts
                    labels = Labels(texts)
                    self.bundle = bundle
                    requiredHint = bundle.localizedString(
                        forKey: FormIssue.Kind.required.defaultMessageKey, value: FormIssue.defaultMessages[.required],
                        table: {{ stringsTable|swiftString }})
        {% for control in form.controls %}
        {% if control.type == "calendar" %}
                    {{ control.id|swiftProperty }} = RVS_CalendarInput(frame: .zero)
                    {{ control.id|swiftProperty }}.calendar = {
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
                        return system
                    }()
                    {{ control.id|swiftProperty }}.tintColor = {{ control.colors.tint|uiColor }}
                    {{ control.id|swiftProperty }}.enabledItemBackgroundColor = {{ control.colors.enabledDayBackground|uiColor }}
                    {{ control.id|swiftProperty }}.weekdayHeaderFontColor = {{ control.colors.weekdayHeaderText|uiColor }}
                    {{ control.id|swiftProperty }}.monthHeaderFontColor = {{ control.colors.monthHeaderText|uiColor }}
                    {{ control.id|swiftProperty }}.monthHeaderBackgroundColor = {{ control.colors.monthHeaderBackground|uiColor }}
                    {{ control.id|swiftProperty }}.yearHeaderFontColor = {{ control.colors.yearHeaderText|uiColor }}
                    {{ control.id|swiftProperty }}.yearHeaderBackgroundColor = {{ control.colors.yearHeaderBackground|uiColor }}
                    {{ control.id|swiftProperty }}.weekdayFont = {{ control.fonts.day|uiFont }}
                    {{ control.id|swiftProperty }}.weekdayHeaderFont = {{ control.fonts.weekdayHeader|uiFont }}
                    {{ control.id|swiftProperty }}.monthHeaderFont = {{ control.fonts.monthHeader|uiFont }}
                    {{ control.id|swiftProperty }}.yearHeaderFont = {{ control.fonts.yearHeader|uiFont }}
                    {{ control.id|swiftProperty }}.weekdayHeaderHeightInDisplayUnits = {{ control.headerHeights.weekday|swiftNumber }}
                    {{ control.id|swiftProperty }}.monthHeaderHeightInDisplayUnits = {{ control.headerHeights.month|swiftNumber }}
                    {{ control.id|swiftProperty }}.yearHeaderHeightInDisplayUnits = {{ control.headerHeights.year|swiftNumber }}
                    {{ control.id|swiftProperty }}.showWeekdayHeader = {{ control.headers.weekday }}
                    {{ control.id|swiftProperty }}.showMonthHeaders = {{ control.headers.month }}
                    {{ control.id|swiftProperty }}.showYearHeaders = {{ control.headers.year }}
                    {{ control.id|swiftProperty }}.disabledAlpha = {{ control.disabledAlpha|swiftNumber }}
                    {{ control.id|swiftProperty }}.readOnlyMode = {{ control.readOnly }}
                    {{ control.id|swiftProperty }}.accessibilityLabel ={% if control.accessibilityLabel != control.label %} String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% elif control.label %} String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}
        {% elif control.type == "checkbox" %}
                    {{ control.id|swiftProperty }} = RVS_Checkbox(frame: .zero)
                    {{ control.id|swiftProperty }}.useHaptics = false
        {% if control.appearance == "custom" %}
        {% if control.images.rendering == "original" %}
                    {{ control.id|swiftProperty }}.onImage = {{ control.images.on|uiImage }}?.withRenderingMode(.alwaysOriginal)
                    {{ control.id|swiftProperty }}.offImage = {{ control.images.off|uiImage }}?.withRenderingMode(.alwaysOriginal)
        {% if control.images.clear %}
                    {{ control.id|swiftProperty }}.clearImage = {{ control.images.clear|uiImage }}?.withRenderingMode(.alwaysOriginal)
        {% endif %}
        {% else %}
                    {{ control.id|swiftProperty }}.onImage = {{ control.images.on|uiImage }}
                    {{ control.id|swiftProperty }}.offImage = {{ control.images.off|uiImage }}
        {% if control.images.clear %}
                    {{ control.id|swiftProperty }}.clearImage = {{ control.images.clear|uiImage }}
        {% endif %}
        {% endif %}
        {% else %}
                    {{ control.id|swiftProperty }}.isUsingSFSymbols = true
        {% endif %}
                    {{ control.id|swiftProperty }}.isThreeState = {{ control.threeState }}
                    {{ control.id|swiftProperty }}.useOffImageForClear = {{ control.useOffImageForClear }}
        {% if control.tint %}
                    {{ control.id|swiftProperty }}.tintColor = {{ control.tint|uiColor }}
        {% endif %}
        {% if control.threeState %}
                    switch values.{{ control.id|swiftName }} {
                    case .on: {{ control.id|swiftProperty }}.setState(.on, animated: false)
                    case .off: {{ control.id|swiftProperty }}.setState(.off, animated: false)
                    case .clear: {{ control.id|swiftProperty }}.setState(.clear, animated: false)
                    }
        {% else %}
                    {{ control.id|swiftProperty }}.setState(values.{{ control.id|swiftName }} ? .on : .off, animated: false)
        {% endif %}
                    {{ control.id|swiftProperty }}.accessibilityLabel ={% if control.accessibilityLabel != control.label %} String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% elif control.label %} String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}
                    {{ control.id|swiftProperty }}.useHaptics = {{ control.haptics }}
        {% elif control.type == "checkboxGroup" %}
                    {{ control.id|swiftProperty }} = SparkUICheckboxGroup<{{ control.id|swiftTypeName:"Item" }}>(theme: theme, items: [
        {% for item in control.items %}
                        CheckboxGroupUIItem(id: .{{ item.id|swiftItem }}, text:{% if item.label %} String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.label", defaultValue: {{ item.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} ""{% endif %}, isEnabled: {{ item.enabled }}),
        {% endfor %}
                    ])
        {% for item in control.items %}
        {% if item.accessibilityLabel != item.label %}
                    {{ control.id|swiftProperty }}.checkboxes[{{ forloop.counter0 }}].accessibilityLabel = String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.accessibilityLabel", defaultValue: {{ item.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% endfor %}
                    {{ control.id|swiftProperty }}.intent = .{{ control.intent }}
                    {{ control.id|swiftProperty }}.axis = .{{ control.axis }}
                    {{ control.id|swiftProperty }}.accessibilityContainerType = .semanticGroup
                    {{ control.id|swiftProperty }}.accessibilityLabel ={% if control.accessibilityLabel %}{% if control.accessibilityLabel != control.label %} String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% elif control.label %} String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}{% else %}{% if control.title %} String(localized: "{{ form.id }}.{{ control.id }}.title", defaultValue: {{ control.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}{% endif %}
                    {{ control.id|swiftProperty }}.setSelectedIDs({{ control.id|swiftTypeName:"Item" }}.allCases.filter(values.{{ control.id|swiftName }}.contains), animated: false)
        {% elif control.type == "radioButton" %}
                    {{ control.id|swiftProperty }} = SparkUIRadioButton(theme: theme)
                    {{ control.id|swiftProperty }}.text ={% if control.label %} String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}
                    {{ control.id|swiftProperty }}.intent = .{{ control.intent }}
                    {{ control.id|swiftProperty }}.setIsSelected(values.{{ control.id|swiftName }}, animated: false)
        {% if control.accessibilityLabel != control.label %}
                    {{ control.id|swiftProperty }}.accessibilityLabel = String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% elif control.type == "radioGroup" %}
                    {{ control.id|swiftProperty }} = SparkUIRadioGroup<{{ control.id|swiftTypeName:"Item" }}>(theme: theme, items: [
        {% for item in control.items %}
                        RadioGroupUIItem(id: .{{ item.id|swiftItem }}, text:{% if item.label %} String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.label", defaultValue: {{ item.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} ""{% endif %}, isEnabled: {{ item.enabled }}),
        {% endfor %}
                    ])
        {% for item in control.items %}
        {% if item.accessibilityLabel != item.label %}
                    {{ control.id|swiftProperty }}.radioButtons[{{ forloop.counter0 }}].accessibilityLabel = String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.accessibilityLabel", defaultValue: {{ item.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% endfor %}
                    {{ control.id|swiftProperty }}.intent = .{{ control.intent }}
                    {{ control.id|swiftProperty }}.axis = .{{ control.axis }}
                    {{ control.id|swiftProperty }}.accessibilityContainerType = .semanticGroup
                    {{ control.id|swiftProperty }}.accessibilityLabel ={% if control.accessibilityLabel %}{% if control.accessibilityLabel != control.label %} String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% elif control.label %} String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}{% else %}{% if control.title %} String(localized: "{{ form.id }}.{{ control.id }}.title", defaultValue: {{ control.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}{% endif %}
                    {{ control.id|swiftProperty }}.setSelectedID(values.{{ control.id|swiftName }}, animated: false)
        {% elif control.type == "sparkCheckbox" %}
                    {{ control.id|swiftProperty }} = SparkUICheckbox(theme: theme)
                    {{ control.id|swiftProperty }}.text ={% if control.label %} String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}
                    {{ control.id|swiftProperty }}.intent = .{{ control.intent }}
                    switch values.{{ control.id|swiftName }} {
                    case .selected: {{ control.id|swiftProperty }}.setSelectionState(.selected, animated: false)
                    case .unselected: {{ control.id|swiftProperty }}.setSelectionState(.unselected, animated: false)
                    case .indeterminate: {{ control.id|swiftProperty }}.setSelectionState(.indeterminate, animated: false)
                    }
        {% if control.accessibilityLabel != control.label %}
                    {{ control.id|swiftProperty }}.accessibilityLabel = String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% elif control.type == "toggle" %}
                    {{ control.id|swiftProperty }} = SparkUISwitch(theme: theme)
                    {{ control.id|swiftProperty }}.text ={% if control.label %} String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %} nil{% endif %}
                    {{ control.id|swiftProperty }}.setOn(values.{{ control.id|swiftName }}, animated: false)
        {% if control.accessibilityLabel != control.label %}
                    {{ control.id|swiftProperty }}.accessibilityLabel = String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% else %}
                    {{ control.id|swiftProperty }} = UIView() // a {{ control.type }}: make it here
        {% endif %}
        {% endfor %}
                    views = [
        {% for control in form.controls %}
                        {{ control.id|swiftProperty }},
        {% endfor %}
                    ]
        {% for control in form.controls %}
        {% if control.type == "calendar" %}
                    {{ control.id|swiftProperty }}.delegate = self
                    show([
        {% for date in control.dates %}
        {% if date.extensions %}
                        RVS_CalendarInput.DateItem(
                            {{ date.date|dateItemArguments }}, isEnabled: {{ date.enabled }}, isSelected:{% if date.enabled or date.selected %} values.{{ control.id|swiftName }}.contains({{ date.date|swiftString }}){% else %} false{% endif %},
                            refCon: {{ date.extensions|swiftExtensions:5 }} as [String: ExtensionValue]
                        ),
        {% else %}
                        RVS_CalendarInput.DateItem({{ date.date|dateItemArguments }}, isEnabled: {{ date.enabled }}, isSelected:{% if date.enabled or date.selected %} values.{{ control.id|swiftName }}.contains({{ date.date|swiftString }}){% else %} false{% endif %}),
        {% endif %}
        {% endfor %}
                    ], on: {{ control.id|swiftProperty }})
        {% elif control.type == "checkbox" or control.type == "checkboxGroup" or control.type == "radioButton" or control.type == "radioGroup" or control.type == "sparkCheckbox" or control.type == "toggle" %}
                    {{ control.id|swiftProperty }}.addAction(UIAction { [weak self] _ in self?.valuesChanged() }, for: .valueChanged)
        {% endif %}
        {% endfor %}
                    showLogic()
                }

                /// A person's answers, read from the controls.
                public var values: Values {
                    var values = Values.initial
        {% for control in form.controls %}
        {% if control.type == "calendar" %}
                    values.{{ control.id|swiftName }} = selectedDates(of: {{ control.id|swiftProperty }})
        {% elif control.type == "checkbox" %}
        {% if control.threeState %}
                    switch {{ control.id|swiftProperty }}.checkboxState {
                    case .on: values.{{ control.id|swiftName }} = .on
                    case .off: values.{{ control.id|swiftName }} = .off
                    case .clear: values.{{ control.id|swiftName }} = .clear
                    }
        {% else %}
                    values.{{ control.id|swiftName }} = {{ control.id|swiftProperty }}.isOn
        {% endif %}
        {% elif control.type == "checkboxGroup" %}
                    values.{{ control.id|swiftName }} = Set({{ control.id|swiftProperty }}.selectedIDs)
        {% elif control.type == "radioButton" %}
                    values.{{ control.id|swiftName }} = {{ control.id|swiftProperty }}.isSelected
        {% elif control.type == "radioGroup" %}
                    values.{{ control.id|swiftName }} = {{ control.id|swiftProperty }}.selectedID
        {% elif control.type == "sparkCheckbox" %}
                    switch {{ control.id|swiftProperty }}.selectionState {
                    case .selected: values.{{ control.id|swiftName }} = .selected
                    case .unselected: values.{{ control.id|swiftName }} = .unselected
                    case .indeterminate: values.{{ control.id|swiftName }} = .indeterminate
                    }
        {% elif control.type == "toggle" %}
                    values.{{ control.id|swiftName }} = {{ control.id|swiftProperty }}.isOn
        {% else %}
                    values.{{ control.id|swiftName }} = Values.initial.{{ control.id|swiftName }} // a {{ control.type }}: read it here
        {% endif %}
        {% endfor %}
                    return values
                }

                /// Shows `values` on the controls, and the form's logic for them, without a haptic and without
                /// calling `onChange`.
                public func apply(_ values: Values) {
        {% for control in form.controls %}
        {% if control.type == "calendar" %}
                    show([
        {% for date in control.dates %}
        {% if date.extensions %}
                        RVS_CalendarInput.DateItem(
                            {{ date.date|dateItemArguments }}, isEnabled: {{ date.enabled }}, isSelected:{% if date.enabled or date.selected %} values.{{ control.id|swiftName }}.contains({{ date.date|swiftString }}){% else %} false{% endif %},
                            refCon: {{ date.extensions|swiftExtensions:5 }} as [String: ExtensionValue]
                        ),
        {% else %}
                        RVS_CalendarInput.DateItem({{ date.date|dateItemArguments }}, isEnabled: {{ date.enabled }}, isSelected:{% if date.enabled or date.selected %} values.{{ control.id|swiftName }}.contains({{ date.date|swiftString }}){% else %} false{% endif %}),
        {% endif %}
        {% endfor %}
                    ], on: {{ control.id|swiftProperty }})
        {% elif control.type == "checkbox" %}
        {% if control.threeState %}
                    switch values.{{ control.id|swiftName }} {
                    case .on: {{ control.id|swiftProperty }}.setState(.on, animated: false)
                    case .off: {{ control.id|swiftProperty }}.setState(.off, animated: false)
                    case .clear: {{ control.id|swiftProperty }}.setState(.clear, animated: false)
                    }
        {% else %}
                    {{ control.id|swiftProperty }}.setState(values.{{ control.id|swiftName }} ? .on : .off, animated: false)
        {% endif %}
        {% elif control.type == "checkboxGroup" %}
                    {{ control.id|swiftProperty }}.setSelectedIDs({{ control.id|swiftTypeName:"Item" }}.allCases.filter(values.{{ control.id|swiftName }}.contains), animated: false)
        {% elif control.type == "radioButton" %}
                    {{ control.id|swiftProperty }}.setIsSelected(values.{{ control.id|swiftName }}, animated: false)
        {% elif control.type == "radioGroup" %}
                    {{ control.id|swiftProperty }}.setSelectedID(values.{{ control.id|swiftName }}, animated: false)
        {% elif control.type == "sparkCheckbox" %}
                    switch values.{{ control.id|swiftName }} {
                    case .selected: {{ control.id|swiftProperty }}.setSelectionState(.selected, animated: false)
                    case .unselected: {{ control.id|swiftProperty }}.setSelectionState(.unselected, animated: false)
                    case .indeterminate: {{ control.id|swiftProperty }}.setSelectionState(.indeterminate, animated: false)
                    }
        {% elif control.type == "toggle" %}
                    {{ control.id|swiftProperty }}.setOn(values.{{ control.id|swiftName }}, animated: false)
        {% endif %}
        {% endfor %}
                    showLogic()
                }

                /// Shows the form's logic for the answers, then tells `onChange` them, after a person changed a
                /// control.
                private func valuesChanged() {
                    showLogic()
                    onChange?(values)
                }
        {% if hasControlType.calendar %}

                /// The dates given to each calendar that it has not taken yet, oldest first.
                private var datesNotYetTaken: [ObjectIdentifier: [[any RVS_CalendarInputDateItemProtocol]]] = [:]

                /// Gives `calendar` its dates, which it takes on the main queue's next turn
                /// (`RVS_CalendarInput.setupData`): they are its dates until then.
                private func show(_ dates: [any RVS_CalendarInputDateItemProtocol], on calendar: RVS_CalendarInput) {
                    calendar.setupData = dates
                    let key = ObjectIdentifier(calendar)
                    datesNotYetTaken[key, default: []].append(dates)
                    DispatchQueue.main.async { [weak self] in self?.datesNotYetTaken[key]?.removeFirst() }
                }

                /// The dates selected on `calendar`: among those it was last given until it has
                /// taken them, then among those it shows, which a person's taps change.
                private func selectedDates(of calendar: RVS_CalendarInput) -> Set<FormDate> {
                    let dates = datesNotYetTaken[ObjectIdentifier(calendar)]?.last ?? calendar.data
                    return Set(dates.filter(\.isSelected).map { FormDate(year: $0.year, month: $0.month, day: $0.day) })
                }
        {% endif %}
        {% if hasControlType.checkbox %}

                /// `checkbox` with `label` to its right, on a row a tap on which, beside the box, is a tap
                /// on the box while it is enabled: the box takes the state a touch gives it (`nextState`)
                /// and sends the actions a touch sends (`RVS_Checkbox.endTracking`), so `onChange` is told.
                private static func makeCheckboxRow(_ checkbox: RVS_Checkbox, beside label: UILabel?) -> UIControl {
                    let row = UIControl()
                    let text = label ?? UILabel()
                    for view in [checkbox, text] as [UIView] {
                        view.translatesAutoresizingMaskIntoConstraints = false
                        row.addSubview(view)
                    }
                    let shortest = row.heightAnchor.constraint(equalToConstant: 0)
                    shortest.priority = .fittingSizeLevel
                    NSLayoutConstraint.activate([
                        checkbox.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                        checkbox.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                        checkbox.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor),
                        text.leadingAnchor.constraint(equalTo: checkbox.trailingAnchor, constant: 8),
                        text.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                        text.topAnchor.constraint(equalTo: row.topAnchor),
                        text.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                        shortest,
                    ])
                    row.addAction(
                        UIAction { [weak checkbox] _ in
                            guard let checkbox, checkbox.isEnabled else { return }
                            checkbox.checkboxState = checkbox.nextState
                            checkbox.sendActions(for: .valueChanged)
                            checkbox.sendActions(for: .primaryActionTriggered)
                        }, for: .touchUpInside)
                    return row
                }
        {% endif %}

                /// Whether the answers can be submitted: no shown control has an issue (`Values.canSubmit`).
                public var canSubmit: Bool { values.canSubmit }

                /// The person tries to submit: from now on, `formView` shows each control's issue under it.
                /// Returns whether the answers can be submitted.
                @discardableResult
                public func attemptSubmit() -> Bool {
                    showsIssues = true
                    showLogic()
                    return canSubmit
                }

                /// Shows the form's logic for the answers the controls hold, as `Values` decides it: each
                /// control hidden or shown, enabled or not, marked required or not, and its issue once
                /// `showsIssues`.
                private func showLogic() {
        {% if form.controls %}
                    let values = self.values
                    let issues = showsIssues ? Self.messages(of: values.issues(bundle: bundle)) : [:]
        {% endif %}
        {% for control in form.controls %}
                    showLogic(of: .{{ control.id|swiftName }}, on: {{ control.id|swiftProperty }}, values, issues)
        {% if control.type == "calendar" %}
                    {{ control.id|swiftProperty }}.isUserInteractionEnabled = values.isEnabled(Control.{{ control.id|swiftName }})
        {% elif control.type == "checkboxGroup" or control.type == "radioGroup" %}
                    for (index, item) in {{ control.id|swiftTypeName:"Item" }}.allCases.enumerated() {
                        {{ control.id|swiftProperty }}.{% if control.type == "checkboxGroup" %}checkboxes{% else %}radioButtons{% endif %}[index].isEnabled = values.isEnabled(item)
                        {{ control.id|swiftProperty }}.{% if control.type == "checkboxGroup" %}checkboxes{% else %}radioButtons{% endif %}[index].accessibilityHint = {{ control.id|swiftProperty }}.accessibilityHint
                    }
        {% elif control.type == "checkbox" or control.type == "radioButton" or control.type == "sparkCheckbox" or control.type == "toggle" %}
                    {{ control.id|swiftProperty }}.isEnabled = values.isEnabled(Control.{{ control.id|swiftName }})
        {% endif %}
        {% if control.type == "checkboxGroup" and control.title or control.type == "radioGroup" and control.title %}
                    labels.{{ control.id|swiftName:"Title" }}.isEnabled = values.isEnabled(Control.{{ control.id|swiftName }})
        {% endif %}
        {% if control.type == "calendar" and control.label or control.type == "checkbox" and control.label or control.type == "checkboxGroup" and control.label or control.type == "radioGroup" and control.label %}
                    labels.{{ control.id|swiftName:"Label" }}.isEnabled = values.isEnabled(Control.{{ control.id|swiftName }})
        {% endif %}
        {% endfor %}
                }

                /// Shows on `view`, the component of `control`, and on its field in `formView` once it is made,
                /// whether `control` is shown and required, and its issue's message in `issues`.
                private func showLogic(of control: Control, on view: UIView, _ values: Values, _ issues: [String: String]) {
                    let isRequired = values.isRequired(control)
                    view.isHidden = !values.isVisible(control)
                    view.accessibilityHint = isRequired ? requiredHint : nil
                    guard let field = fields[control] else { return }
                    field.view.isHidden = view.isHidden
                    field.mark.isHidden = !isRequired
                    field.issue.text = issues[control.rawValue]
                    field.issue.isHidden = field.issue.text == nil
                }

                /// Each issue's message under its control's id.
                private static func messages(of issues: [FormIssue]) -> [String: String] {
                    Dictionary(issues.map { ($0.control, $0.message) }) { first, _ in first }
                }

                /// The form laid out (`formView`): the title, then the controls of `views` in the form's
                /// order, each with the labels of its texts, one under the other.
                private func layOut() -> UIStackView {
                    let form = UIStackView(arrangedSubviews: [
        {% if form.title %}
                        labels.title,
        {% endif %}
        {% for control in form.controls %}
        {% if control.type == "checkbox" %}
                        field(.{{ control.id|swiftName }}, Self.makeCheckboxRow({{ control.id|swiftProperty }}, beside: {% if control.label %}labels.{{ control.id|swiftName:"Label" }}{% else %}nil{% endif %})),
        {% elif control.type == "calendar" and control.label %}
                        field(.{{ control.id|swiftName }}, Self.makeColumn([labels.{{ control.id|swiftName:"Label" }}, {{ control.id|swiftProperty }}])),
        {% elif control.type == "checkboxGroup" and control.title or control.type == "checkboxGroup" and control.label or control.type == "radioGroup" and control.title or control.type == "radioGroup" and control.label %}
                        field(.{{ control.id|swiftName }}, Self.makeColumn([{% if control.title %}labels.{{ control.id|swiftName:"Title" }}, {% endif %}{% if control.label %}labels.{{ control.id|swiftName:"Label" }}, {% endif %}{{ control.id|swiftProperty }}])),
        {% else %}
                        field(.{{ control.id|swiftName }}, {{ control.id|swiftProperty }}),
        {% endif %}
        {% endfor %}
                    ])
                    form.axis = .vertical
                    form.spacing = 16
                    showLogic()
                    return form
                }
        {% if hasControlType.calendar or hasControlType.checkboxGroup or hasControlType.radioGroup %}

                /// `views` one under the other, 8 points apart: a control under its title and its label.
                private static func makeColumn(_ views: [UIView]) -> UIStackView {
                    let column = UIStackView(arrangedSubviews: views)
                    column.axis = .vertical
                    column.spacing = 8
                    return column
                }
        {% endif %}

                /// A control's place in `formView`: the control with its labels, the mark of a required
                /// control beside them, the message of its issue under them.
                private struct Field {
                    /// The whole field, hidden while its control is.
                    let view: UIView
                    /// An asterisk, shown while the control is required (VoiceOver hears the control's hint).
                    let mark: UILabel
                    /// The message of the control's issue, shown once `showsIssues`.
                    let issue: UILabel
                }

                /// `content`, the control `control` with its labels, in its field, kept in `fields` for
                /// `showLogic()`.
                private func field(_ control: Control, _ content: UIView) -> UIView {
                    let mark = Self.makeLabel("*", style: .body)
                    let issue = Self.makeLabel("", style: .footnote)
                    issue.textColor = .systemRed
                    issue.isAccessibilityElement = true
                    let row = UIStackView(arrangedSubviews: [content, mark])
                    row.alignment = .top
                    row.spacing = 4
                    let field = UIStackView(arrangedSubviews: [row, issue])
                    field.axis = .vertical
                    field.spacing = 4
                    fields[control] = Field(view: field, mark: mark, issue: issue)
                    return field
                }

                /// A label of `text` in the Dynamic Type style `style`, on as many lines as it needs, which
                /// VoiceOver does not read: the control it labels is read with its accessibility label.
                private static func makeLabel(_ text: String, style: UIFont.TextStyle) -> UILabel {
                    let label = UILabel()
                    label.text = text
                    label.font = UIFont.preferredFont(forTextStyle: style)
                    label.adjustsFontForContentSizeCategory = true
                    label.numberOfLines = 0
                    label.isAccessibilityElement = false
                    return label
                }

                /// The texts of the form `{{ form.id }}` that a person reads and no component draws,
                /// read from the strings table: its title, a checkbox's or a calendar's label, a group's
                /// title and label.
                public struct Texts: Sendable {
        {% if form.title %}
                    /// The title of the form.
                    public let title: String
        {% endif %}
        {% for control in form.controls %}
        {% if control.type == "checkbox" or control.type == "calendar" %}
        {% if control.label %}
                    /// The label of the {{ control.type }} `{{ control.id }}`.
                    public let {{ control.id|swiftName:"Label" }}: String
        {% endif %}
        {% elif control.type == "checkboxGroup" or control.type == "radioGroup" %}
        {% if control.title %}
                    /// The title of the {{ control.type }} `{{ control.id }}`.
                    public let {{ control.id|swiftName:"Title" }}: String
        {% endif %}
        {% if control.label %}
                    /// The label of the {{ control.type }} `{{ control.id }}`.
                    public let {{ control.id|swiftName:"Label" }}: String
        {% endif %}
        {% endif %}
        {% endfor %}

                    /// Reads the texts from the strings table of `bundle`.
                    public init(bundle: Bundle = .main) {
        {% if form.title %}
                        title = String(localized: "{{ form.id }}.title", defaultValue: {{ form.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the form '{{ form.id }}'.")
        {% endif %}
        {% for control in form.controls %}
        {% if control.type == "checkbox" or control.type == "calendar" %}
        {% if control.label %}
                        {{ control.id|swiftName:"Label" }} = String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% elif control.type == "checkboxGroup" or control.type == "radioGroup" %}
        {% if control.title %}
                        {{ control.id|swiftName:"Title" }} = String(localized: "{{ form.id }}.{{ control.id }}.title", defaultValue: {{ control.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% if control.label %}
                        {{ control.id|swiftName:"Label" }} = String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'.")
        {% endif %}
        {% endif %}
        {% endfor %}
                    }
                }

                /// A `UILabel` showing each of the `Texts`, as `formView` places it: restyle them before
                /// `formView` is shown, if need be.
                @MainActor
                public struct Labels {
        {% if form.title %}
                    /// Shows the title of the form, a heading.
                    public let title: UILabel
        {% endif %}
        {% for control in form.controls %}
        {% if control.type == "checkbox" or control.type == "calendar" %}
        {% if control.label %}
                    /// Shows the label of the {{ control.type }} `{{ control.id }}`.
                    public let {{ control.id|swiftName:"Label" }}: UILabel
        {% endif %}
        {% elif control.type == "checkboxGroup" or control.type == "radioGroup" %}
        {% if control.title %}
                    /// Shows the title of the {{ control.type }} `{{ control.id }}`.
                    public let {{ control.id|swiftName:"Title" }}: UILabel
        {% endif %}
        {% if control.label %}
                    /// Shows the label of the {{ control.type }} `{{ control.id }}`.
                    public let {{ control.id|swiftName:"Label" }}: UILabel
        {% endif %}
        {% endif %}
        {% endfor %}

                    init(_ texts: Texts) {
        {% if form.title %}
                        title = FormControls.makeLabel(texts.title, style: .title2)
                        title.isAccessibilityElement = true
                        title.accessibilityTraits = .header
        {% endif %}
        {% for control in form.controls %}
        {% if control.type == "checkbox" or control.type == "calendar" %}
        {% if control.label %}
                        {{ control.id|swiftName:"Label" }} = FormControls.makeLabel(texts.{{ control.id|swiftName:"Label" }}, style: .body)
        {% endif %}
        {% elif control.type == "checkboxGroup" or control.type == "radioGroup" %}
        {% if control.title %}
                        {{ control.id|swiftName:"Title" }} = FormControls.makeLabel(texts.{{ control.id|swiftName:"Title" }}, style: .headline)
        {% endif %}
        {% if control.label %}
                        {{ control.id|swiftName:"Label" }} = FormControls.makeLabel(texts.{{ control.id|swiftName:"Label" }}, style: .body)
        {% endif %}
        {% endif %}
        {% endfor %}
                    }
                }
            }
        }
        {% if hasControlType.calendar %}

        extension {{ form.id|swiftTypeName:"Form" }}.FormControls: @preconcurrency RVS_CalendarInputDelegate {
            /// Tells `onChange` the answers after a person selected or deselected a date (a
            /// read-only calendar tells its delegate too, though it changes nothing).
            public func calendarInput(
                _ calendar: RVS_CalendarInput, dateItemChanged _: any RVS_CalendarInputDateItemProtocol,
                dateButton _: RVS_CalendarInput.DayButton?
            ) {
                if !calendar.readOnlyMode { valuesChanged() }
            }
        }
        {% endif %}
        {% for control in form.controls %}
        {% if control.type == "checkboxGroup" or control.type == "radioGroup" %}

        extension {{ form.id|swiftTypeName:"Form" }}.{{ control.id|swiftTypeName:"Item" }}: CustomStringConvertible {
            /// The item's id, by which Spark's group tells its items apart.
            public var description: String { rawValue }
        }
        {% endif %}
        {% endfor %}

        """#
}
