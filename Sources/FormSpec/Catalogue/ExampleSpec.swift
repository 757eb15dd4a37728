/// Builds the example specs of explanations, so that each shows only the controls it is about.
enum ExampleSpec {
    /// A whole spec around `controls` (the lines of the `controls:` list).
    static func form(_ controls: String) -> String {
        "formspec: 1\nid: example\ncontrols:\n" + controls + "\n"
    }
}
