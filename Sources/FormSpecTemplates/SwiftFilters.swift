import FormSpec
import Stencil

/// The filters templates use to write Swift, each a function of FormSpec's own naming, so that a
/// template names things exactly as the built-in output does:
/// - `swiftName`: an id as a control's `static let` (`accept-terms` → `acceptTerms`, a keyword
///   in backticks); `swiftName:"Suffix"`, as one of the control's own, ending with the suffix
///   (`size` and `"Selection"` → `sizeSelection`);
/// - `swiftProperty`: an id as its control's property in the `uikit` screen's `FormControls`:
///   its constant's name, but for the names the class keeps for itself, which get a `_`
///   (`values` → `values_`);
/// - `swiftCase`: an item id as the `case` of its group's enum, with its raw value when the name
///   differs (`extra-cheese` → `extraCheese = "extra-cheese"`);
/// - `swiftItem`: an item id as the name of its `case` (`extra-cheese` → `extraCheese`);
/// - `swiftTypeName:"Suffix"`: an id as a type's name (`event-signup` → `EventSignup`, and with
///   `"Form"`, `EventSignupForm`); a suffix that is nothing is none;
/// - `swiftString`: text as a Swift string literal, nothing (null) as `nil`;
/// - `swiftComment`: text for a `//` comment, its line breaks and control and bidirectional
///   characters written `\u{0A}`;
/// - `swiftNumber`: a number as the JSON writes it (`30`, `0.5`, `1e-7`);
/// - `swiftExtensions:LEVEL`: `x-` keys and their values as a `[String: ExtensionValue]`
///   literal, its lines indented LEVEL times four spaces;
/// - `swiftCondition:LEVEL`: a condition (`control.visibleWhen`) as a `FormCondition` literal,
///   the lines of an `all` or `any` indented LEVEL times four spaces.
///
/// - `uiColor`: a colour as a `UIColor` (`systemBlue` → `UIColor.systemBlue`, `#FF000080` →
///   `UIColor(red: 1, green: 0, blue: 0, alpha: 0.502)`);
/// - `uiImage`: a checkbox image as a `UIImage?` (`"terms-on"` → `UIImage(named: "terms-on")`,
///   `{symbol: heart.fill}` → `UIImage(systemName: "heart.fill")`);
/// - `uiFont`: a font (`{size, weight}`) as `UIFont.systemFont(ofSize: 18, weight: .bold)`;
/// - `dateItemArguments`: a date `YYYY-MM-DD` as `day: 5, month: 1, year: 2026`;
/// - `weekdayNumber`: a weekday as `Calendar`'s number (`sunday` → `1`, `monday` → `2`).
///
/// A filter given nothing gives nothing (an empty text), except `swiftString`, which gives `nil`.
/// The naming filters (`swiftName`, `swiftProperty`, `swiftCase`, `swiftItem`, `swiftTypeName`)
/// take an id and a suffix of letters and digits, and refuse anything else with a located
/// error: given a label or an `x-` value, they could write any code (`}; func evil() {`) or a
/// bidirectional control into a name.
enum SwiftFilters {
    /// The extension holding the filters.
    static var `extension`: Stencil.Extension {
        let filters = Stencil.Extension()
        filters.registerFilter("swiftName") { (value: Any?, arguments: [Any?]) in
            let suffix = try self.suffix(arguments, "swiftName", example: "swiftName:\"Selection\"")
            return try id(value, "swiftName").map { SwiftNames.control($0, suffix: suffix) }
        }
        filters.registerFilter("swiftCase") { (value: Any?) in
            try id(value, "swiftCase").map { id in
                let name = SwiftNames.item(id)
                return name == id || name == "`\(id)`" ? name : name + " = " + SwiftNames.stringLiteral(id)
            }
        }
        filters.registerFilter("swiftProperty") { (value: Any?) in
            try id(value, "swiftProperty").map(SwiftNames.formControlsMember)
        }
        filters.registerFilter("swiftItem") { (value: Any?) in try id(value, "swiftItem").map(SwiftNames.item) }
        filters.registerFilter("swiftTypeName") { (value: Any?, arguments: [Any?]) in
            guard value != nil else { return nil }
            let suffix = try self.suffix(arguments, "swiftTypeName", example: "swiftTypeName:\"Form\"")
            return try id(value, "swiftTypeName").map { SwiftNames.typeName(of: $0, suffix: suffix) }
        }
        filters.registerFilter("swiftString") { (value: Any?) in
            value == nil || value is TemplateContext.NullValue
                ? "nil" : SwiftNames.stringLiteral(try text(value, "swiftString") ?? "")
        }
        filters.registerFilter("swiftComment") { (value: Any?) in
            try text(value, "swiftComment").map(SwiftNames.commentText)
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
            guard arguments.count == 1, let level = arguments[0] as? Int, (0...64).contains(level) else {
                throw TemplateSyntaxError(
                    "swiftExtensions takes the indentation level, a whole number from 0 to 64: swiftExtensions:2")
            }
            guard let json = TemplateContext.json(value), case .object = json else {
                throw TemplateSyntaxError(
                    "swiftExtensions takes `x-` keys and their values, such as control.extensions; got \(describe(value))"
                )
            }
            return SwiftLiteral.extensions(json, indent: level)
        }
        filters.registerFilter("swiftCondition") { (value: Any?, arguments: [Any?]) in
            guard value != nil else { return nil }
            guard arguments.count == 1, let level = arguments[0] as? Int, (0...64).contains(level) else {
                throw TemplateSyntaxError(
                    "swiftCondition takes the indentation level, a whole number from 0 to 64: swiftCondition:2")
            }
            guard let json = TemplateContext.json(value), let literal = SwiftLiteral.condition(json, indent: level)
            else {
                throw TemplateSyntaxError(
                    "swiftCondition takes a condition, such as control.visibleWhen; got \(describe(value))")
            }
            return literal
        }
        registerUIKitFilters(filters)
        return filters
    }

