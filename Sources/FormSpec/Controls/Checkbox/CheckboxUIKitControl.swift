extension CheckboxDefinition {
    /// An `RVS_Checkbox` (3.x): images before `isThreeState` and `useOffImageForClear`, whose
    /// setters the images' setters override, and the state last. An image is an asset
    /// (`UIImage(named:)`) or an SF Symbol (`UIImage(systemName:)`).
    ///
    /// Building it fires no haptic: RVS_Checkbox 3.0.5 ticks on every assignment of
    /// `checkboxState` while it has a feedback generator (`RVS_Checkbox.swift` :293-298, twice for
    /// a two-state box declared off), so haptics are off until the box is built, and the state is
    /// set with `setState(_:animated:)`, which changes it without one (:496-525) and sends no
    /// action (only a person's touch sends `.valueChanged`, :631-639): `apply(_:)` sets it so too.
    /// The box draws no text: `formView` puts its label to its right, on a row that passes a tap
    /// on the label to the box.
    /// A two-state box's answer is whether it is on; a three-state one's, its state, whose cases
    /// are RVS_Checkbox's `States`'.
    static let uikitControl = UIKitControl(
        component: "RVS_Checkbox", module: "RVS_Checkbox", takesTheme: false,
        make: { lines in
            let box = model(in: lines.control.bodyBox)
            let p = lines.property
            lines.line(p + " = RVS_Checkbox(frame: .zero)")
            lines.line(p + ".useHaptics = false")
            if box.appearance == .custom {
                let original = box.images.rendering == .original ? "?.withRenderingMode(.alwaysOriginal)" : ""
                for (name, image) in [
                    ("onImage", box.images.on), ("offImage", box.images.off), ("clearImage", box.images.clear),
                ] {
                    guard let image else { continue }
                    lines.line(p + "." + name + " = " + literal(of: image) + original)
                }
            } else {
                lines.line(p + ".isUsingSFSymbols = true")
            }
            lines.line(p + ".isThreeState = " + (box.threeState ? "true" : "false"))
            lines.line(p + ".useOffImageForClear = " + (box.useOffImageForClear ? "true" : "false"))
            if let tint = box.tint {
                lines.line(p + ".tintColor = " + (UIKitLiteral.color(tint.canonical) ?? "nil"))
            }
            writeState(&lines, threeState: box.threeState)
            lines.line(p + ".accessibilityLabel = " + lines.localized(lines.texts.accessibilityLabel))
            lines.line(p + ".useHaptics = " + (box.haptics ? "true" : "false"))
        },
        read: { lines in
            guard model(in: lines.control.bodyBox).threeState else {
                return lines.line(lines.answer + " = " + lines.property + ".isOn")
            }
            lines.line("switch " + lines.property + ".checkboxState {")
            for state in CheckboxState.allCases {
                lines.line("case ." + state.rawValue + ": " + lines.answer + " = ." + state.rawValue)
            }
            lines.line("}")
        },
        show: { lines in writeState(&lines, threeState: model(in: lines.control.bodyBox).threeState) },
        layout: .besideItsLabel,
        members: """

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

            """)

    /// An image's literal.
    private static func literal(of image: CheckboxImage) -> String {
        switch image {
        case .named(let name): return UIKitLiteral.image(named: name)
        case .symbol(let name): return UIKitLiteral.image(symbol: name)
        }
    }

    /// The answer shown with `setState(_:animated: false)`: `.on` or `.off` for a two-state box,
    /// the state for a three-state one.
    private static func writeState(_ lines: inout UIKitLines, threeState: Bool) {
        guard threeState else {
            return lines.line(lines.property + ".setState(" + lines.answer + " ? .on : .off, animated: false)")
        }
        lines.line("switch " + lines.answer + " {")
        for state in CheckboxState.allCases {
            lines.line(
                "case ." + state.rawValue + ": " + lines.property + ".setState(." + state.rawValue
                    + ", animated: false)")
        }
        lines.line("}")
    }
}
