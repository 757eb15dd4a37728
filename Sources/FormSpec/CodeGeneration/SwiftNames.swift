/// The Swift names generated code gives ids, and Swift literals of text.
///
/// An id (`^[A-Za-z][A-Za-z0-9_.-]*$`, ASCII only) is cut into words at `-`, `_` and `.`; the
/// first word keeps its letters, each later word starts with a capital (`accept-terms` →
/// `acceptTerms`, `step.2fa` → `step2fa`). Since an id starts with a letter and holds only ASCII
/// letters, digits and separators, the name is always a valid Swift identifier: it never starts
/// with a digit and never holds a character Swift refuses.
public enum SwiftNames {
    /// The name of a member (a control's `static let`, an item's `case`): lowerCamelCase, a
    /// Swift keyword in backticks (`` `default` ``), and a name Swift or the generated code keeps
    /// for itself (`self`, `init`, `deinit`, `subscript`, and the names in `reserved`) followed by `_`.
    public static func memberName(of id: String, reserved: Set<String> = []) -> String {
        var name = camelCase(id)
        if let first = name.first, first.isUppercase {
            name = first.lowercased() + name.dropFirst()
        }
        if unusableMembers.contains(name) || reserved.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`" + name + "`" : name
    }

    /// The name of a type made from an id and a suffix: UpperCamelCase (`event-signup` and
    /// `Form` → `EventSignupForm`).
    public static func typeName(of id: String, suffix: String) -> String {
        let name = camelCase(id)
        return (name.first.map { $0.uppercased() + name.dropFirst() } ?? "") + suffix
    }

    /// The `static let` of a control in its form's enum; `controls` and `form`, which the
    /// generated enum declares itself, get a `_`.
    public static func control(_ id: String) -> String {
        memberName(of: id, reserved: ["controls", "form"])
    }

    /// The `case` of an item in its group's enum; `allCases` and `rawValue`, which the enum has
    /// already, get a `_`.
    public static func item(_ id: String) -> String {
        memberName(of: id, reserved: ["allCases", "rawValue"])
    }

    /// The enum of a form (`event-signup` → `EventSignupForm`).
    public static func form(_ id: String) -> String {
        typeName(of: id, suffix: "Form")
    }

    /// The enum of a group's items (`toppings` → `ToppingsItem`).
    public static func items(ofGroup id: String) -> String {
        typeName(of: id, suffix: "Item")
    }

    /// `text` as a Swift string literal: quoted, with `\`, `"` and control characters escaped.
    public static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// The words of `id` joined, each after the first starting with a capital.
    private static func camelCase(_ id: String) -> String {
        var name = ""
        var capitalizeNext = false
        for character in id {
            if character == "-" || character == "_" || character == "." {
                capitalizeNext = !name.isEmpty
            } else {
                name += capitalizeNext ? character.uppercased() : String(character)
                capitalizeNext = false
            }
        }
        return name
    }

    /// Names that are not usable as members even in backticks, or that mean something else there.
    private static let unusableMembers: Set<String> = ["self", "init", "deinit", "subscript"]

    /// Swift's keywords, written in backticks when a name is one.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "enum", "extension", "fileprivate", "func", "import", "inout", "internal", "let",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is",
        "nil", "super", "throws", "true", "try", "await", "any", "some", "async", "consume", "copy", "discard", "each",
        "borrowing", "consuming", "macro", "package",
    ]
}
