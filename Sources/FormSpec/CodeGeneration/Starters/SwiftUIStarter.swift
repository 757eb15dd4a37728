/// The `swiftui` template's screen as Stencil, for `formspec templates print swiftui`: a starting
/// point to copy and adapt, which renders code that builds against the components for every
/// sample and golden (`Tests/GeneratedSwift`), not the compiler's own writer (``SwiftUITemplate``):
/// a control of a type it does not know is its id as a `Text`.
enum SwiftUIStarter {
    /// The lines that import the modules the screen uses, after `import FormSpecRuntime`.
    static let imports = #"""
        {% if hasControlType.toggle or hasControlType.checkboxGroup or hasControlType.radioGroup or hasControlType.sparkCheckbox or hasControlType.radioButton %}
        import SparkComponentSelectionControls
        import SparkTheming
        {% endif %}
        import SwiftUI

        """#

    /// The screen, after the `swift` output's form.
    static let screen = #"""

        extension {{ form.id|swiftTypeName:"Form" }} {
            /// The form `{{ form.id }}` on screen: its controls in the spec's order, each bound to its answer.
            public struct FormView: SwiftUI.View {
                /// The person's answers, which the controls show and change.
                @Binding public var values: Values
        {% if hasControlType.toggle or hasControlType.checkboxGroup or hasControlType.radioGroup or hasControlType.sparkCheckbox or hasControlType.radioButton %}
                /// The Spark theme the selection controls are drawn with.
                private let theme: any Theme
        {% endif %}
                /// Whether each control's issue is shown under it: from the person's first attempt to submit.
                private let showsIssues: Bool
                /// The bundle whose strings table holds the translations of the texts.
                private let bundle: Bundle

