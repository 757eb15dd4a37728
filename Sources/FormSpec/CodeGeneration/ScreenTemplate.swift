/// What a built-in template adds to the `swift` output to put the form on screen (`uikit`,
/// `swiftui`): the modules the file imports and an extension of the form's enum with the screen
/// type. The compiler writes both itself (a template engine is too slow for a large spec in a
/// build); `formspec templates print` shows a Stencil starting point of the same screen
/// (`Starters/`), which is not byte for byte the compiler's.
package protocol ScreenTemplate {
    /// The modules the file imports for `form`, besides `FormSpecRuntime`, in code-point order.
    static func imports(of form: FormModel) -> [String]

    /// Writes the screen of `form`, an extension of its enum, reading its texts from the strings
    /// table `stringsTable`.
    static func writeScreen(of form: FormModel, stringsTable: String, into output: inout OutputBuffer)

    /// The file the screens of every form of an output folder share, written once into it
    /// (`compile --output-dir`, `formspec templates support NAME`): its name and text; nil when
    /// the screens need none.
    static var supportFile: (name: String, text: String)? { get }
}

extension ScreenTemplate {
    static var supportFile: (name: String, text: String)? { nil }
}
