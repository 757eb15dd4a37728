// A stand-in for Spark's selection controls, 2.2.2 (module SparkComponentSelectionControls): the
// UIKit API that control-rules.md §3 documents, and nothing more.
import Foundation
import SparkTheming
import UIKit

/// §3.1 `SelectionControlsIntent` (`CheckboxIntent`, `RadioButtonIntent`).
public enum SelectionControlsIntent: String, Sendable { case basic, error }
public typealias CheckboxIntent = SelectionControlsIntent
public typealias RadioButtonIntent = SelectionControlsIntent

/// §3.1 `SelectionControlsAxis`.
@frozen public enum SelectionControlsAxis: String, Sendable { case horizontal, vertical }

/// §3.1 `CheckboxSelectionState`.
@frozen public enum CheckboxSelectionState: Sendable { case selected, indeterminate, unselected }

/// §3.1 `SelectionControlsGroupUIItem<ID>`: two inits, each sets one of text and attributedText.
public struct SelectionControlsGroupUIItem<ID: Equatable & Hashable & CustomStringConvertible> {
    public var id: ID
    public var text: String?
    public var attributedText: NSAttributedString?
    public var isEnabled: Bool
    public init(id: ID, text: String, isEnabled: Bool = true) {
        self.id = id
        self.text = text
        self.isEnabled = isEnabled
    }
    public init(id: ID, attributedText: NSAttributedString, isEnabled: Bool = true) {
        self.id = id
        self.attributedText = attributedText
        self.isEnabled = isEnabled
    }
}
public typealias CheckboxGroupUIItem = SelectionControlsGroupUIItem
public typealias RadioGroupUIItem = SelectionControlsGroupUIItem

/// §3.2 `SparkUICheckbox`.
public final class SparkUICheckbox: UIControl {
    public var theme: any Theme
    public var intent: CheckboxIntent = .basic
    public var text: String?
    public var attributedText: NSAttributedString?
    public var selectionState: CheckboxSelectionState = .unselected
    public var isSelected = false
    public init(theme: any Theme) {
        self.theme = theme
        super.init(frame: .zero)
    }
}

/// §3.3 `SelectionControlsGroup<ID>`, the base of both groups: theme, intent, axis.
public class SelectionControlsGroup<ID: Equatable & Hashable & CustomStringConvertible>: UIControl {
    public var theme: any Theme
    public var intent: SelectionControlsIntent = .basic
    public var axis: SelectionControlsAxis = .vertical
    public init(theme: any Theme) {
        self.theme = theme
        super.init(frame: .zero)
    }
}

/// §3.3 `SparkUICheckboxGroup<ID>`.
public final class SparkUICheckboxGroup<ID: Equatable & Hashable & CustomStringConvertible>: SelectionControlsGroup<ID>
{
    public var items: [CheckboxGroupUIItem<ID>] = []
    public var selectedIDs: [ID] = []
    /// 2.2.2 `SparkUICheckboxGroup.swift` :75, one per item, in their order.
    public var checkboxes: [SparkUICheckbox] { [] }
    public convenience init(theme: any Theme, items: [CheckboxGroupUIItem<ID>]) {
        self.init(theme: theme)
        self.items = items
    }
}

/// §3.4 `SparkUIRadioButton`.
public final class SparkUIRadioButton: UIControl {
    public var theme: any Theme
    public var intent: RadioButtonIntent = .basic
    public var text: String?
    public var attributedText: NSAttributedString?
    public var isSelected = false
    public init(theme: any Theme) {
        self.theme = theme
        super.init(frame: .zero)
    }
}

/// §3.5 `SparkUIRadioGroup<ID>`.
public final class SparkUIRadioGroup<ID: Equatable & Hashable & CustomStringConvertible>: SelectionControlsGroup<ID> {
    public var items: [RadioGroupUIItem<ID>] = []
    public var selectedID: ID?
    /// 2.2.2 `SparkUIRadioGroup.swift` :58, one per item, in their order.
    public var radioButtons: [SparkUIRadioButton] { [] }
    public convenience init(theme: any Theme, items: [RadioGroupUIItem<ID>]) {
        self.init(theme: theme)
        self.items = items
    }
}

/// §3.6 `SparkUISwitch`.
public final class SparkUISwitch: UIControl {
    public var theme: any Theme
    public var isOn = false
    public var text: String?
    public var attributedText: NSAttributedString?
    public init(theme: any Theme) {
        self.theme = theme
        super.init(frame: .zero)
    }
}
