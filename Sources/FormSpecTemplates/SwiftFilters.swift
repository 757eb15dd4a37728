import FormSpec
import Stencil

/// The filters templates use to write Swift, each a function of FormSpec's own naming, so that a
/// template names things exactly as the built-in output does:
/// - `swiftName`: an id as a control's `static let` (`accept-terms` → `acceptTerms`, a keyword
///   in backticks);
/// - `swiftCase`: an item id as the `case` of its group's enum, with its raw value when the name
///   differs (`extra-cheese` → `extraCheese = "extra-cheese"`);
/// - `swiftTypeName:"Suffix"`: an id as a type's name (`event-signup` → `EventSignup`, and with
///   `"Form"`, `EventSignupForm`); a suffix that is nothing is none;
/// - `swiftString`: text as a Swift string literal, nothing (null) as `nil`;
/// - `swiftNumber`: a number as the JSON writes it (`30`, `0.5`, `1e-7`);
/// - `swiftExtensions:LEVEL`: `x-` keys and their values as a `[String: ExtensionValue]`
///   literal, its lines indented LEVEL times four spaces.
///
/// A filter given nothing gives nothing (an empty text), except `swiftString`, which gives `nil`.
enum SwiftFilters {
    /// The extension holding the filters.
    static var `extension`: Stencil.Extension {
        let filters = Stencil.Extension()
        filters.registerFilter("swiftName") { (value: Any?) in try text(value, "swiftName").map(SwiftNames.control) }
        filters.registerFilter("swiftCase") { (value: Any?) in
            try text(value, "swiftCase").map { id in
                let name = SwiftNames.item(id)
                return name == id || name == "`\(id)`" ? name : name + " = " + SwiftNames.stringLiteral(id)
            }
        }
        filters.registerFilter("swiftTypeName") { (value: Any?, arguments: [Any?]) in
            guard value != nil else { return nil }
            guard arguments.count <= 1 else { throw TemplateSyntaxError("swiftTypeName takes one suffix at most, such as swiftTypeName:\"Form\"") }
            let suffix: String
            switch arguments.first.flatMap({ $0 }) {
            case nil: suffix = ""
            case let text as String: suffix = text
            case let other?: throw TemplateSyntaxError("swiftTypeName's suffix is text in quotes, such as swiftTypeName:\"Form\"; got \(describe(other))")
            }
            return try text(value, "swiftTypeName").map { SwiftNames.typeName(of: $0, suffix: suffix) }
        }
        filters.registerFilter("swiftString") { (value: Any?) in
            value == nil || value is TemplateContext.NullValue ? "nil" : SwiftNames.stringLiteral(try text(value, "swiftString") ?? "")
        }
        filters.registerFilter("swiftNumber") { (value: Any?) in
            switch value {
            case nil: return nil
            case let number as Int: return String(number)
            case let number as Double: return SwiftLiteral.number(number)
            default: throw TemplateSyntaxError("swiftNumber takes a number; got \(describe(value))")
            }
        }
        filters.registerFilter("swiftExtensions") { (value: Any?, arguments: [Any?]) in
            guard value != nil else { return nil }
            guard arguments.count == 1, let level = arguments[0] as? Int, level >= 0 else {
                throw TemplateSyntaxError("swiftExtensions takes the indentation level, a whole number: swiftExtensions:2")
            }
            guard let json = TemplateContext.json(value), case .object = json else {
                throw TemplateSyntaxError("swiftExtensions takes `x-` keys and their values, such as control.extensions; got \(describe(value))")
            }
            return SwiftLiteral.extensions(json, indent: level)
        }
        return filters
    }

    /// `value` as text; nil for nothing; an error naming `filter` for anything else.
    private static func text(_ value: Any?, _ filter: String) throws -> String? {
        switch value {
        case nil: return nil
        case let text as String: return text
        default: throw TemplateSyntaxError("\(filter) takes text, such as an id; got \(describe(value))")
        }
    }

    /// What a value is, for a message.
    private static func describe(_ value: Any?) -> String {
        switch value {
        case nil: return "nothing"
        case is [Any]: return "a list"
        case is [String: Any]: return "a dictionary"
        case let text as String: return "the text \(SwiftNames.stringLiteral(text))"
        default: return "\(value!)"
        }
    }
}
