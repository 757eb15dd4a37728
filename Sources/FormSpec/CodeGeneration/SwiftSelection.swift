/// How the built-in `swift` output writes a group's declared selection as a constant typed with
/// its items' enum (`sizeSelection`): the ids its constant's `selected` holds, each as its item's
/// `case`.
enum SwiftSelection: Sendable {
    /// One item or none: `.m`, or `nil`.
    case item
    /// A set of items, in the order of the constant's `selected`: `[.vegan, .glutenFree]`, or `[]`.
    case items

    /// The Swift literal of the selection whose ids are `ids`.
    func literal(of ids: [String]) -> String {
        switch self {
        case .item: return ids.first.map { "." + SwiftNames.item($0) } ?? "nil"
        case .items: return "[" + ids.map { "." + SwiftNames.item($0) }.joined(separator: ", ") + "]"
        }
    }

    /// The literal as the built-in `swift` template writes it, from its context variable `control`
    /// (a tag inside a line keeps the spaces and the line break around it).
    var template: String {
        switch self {
        case .item: return "{% if control.selected %}.{{ control.selected|swiftItem }}{% else %}nil{% endif %}"
        case .items:
            return
                "[{% for selectedID in control.selected %}.{{ selectedID|swiftItem }}{% if not forloop.last %}, {% endif %}{% endfor %}]"
        }
    }
}