                /// The form bound to `values`, each control's issue shown under it when `showsIssues`, its
                /// texts read from the strings table of `bundle`.
        {% if hasControlType.toggle or hasControlType.checkboxGroup or hasControlType.radioGroup or hasControlType.sparkCheckbox or hasControlType.radioButton %}
                public init(values: Binding<Values>, theme: any Theme, showsIssues: Bool = false, bundle: Bundle = .main) {
        {% else %}
                public init(values: Binding<Values>, showsIssues: Bool = false, bundle: Bundle = .main) {
        {% endif %}
                    _values = values
        {% if hasControlType.toggle or hasControlType.checkboxGroup or hasControlType.radioGroup or hasControlType.sparkCheckbox or hasControlType.radioButton %}
                    self.theme = theme
        {% endif %}
                    self.showsIssues = showsIssues
                    self.bundle = bundle
                }

                public var body: some SwiftUI.View {
        {% if form.controls %}
                    let issues = showsIssues ? FormSpecField.messages(of: values.issues(bundle: bundle)) : [:]
        {% endif %}
                    VStack(alignment: .leading, spacing: 16) {
        {% if form.title %}
                        Text(String(localized: "{{ form.id }}.title", defaultValue: {{ form.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the form '{{ form.id }}'."))
                            .font(.title2)
                            .accessibilityAddTraits(.isHeader)
        {% endif %}
        {% for control in form.controls %}
        {% if control.type == "calendar" %}
                        VStack(alignment: .leading, spacing: 8) {
        {% if control.label %}
                            Text(String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
                                .accessibilityHidden(true)
        {% endif %}
                            FormSpecCalendar(selection: $values.{{ control.id|swiftName }}, control: {{ form.id|swiftTypeName:"Form" }}.{{ control.id|swiftName }})
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityLabel({% if control.accessibilityLabel == control.label %}String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %}String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% endif %})
                        .modifier(field(.{{ control.id|swiftName }}, issues))
        {% elif control.type == "checkbox" %}
                        FormSpecCheckbox({% if control.threeState %}state{% else %}isOn{% endif %}: $values.{{ control.id|swiftName }}, control: {{ form.id|swiftTypeName:"Form" }}.{{ control.id|swiftName }}, label: {% if control.label %}String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %}nil{% endif %}, accessibilityLabel: {% if control.accessibilityLabel == control.label %}String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %}String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% endif %})
                        .modifier(field(.{{ control.id|swiftName }}, issues))
        {% elif control.type == "checkboxGroup" %}
                        VStack(alignment: .leading, spacing: 8) {
        {% if control.title %}
                            Text(String(localized: "{{ form.id }}.{{ control.id }}.title", defaultValue: {{ control.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
                                .accessibilityHidden(true)
        {% endif %}
        {% if control.label %}
                            Text(String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
                                .accessibilityHidden(true)
        {% endif %}
                            SparkCheckboxGroup(
                                theme: theme,
                                selectedIDs: $values.{{ control.id|swiftName }}.inCaseOrder,
                                items: [
        {% for item in control.items %}
        {% if item.accessibilityLabel == item.label %}
                                    SparkComponentSelectionControls.CheckboxGroupItem(id: {{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }}, title: String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.label", defaultValue: {{ item.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."), isEnabled: values.isEnabled({{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }})),
        {% else %}
                                    SparkComponentSelectionControls.CheckboxGroupItem(id: {{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }}, isEnabled: values.isEnabled({{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }})) {
                                        Text({% if item.label %}String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.label", defaultValue: {{ item.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %}verbatim: ""{% endif %}).accessibilityLabel(String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.accessibilityLabel", defaultValue: {{ item.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
                                    },
        {% endif %}
        {% endfor %}
                                ]
                            )
                            .sparkCheckboxIntent(.{{ control.intent }})
                            .sparkCheckboxGroupAxis(.{{ control.axis }})
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityLabel({% if control.accessibilityLabel %}{% if control.accessibilityLabel == control.label %}String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %}String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% endif %}{% else %}String(localized: "{{ form.id }}.{{ control.id }}.title", defaultValue: {{ control.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% endif %})
                        .modifier(field(.{{ control.id|swiftName }}, issues))
        {% elif control.type == "radioButton" %}
        {% if control.label %}
                        SparkRadioButton(String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."), theme: theme, isSelected: $values.{{ control.id|swiftName }})
        {% else %}
                        SparkRadioButton(theme: theme, isSelected: $values.{{ control.id|swiftName }})
        {% endif %}
                            .sparkRadioButtonIntent(.{{ control.intent }})
        {% if control.accessibilityLabel != control.label %}
                            .accessibilityLabel(String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
        {% endif %}
                            .modifier(field(.{{ control.id|swiftName }}, issues))
        {% elif control.type == "radioGroup" %}
                        VStack(alignment: .leading, spacing: 8) {
        {% if control.title %}
                            Text(String(localized: "{{ form.id }}.{{ control.id }}.title", defaultValue: {{ control.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
                                .accessibilityHidden(true)
        {% endif %}
        {% if control.label %}
                            Text(String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
                                .accessibilityHidden(true)
        {% endif %}
                            SparkRadioGroup(
                                theme: theme,
                                selectedID: $values.{{ control.id|swiftName }},
                                items: [
        {% for item in control.items %}
        {% if item.accessibilityLabel == item.label %}
                                    SparkComponentSelectionControls.RadioGroupItem(id: {{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }}, title: String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.label", defaultValue: {{ item.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."), isEnabled: values.isEnabled({{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }})),
        {% else %}
                                    SparkComponentSelectionControls.RadioGroupItem(id: {{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }}, isEnabled: values.isEnabled({{ control.id|swiftTypeName:"Item" }}.{{ item.id|swiftItem }})) {
                                        Text({% if item.label %}String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.label", defaultValue: {{ item.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %}verbatim: ""{% endif %}).accessibilityLabel(String(localized: "{{ form.id }}.{{ control.id }}.{{ item.id }}.accessibilityLabel", defaultValue: {{ item.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the item '{{ item.id }}' of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
                                    },
        {% endif %}
        {% endfor %}
                                ]
                            )
                            .sparkRadioButtonIntent(.{{ control.intent }})
                            .sparkRadioGroupAxis(.{{ control.axis }})
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityLabel({% if control.accessibilityLabel %}{% if control.accessibilityLabel == control.label %}String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% else %}String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% endif %}{% else %}String(localized: "{{ form.id }}.{{ control.id }}.title", defaultValue: {{ control.title|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The title of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."){% endif %})
                        .modifier(field(.{{ control.id|swiftName }}, issues))
        {% elif control.type == "sparkCheckbox" %}
        {% if control.label %}
                        SparkCheckbox(String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."), theme: theme, selectionState: $values.{{ control.id|swiftName }}.sparkSelectionState)
        {% else %}
                        SparkCheckbox(theme: theme, selectionState: $values.{{ control.id|swiftName }}.sparkSelectionState)
        {% endif %}
                            .sparkCheckboxIntent(.{{ control.intent }})
        {% if control.accessibilityLabel != control.label %}
                            .accessibilityLabel(String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
        {% endif %}
                            .modifier(field(.{{ control.id|swiftName }}, issues))
        {% elif control.type == "toggle" %}
        {% if control.label %}
                        SparkToggle(String(localized: "{{ form.id }}.{{ control.id }}.label", defaultValue: {{ control.label|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The label of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."), theme: theme, isOn: $values.{{ control.id|swiftName }})
        {% else %}
                        SparkToggle(theme: theme, isOn: $values.{{ control.id|swiftName }})
        {% endif %}
        {% if control.accessibilityLabel != control.label %}
                            .accessibilityLabel(String(localized: "{{ form.id }}.{{ control.id }}.accessibilityLabel", defaultValue: {{ control.accessibilityLabel|swiftString }}, table: {{ stringsTable|swiftString }}, bundle: bundle, comment: "The accessibility label (what VoiceOver reads) of the {{ control.type }} '{{ control.id }}' of the form '{{ form.id }}'."))
        {% endif %}
                            .modifier(field(.{{ control.id|swiftName }}, issues))
        {% else %}
                        Text(verbatim: {{ control.id|swiftString }}) // a {{ control.type }}: draw it here
                            .modifier(field(.{{ control.id|swiftName }}, issues))
        {% endif %}
        {% endfor %}
                    }
                }
        {% if form.controls %}

                /// How `control` obeys the form's logic for `values` (the support file's `FormSpecField`):
                /// shown or not, enabled or not, marked required, its issue's message from `issues` under it.
                private func field(_ control: Control, _ issues: [String: String]) -> FormSpecField {
                    FormSpecField(
                        isVisible: values.isVisible(control), isEnabled: values.isEnabled(control),
                        requiredHint: values.isRequired(control)
                            ? FormSpecField.requiredHint(table: {{ stringsTable|swiftString }}, bundle: bundle) : nil,
                        issue: issues[control.rawValue])
                }
        {% endif %}
            }
        }
        {% for control in form.controls %}
        {% if control.type == "checkboxGroup" or control.type == "radioGroup" %}

        extension {{ form.id|swiftTypeName:"Form" }}.{{ control.id|swiftTypeName:"Item" }}: CustomStringConvertible {
            /// The item's id, which Spark's groups show for it where they describe an id.
            public var description: String { rawValue }
        }
        {% endif %}
        {% endfor %}

        """#
}
