/// What a built-in template adds to the `swift` output to put the form on screen (`uikit`,
/// `swiftui`): the modules the file imports and an extension of the form's enum with the screen
/// type. The compiler writes both itself (a template engine is too slow for a large spec in a
/// build); the same text as Stencil is what `formspec templates print` shows, and a test renders
/// it and checks that it gives the same bytes.
package protocol ScreenTemplate {
    /// The modules the file imports for `form`, besides `FormSpecRuntime`, in code-point order.
    static func imports(of form: FormModel) -> [String]

    /// Writes the screen of `form`, an extension of its enum, reading its texts from the strings
    /// table `stringsTable`.
    static func writeScreen(of form: FormModel, stringsTable: String, into output: inout OutputBuffer)

    /// Stencil lines that import the modules of ``imports(of:)``, in the same order: each line
    /// `import MODULE` within an `{% if %}` on the form's control types (`hasControlType`).
    static var importsTemplate: String { get }

    /// The Stencil text of ``writeScreen(of:stringsTable:into:)``; the strings table is the
    /// context's `stringsTable`.
    static var screenTemplate: String { get }

    /// The file the screens of every form of an output folder share, written once into it
    /// (`compile --output-dir`, `formspec templates support NAME`): its name and text; nil when
    /// the screens need none.
    static var supportFile: (name: String, text: String)? { get }
}

extension ScreenTemplate {
    static var supportFile: (name: String, text: String)? { nil }
}
