/// What the `uikit` screen's `FormControls` adds so that an app shows every text a person reads:
/// `Texts`, those that no component draws (the form's title, a checkbox's or a calendar's label, a
/// group's title and label), read from the strings table; `Labels`, a `UILabel` of each; and
/// `formView`, the form laid out, each control with its labels as its type's ``UIKitLayout`` says.
enum UIKitFormView {
    /// The members of `FormControls` that hold them, after `views`.
    static let properties: StaticString = """
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

        """

    /// The first lines of `init`: the texts read, and their labels made.
    static let initLines: StaticString = """
                    let texts = Texts(bundle: bundle)
                    self.texts = texts
                    labels = Labels(texts)

        """

    /// Writes `layOut()`, the helpers it needs, `Texts` and `Labels`: after the class's other
    /// members.
    static func write(_ form: FormModel, _ lines: inout UIKitLines) {
        let title = SwiftUIScreenWriter.shown(form.titleText)
        var drawn: [(control: ControlModel, texts: [UIKitDrawnText])] = []
        for control in form.controls {
            lines.start(control)
            drawn.append((control, UIKitDrawnText.of(lines)))
        }
        writeLayOut(title: title, drawn, &lines)
        // Once per form with a control of a type that may need them, as the starting point writes them.
        let layouts = form.controls.map { control -> UIKitLayout in control.type.outputs.uikitControl.layout }
        if layouts.contains(.underItsTexts) { lines.output.append(makeColumn) }
        lines.output.append(field)
        lines.output.append(makeLabel)
        writeTexts(of: form, title: title, drawn, &lines)
        writeLabels(title: title, drawn, &lines)
    }

    /// `layOut()`: a vertical stack of the title's label and each control's row.
    private static func writeLayOut(
        title: LocalizedText?, _ drawn: [(control: ControlModel, texts: [UIKitDrawnText])], _ lines: inout UIKitLines
    ) {
        lines.output.append(layOutHeader)
        if title != nil { lines.output.append("                labels.title,\n" as StaticString) }
        for (control, texts) in drawn {
            lines.start(control)
            let views = texts.map { "labels." + $0.member }
            lines.output.append("                field(" as StaticString)
            lines.output.append(lines.controlCase)
            lines.output.append(", " as StaticString)
            switch control.type.outputs.uikitControl.layout {
            case .alone:
                lines.output.append(lines.property)
            case .besideItsLabel:
                lines.output.append(
                    "Self.makeCheckboxRow(" + lines.property + ", beside: " + (views.first ?? "nil") + ")")
            case .underItsTexts:
                lines.output.append(
                    views.isEmpty
                        ? lines.property
                        : "Self.makeColumn([" + (views + [lines.property]).joined(separator: ", ") + "])")
            }
            lines.output.append("),\n" as StaticString)
            lines.output.flushIfFull()
        }
        lines.output.append(layOutFooter)
    }

    /// `Texts`: a `String` per text, read in `init(bundle:)`.
    private static func writeTexts(
        of form: FormModel, title: LocalizedText?, _ drawn: [(control: ControlModel, texts: [UIKitDrawnText])],
        _ lines: inout UIKitLines
    ) {
        lines.output.append("\n        /// The texts of the form `" as StaticString)
        lines.output.append(form.id)
        lines.output.append(textsHeader)
        if title != nil {
            lines.output.append(
                "            /// The title of the form.\n            public let title: String\n" as StaticString)
        }
        for (control, texts) in drawn {
            for text in texts {
                member(text, of: control, type: "String", comment: "The ", into: &lines.output)
            }
        }
        lines.output.append(textsInit)
        if let title {
            lines.output.append("                title = " as StaticString)
            lines.output.append(lines.localized(title))
            lines.output.append(UInt8(ascii: "\n"))
        }
        for (_, texts) in drawn {
            for text in texts {
                lines.output.append("                " as StaticString)
                lines.output.append(text.member)
                lines.output.append(" = " as StaticString)
                lines.output.append(lines.localized(text.text))
                lines.output.append(UInt8(ascii: "\n"))
            }
            lines.output.flushIfFull()
        }
        lines.output.append("            }\n        }\n" as StaticString)
    }

