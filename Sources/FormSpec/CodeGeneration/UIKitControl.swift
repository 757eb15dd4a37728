/// What a control type adds to the built-in `uikit` screen, `FormControls`: the component that
/// shows it, the module that component is in, whether it is made with a Spark theme, its lines in
/// the class (``UIKitCode``) and how `formView` lays it out with its texts (``UIKitLayout``).
package struct UIKitControl: Sendable {
    /// The component's class, the type of the control's property (`SparkUICheckboxGroup<\(.items)>`).
    let component: SwiftAnswerCode
    /// The module to import for it.
    let module: String
    /// Whether the component is made with Spark's `theme`.
    let takesTheme: Bool
    /// The initialiser's lines that make the control as its spec says, showing the answer in
    /// `values`, before every property is set.
    let make: UIKitCode
    /// The initialiser's lines once every property is set: how a person's changes are heard.
    var connect: UIKitCode = UIKitControl.hearsValueChanged
    /// The lines of `values` that read the control's answer into `values`.
    let read: UIKitCode
    /// The lines of `apply(_:)` that show the answer in `values` without a haptic or an action.
    let show: UIKitCode
    /// The lines of `showLogic()` that enable the component as `values` (the answers, in scope)
    /// decide, once the screen's common lines have hidden or shown it and set its accessibility
    /// hint.
    var obey: UIKitCode = UIKitControl.enabledAsDecided
    /// How `formView` shows the control with the texts a person reads that its component does not
    /// draw.
    var layout: UIKitLayout = .alone
    /// Members of `FormControls` the controls of this type need, once per form; none when empty.
    var members = ""
    /// What follows `extension FORM.FormControls` once per form with a control of this type; none
    /// when empty.
    var controlsExtension = ""
    /// What follows `extension FORM.ITEMS` for each control of this type; none when empty.
    var itemsExtension = ""
}

/// Writes lines of a control in the `uikit` screen, each indented by twelve spaces, into the
/// ``UIKitLines`` of the control being written.
typealias UIKitCode = @Sendable (inout UIKitLines) -> Void

extension UIKitControl {
    /// A `UIControl`: enabled as `Values.isEnabled(_:)` says.
    static let enabledAsDecided: UIKitCode = { lines in
        lines.line(lines.property + ".isEnabled = " + lines.isEnabled)
    }

    /// A component that sends `.valueChanged` after a person changes it, never after a change
    /// made in code (read in each component's source): the class is told then.
    static let hearsValueChanged: UIKitCode = { lines in
        lines.line(
            "\(lines.property).addAction(UIAction { [weak self] _ in self?.valuesChanged() }, for: .valueChanged)")
    }
}
