// expect: initializer is inaccessible due to 'internal' protection level
// SelectionControlsGroup's init(theme:) is internal in Spark 2.2.2: only its subclasses' inits are public.
import SparkComponentSelectionControls
import SparkTheming
import UIKit

@MainActor func makeGroup(theme: any Theme) -> UIControl {
    SelectionControlsGroup<String>(theme: theme)
}