    private static func registerUIKitFilters(_ filters: Stencil.Extension) {
        filters.registerFilter("uiColor") { (value: Any?) in
            guard let color = try text(value, "uiColor") else { return nil }
            guard let literal = UIKitLiteral.color(color) else {
                throw TemplateSyntaxError(
                    "uiColor takes a colour, #RRGGBBAA or a named colour such as systemBlue; got \(describe(value))")
            }
            return literal
        }
        filters.registerFilter("uiImage") { (value: Any?) in
            switch value {
            case nil: return nil
            case let name as String: return UIKitLiteral.image(named: name)
            default:
                guard let image = value as? [String: Any], image.count == 1, let symbol = image["symbol"] as? String
                else {
                    throw TemplateSyntaxError(
                        "uiImage takes a checkbox image, such as control.images.on; got \(describe(value))")
                }
                return UIKitLiteral.image(symbol: symbol)
            }
        }
        filters.registerFilter("uiFont") { (value: Any?) in
            guard value != nil else { return nil }
            guard let font = value as? [String: Any], let size = font["size"], let weight = font["weight"] as? String
            else {
                throw TemplateSyntaxError("uiFont takes a font, such as control.fonts.day; got \(describe(value))")
            }
            let points = (size as? Int).map(String.init) ?? (size as? Double).map(SwiftLiteral.number) ?? "\(size)"
            return UIKitLiteral.font(points: points, weight: weight)
        }
        filters.registerFilter("dateItemArguments") { (value: Any?) in
            guard let date = try text(value, "dateItemArguments") else { return nil }
            let parts = date.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else {
                throw TemplateSyntaxError("dateItemArguments takes a date written YYYY-MM-DD; got \(describe(value))")
            }
            return "day: \(parts[2]), month: \(parts[1]), year: \(parts[0])"
        }
        filters.registerFilter("weekdayNumber") { (value: Any?) in
            guard let day = try text(value, "weekdayNumber") else { return nil }
            let days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
            guard let index = days.firstIndex(of: day) else {
                throw TemplateSyntaxError("weekdayNumber takes a weekday, such as monday; got \(describe(value))")
            }
            return String(index + 1)
        }
    }

    /// The suffix a filter `filter` is given in `arguments`, none when it is given nothing; an
    /// error, with `example`, for more than one argument or one that is not text.
    private static func suffix(_ arguments: [Any?], _ filter: String, example: String) throws -> String {
        guard arguments.count <= 1 else {
            throw TemplateSyntaxError("\(filter) takes one suffix at most, such as \(example)")
        }
        switch arguments.first.flatMap({ $0 }) {
        case nil: return ""
        case let text as String:
            guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw TemplateSyntaxError(
                    "\(filter)'s suffix is letters and digits, such as \(example); got \(SwiftNames.stringLiteral(text))"
                )
            }
            return text
        case let other?:
            throw TemplateSyntaxError(
                "\(filter)'s suffix is text in quotes, such as \(example); got \(describe(other))")
        }
    }

    /// `value` as an id (a letter, then letters, digits, `_`, `.` or `-`); nil for nothing; an
    /// error naming `filter` for anything else.
    private static func id(_ value: Any?, _ filter: String) throws -> String? {
        guard let text = try text(value, filter) else { return nil }
        guard Identifier.isValid(text) else {
            throw TemplateSyntaxError(
                "\(filter) takes an id (a letter, then letters, digits, '_', '.' or '-'), such as control.id; got the text \(SwiftNames.stringLiteral(text))"
            )
        }
        return text
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
