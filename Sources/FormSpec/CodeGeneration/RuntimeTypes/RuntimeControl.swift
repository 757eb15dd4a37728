/// A control type as FormSpecRuntime declares it: its JSON `type`, the name of its Swift type, and
/// that type's use when it is a generic one's (`GroupControl<[String]>` for `CheckboxGroupControl`).
struct RuntimeControl {
    let type: String
    let name: String
    let use: RuntimeTypeReference
    /// The doc comment's text: the schema's description of the control.
    let doc: String?

    /// Whether `name` is a type alias of a generic type's use.
    var isAlias: Bool { use.text != name }

    /// The type alias of `name`, in the file of the generic type.
    var aliasLines: [String] {
        RuntimeDeclarationWriter.docLines(doc, indent: "") + ["public typealias \(name) = \(use.text)"]
    }
}
