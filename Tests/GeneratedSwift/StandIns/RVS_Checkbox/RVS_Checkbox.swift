// A stand-in for RVS_Checkbox 3.0.5: the API that control-rules.md §1.2–1.3 documents.
import UIKit

/// §1.1 `open class RVS_Checkbox: UISwitch`.
open class RVS_Checkbox: UISwitch {
    /// §1.2
    public enum States: Int {
        case off = -1
        case clear, on
    }
    open var checkboxState: States = .clear
    open var isUsingSFSymbols = true
    open var clearImage: UIImage?
    open var isThreeState = false
    open var useOffImageForClear = true
    open var useHaptics = true
    open var value: Int = 0
    /// §1.3 methods: changes the state without a haptic.
    open func setState(_ inState: States, animated inAnimated: Bool = false) { checkboxState = inState }
}
