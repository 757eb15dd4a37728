/// A type FormSpecRuntime declares for a part of the output schema: a control's struct, the
/// struct of an object it holds, an enum of words, or the enum of a value that is a name or an
/// object of one member (a checkbox image).
struct RuntimeDeclaration {
    /// What the type is.
    enum Kind {
        /// A struct with a property per member of its JSON object, in the JSON's order.
        /// `parameter`: the generic parameter (with its constraint) that some members' type is.
        case structure(members: [RuntimeMember], parameter: String?)
        /// An enum of the words of a JSON enumeration, its raw values.
        case words([String])
        /// A JSON string (`case named(String)`) or an object of one string member `key`
        /// (`case key(String)`); `nameDoc` and `keyDoc` document the two cases.
        case nameOrObject(key: String, nameDoc: String?, keyDoc: String?)
    }

    /// The name in its enclosing type: `Colors`.
    let name: String
    /// The name with its enclosing types': `CalendarControl.Colors`.
    let qualifiedName: String
    /// The doc comment's text.
    let doc: String?
    /// The protocols it conforms to, as written after its name.
    let conformances: String
    let kind: Kind
}

/// A property of a struct FormSpecRuntime declares: a member of a JSON object.
struct RuntimeMember {
    /// The JSON key, which is the property's name.
    let key: String
    /// The Swift type, as written in the struct.
    let type: String
    /// The doc comment's text.
    let doc: String?
}
