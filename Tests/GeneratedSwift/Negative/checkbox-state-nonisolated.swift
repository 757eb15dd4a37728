// expect: main actor-isolated property 'checkboxState' can not be mutated from a nonisolated context
// RVS_Checkbox is a UISwitch, so a @MainActor UIView: its state is set on the main actor only.
import RVS_Checkbox

nonisolated func check(_ box: RVS_Checkbox) {
    box.checkboxState = .on
}
