/// The Swift names generated code gives ids, and Swift literals of text.
///
/// An id (`^[A-Za-z][A-Za-z0-9_.-]*$`, ASCII only) is cut into words at `-`, `_` and `.`; the
/// first word keeps its letters, each later word starts with a capital (`accept-terms` →
/// `acceptTerms`, `step.2fa` → `step2fa`). Since an id starts with a letter and holds only ASCII
/// letters, digits and separators, the name is always a valid Swift identifier: it never starts
/// with a digit and never holds a character Swift refuses.
package enum SwiftNames {
    /// The name of a member (a control's `static let`, an item's `case`): lowerCamelCase, a
    /// Swift keyword in backticks (`` `default` ``), and a name Swift or the generated code keeps
    /// for itself (`self`, `init`, `deinit`, `subscript`, and the names in `reserved`) followed by `_`.
    package static func memberName(of id: String, reserved: Set<String> = []) -> String {
        let name = camelCase(id, capitalized: false)
        if !reserved.isEmpty, reserved.contains(name) { return name + "_" }
        return spelled(name, special: memberSpecials)
    }

    /// `name`, with a `_` or in backticks as `special` says. (No special name holds a digit: a
    /// name with one is not looked up.)
    private static func spelled(_ name: String, special: [String: Special]) -> String {
        if name.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { return name }
        switch special[name] {
        case nil: return name
        case .suffixed: return name + "_"
        case .backticked: return "`" + name + "`"
        }
    }

    /// How a name that Swift or the generated code keeps for itself is written.
    private enum Special {
        case suffixed, backticked
    }

    /// Swift's keywords (backticked) and the names unusable even so (suffixed), in one table so
    /// that a name is looked up once.
    private static let memberSpecials: [String: Special] = Dictionary(
        uniqueKeysWithValues: keywords.map { ($0, Special.backticked) } + unusableMembers.map { ($0, .suffixed) })

    /// The name of a type made from an id and a suffix: UpperCamelCase (`event-signup` and
    /// `Form` → `EventSignupForm`).
    package static func typeName(of id: String, suffix: String) -> String {
        camelCase(id, capitalized: true) + suffix
    }

    /// The `static let` of a control in its form's enum (and its property of `Values`, its case
    /// of `Control`); the names the generated code declares itself get a `_`
    /// (``SwiftValuesLogic/reservedNames``, `controls`, `form`), and so do `hashValue`, `allCases`
    /// and `rawValue`, which `Values` and `Control` have already.
    package static func control(_ id: String) -> String {
        spelled(camelCase(id, capitalized: false), special: controlSpecials)
    }

    /// The `static let` of a control's own constant ending with `suffix` (`size` and `Selection`
    /// → `sizeSelection`): a name that `suffix` makes special is spelled as ``control(_:)`` spells one.
    package static func control(_ id: String, suffix: String) -> String {
        spelled(camelCase(id, capitalized: false) + suffix, special: controlSpecials)
    }

    /// The `static let` of a group's declared selection, typed with its items' enum (`size` →
    /// `sizeSelection`).
    package static func selection(ofGroup id: String) -> String {
        control(id, suffix: "Selection")
    }

    /// The property of a control in the `uikit` screen's `FormControls`: its constant's name, but
    /// for the names the class and its initialiser keep for themselves, which get a `_`.
    package static func formControlsMember(_ id: String) -> String {
        memberName(of: id, reserved: formControlsReserved)
    }

    /// The names `FormControls` declares (and `controls` and `form`, as for the constants) and its
    /// initialiser's parameters.
    private static let formControlsReserved: Set<String> = [
        "apply", "attemptSubmit", "bundle", "canSubmit", "controls", "datesNotYetTaken", "field", "fields", "form",
        "formView", "issues", "labels", "layOut", "makeCheckboxRow", "makeColumn", "makeLabel", "onChange",
        "requiredHint", "selectedDates", "show", "showLogic", "showsIssues", "texts", "theme", "values",
        "valuesChanged", "views",
    ]

    /// `hashValue` is `Hashable`'s, which `Values` and the items' enums are: a member of that
    /// name would be ambiguous; `allCases` and `rawValue` are `Control`'s.
    private static let controlSpecials = memberSpecials.merging(
        (["controls", "form", "hashValue", "allCases", "rawValue"] + SwiftValuesLogic.reservedNames).map {
            ($0, .suffixed)
        }
    ) { $1 }
    /// `description` is the one the `swiftui` screen gives the items' enums
    /// (`CustomStringConvertible`, as Spark's ids must be).
    private static let itemSpecials = memberSpecials.merging([
        "allCases": .suffixed, "rawValue": .suffixed, "hashValue": .suffixed, "description": .suffixed,
    ]) { $1 }

    /// The `case` of an item in its group's enum; `allCases`, `rawValue`, `hashValue` and
    /// `description`, which the enum has already, get a `_`.
    package static func item(_ id: String) -> String {
        spelled(camelCase(id, capitalized: false), special: itemSpecials)
    }

    /// The enum of a form (`event-signup` → `EventSignupForm`).
    package static func form(_ id: String) -> String {
        typeName(of: id, suffix: "Form")
    }

    /// The enum of a group's items (`toppings` → `ToppingsItem`).
    package static func items(ofGroup id: String) -> String {
        typeName(of: id, suffix: "Item")
    }

    /// `text` as a Swift string literal: quoted, with `\`, `"`, the line and paragraph separators
    /// and the ``ControlCharacters`` escaped (`\n`, `\r`, `\t`, `\0`, the others `\u{7F}`):
    /// Swift refuses a control character in a literal, and a bidirectional control would make the
    /// line read otherwise than it compiles.
    package static func stringLiteral(_ text: String) -> String {
        // Most text needs no escape: no `\`, `"`, C0 control or DEL, nor the lead byte of a C1
        // control (C2), of a separator or of a bidirectional control (E2).
        let plain = !text.utf8.contains { byte in
            byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == 0xC2
                || byte == 0xE2
        }
        if plain { return "\"" + text + "\"" }
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case _ where isHidden(scalar):
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `text` for a `//` comment: each of the ``ControlCharacters`` (a line break among them) and
    /// U+2028 and U+2029 written `\u{0A}`, so that nothing in it ends the comment (a spec's file
    /// name may hold a line break) or makes the line read otherwise than it is.
    package static func commentText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += ControlCharacters.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a literal or a comment shows `scalar` escaped: one of the ``ControlCharacters``,
    /// or U+2028 or U+2029, which some editors take for a line break.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{2028}" || scalar == "\u{2029}" || ControlCharacters.contains(scalar)
    }

    /// The words of `id` joined, each after the first starting with a capital, and the first
    /// letter a capital or not as `capitalized` says. (An id is ASCII; anything else is kept as it is.)
    private static func camelCase(_ id: String, capitalized: Bool) -> String {
        var name: [UInt8] = []
        name.reserveCapacity(id.utf8.count)
        var capitalizeNext = capitalized
        for byte in id.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") {
                capitalizeNext = !name.isEmpty || capitalized
                continue
            }
            var letter = byte
            if capitalizeNext, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { letter = byte - 32 }
            if name.isEmpty, !capitalized, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                letter = byte + 32
            }
            name.append(letter)
            capitalizeNext = false
        }
        return String(decoding: name, as: UTF8.self)
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
