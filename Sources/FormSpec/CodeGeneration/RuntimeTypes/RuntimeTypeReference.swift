/// The Swift type of a value of the output schema, as a property of FormSpecRuntime writes it.
struct RuntimeTypeReference {
    /// The type as written: `[String: ExtensionValue]`, `PerHeader<Double>`, `FormColor?`.
    let text: String
    /// Whether the type is `Hashable` (a struct that holds extensions is only `Equatable`).
    let isHashable: Bool

    /// The optional of this type.
    var optional: RuntimeTypeReference {
        RuntimeTypeReference(text: text + "?", isHashable: isHashable)
    }

    /// An array of this type.
    var array: RuntimeTypeReference {
        RuntimeTypeReference(text: "[" + text + "]", isHashable: isHashable)
    }
}

extension RuntimeTypeReference {
    /// Any JSON object: `[String: ExtensionValue]`, as a control's `extensions`.
    static let extensions = RuntimeTypeReference(text: "[String: ExtensionValue]", isHashable: false)

    /// This declared type (`CalendarControl.Font`, `CalendarControl.PerHeader<Double>`) as written
    /// in `enclosing`: without the enclosing types they share (`Font` in `CalendarControl.Fonts`).
    func relative(to enclosing: String?) -> RuntimeTypeReference {
        guard let enclosing else { return self }
        let name = text.prefix { $0 != "<" }
        let components = name.split(separator: ".")
        let outer = enclosing.split(separator: ".")
        var shared = 0
        while shared < outer.count, shared < components.count - 1, components[shared] == outer[shared] { shared += 1 }
        return RuntimeTypeReference(
            text: components[shared...].joined(separator: ".") + text.dropFirst(name.count), isHashable: isHashable)
    }
}
