// expect: cannot convert value of type 'Binding<Bool>' to expected argument type 'Binding<CheckboxSelectionState>'
// Spark 2.2.2's SwiftUI SparkCheckbox binds a CheckboxSelectionState (selected, indeterminate, unselected), not a Bool.
import SparkComponentSelectionControls
import SparkTheming
import SwiftUI

struct Terms: View {
    let theme: any Theme
    @State private var accepted = false

    var body: some View {
        SparkCheckbox("Accept the terms", theme: theme, selectionState: $accepted)
    }
}
