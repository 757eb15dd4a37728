@testable import FormSpec

/// Reading a JSON document the compiler built (a schema), for the tests.
extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    var elements: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