    /// `Labels`: a `UILabel` per text, made by `makeLabel(_:style:)`; the title a heading (the
    /// labels of a disabled control are dimmed by `showLogic()`, ``UIKitFormLogic``).
    private static func writeLabels(
        title: LocalizedText?, _ drawn: [(control: ControlModel, texts: [UIKitDrawnText])], _ lines: inout UIKitLines
    ) {
        lines.output.append(labelsHeader)
        if title != nil {
            lines.output.append(
                "            /// Shows the title of the form, a heading.\n            public let title: UILabel\n"
                    as StaticString)
        }
        for (control, texts) in drawn {
            for text in texts {
                member(text, of: control, type: "UILabel", comment: "Shows the ", into: &lines.output)
            }
        }
        lines.output.append("\n            init(_ texts: Texts) {\n" as StaticString)
        if title != nil { lines.output.append(titleLabel) }
        for (_, texts) in drawn {
            for text in texts {
                lines.output.append("                " as StaticString)
                lines.output.append(text.member)
                lines.output.append(" = FormControls.makeLabel(texts." as StaticString)
                lines.output.append(text.member)
                lines.output.append(
                    text.role == .title ? ", style: .headline)\n" as StaticString : ", style: .body)\n")
            }
            lines.output.flushIfFull()
        }
        lines.output.append("            }\n        }\n" as StaticString)
    }

    /// A member of `Texts` or `Labels`, of `type`, with its comment, which starts with `comment`.
    private static func member(
        _ text: UIKitDrawnText, of control: ControlModel, type: String, comment: StaticString,
        into output: inout OutputBuffer
    ) {
        output.append("            /// " as StaticString)
        output.append(comment)
        output.append(text.role.rawValue)
        output.append(" of the " as StaticString)
        output.append(control.type.rawValue)
        output.append(" `" as StaticString)
        output.append(control.id)
        output.append("`.\n            public let " as StaticString)
        output.append(text.member)
        output.append(": " as StaticString)
        output.append(type)
        output.append(UInt8(ascii: "\n"))
    }

    private static let layOutHeader: StaticString = """

                /// The form laid out (`formView`): the title, then the controls of `views` in the form's
                /// order, each with the labels of its texts, one under the other.
                private func layOut() -> UIStackView {
                    let form = UIStackView(arrangedSubviews: [

        """

    private static let layOutFooter: StaticString = """
                    ])
                    form.axis = .vertical
                    form.spacing = 16
                    showLogic()
                    return form
                }

        """

    private static let makeColumn: StaticString = """

                /// `views` one under the other, 8 points apart: a control under its title and its label.
                private static func makeColumn(_ views: [UIView]) -> UIStackView {
                    let column = UIStackView(arrangedSubviews: views)
                    column.axis = .vertical
                    column.spacing = 8
                    return column
                }

        """

    private static let field: StaticString = """

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

        """

    private static let makeLabel: StaticString = """

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

        """

    private static let textsHeader: StaticString = """
        ` that a person reads and no component draws,
                /// read from the strings table: its title, a checkbox's or a calendar's label, a group's
                /// title and label.
                public struct Texts: Sendable {

        """

    private static let textsInit: StaticString = """

                    /// Reads the texts from the strings table of `bundle`.
                    public init(bundle: Bundle = .main) {

        """

    private static let labelsHeader: StaticString = """

                /// A `UILabel` showing each of the `Texts`, as `formView` places it: restyle them before
                /// `formView` is shown, if need be.
                @MainActor
                public struct Labels {

        """

    private static let titleLabel: StaticString = """
                        title = FormControls.makeLabel(texts.title, style: .title2)
                        title.isAccessibilityElement = true
                        title.accessibilityTraits = .header

        """
}
