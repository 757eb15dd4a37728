/// A JSON value of a String Catalog: objects keep their members in the order read, and
/// a number keeps the text it was written with, so that what FormSpec does not touch is written
/// back as it was.
package enum CatalogValue: Sendable, Equatable {
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null
    case array([CatalogValue])
    case object([Member])

    /// One member of an object.
    package struct Member: Sendable, Equatable {
        package var name: String
        package var value: CatalogValue

        package init(_ name: String, _ value: CatalogValue) {
            self.name = name
            self.value = value
        }
    }

    /// The text, if this is a string.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members, if this is an object.
    package var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether this is an array.
    package var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// A phrase naming the kind of value, for messages ("a string", "an object").
    package var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value of the member `name`, if this is an object that has it.
    package subscript(name: String) -> CatalogValue? {
        members?.first { $0.name == name }?.value
    }
}
