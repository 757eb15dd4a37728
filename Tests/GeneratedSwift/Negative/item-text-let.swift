// expect: cannot assign to property: 'text' is a 'let' constant
// A group item's id, text and attributedText are `let` in Spark 2.2.2: only isEnabled is var.
import SparkComponentSelectionControls

func rename(_ item: inout CheckboxGroupUIItem<String>) {
    item.text = "Renamed"
}
