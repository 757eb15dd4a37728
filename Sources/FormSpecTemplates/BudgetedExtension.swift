import Foundation
import Stencil

/// The tags and filters of one render, in place of Stencil's own, each counting against the
/// render's ``RenderBudget``: the block tags (`for`, `if`, `ifnot`, `filter`, `block`), whose
/// bodies it renders, and the filters that write as much as the template tells them (`join`, a
/// separator between every member; `indent`, an indentation on every line), measured before they
/// write. `indent` refuses a width below 0, which stops Stencil's process.
enum BudgetedExtension {
    static func make(_ budget: RenderBudget) -> Stencil.Extension {
        let tags = Stencil.Extension()
        tags.registerTag("for") { try LoopNode.parse($0, $1, budget: budget) }
        tags.registerTag("if") { try ConditionNode.parseIf($0, $1, budget: budget) }
        tags.registerTag("ifnot") { try ConditionNode.parseIfNot($0, $1, budget: budget) }
        tags.registerTag("filter") { try FilterTagNode.parse($0, $1, budget: budget) }
        tags.registerTag("block") { try BlockTagNode.parse($0, $1, budget: budget) }
        tags.registerFilter("join") { (value: Any?, arguments: [Any?]) in try join(value, arguments, budget) }
        tags.registerFilter("indent") { (value: Any?, arguments: [Any?]) in try indent(value, arguments, budget) }
        return tags
    }

    /// Stencil's `join:SEPARATOR`.
    private static func join(_ value: Any?, _ arguments: [Any?], _ budget: RenderBudget) throws -> Any? {
        guard arguments.count < 2 else { throw TemplateSyntaxError("'join' filter takes at most one argument") }
        let separator = text(arguments.first ?? "")
        guard let members = value as? [Any] else { return value }
        try budget.checkRoom(for: product(separator.utf8.count, max(0, members.count - 1)))
        return members.map(text).joined(separator: separator)
    }

    /// Stencil's `indent:WIDTH,"CHARACTERS",FIRST`.
    private static func indent(_ value: Any?, _ arguments: [Any?], _ budget: RenderBudget) throws -> Any? {
        guard arguments.count <= 3 else { throw TemplateSyntaxError("'indent' filter can take at most 3 arguments") }
        var width = 4
        if let argument = arguments.first {
            guard let number = argument as? Int, number >= 0 else {
                throw TemplateSyntaxError(
                    "'indent' filter width argument must be a whole number from 0 (\(argument.map { "\($0)" } ?? "nil"))"
                )
            }
            width = number
        }
        var characters = " "
        if arguments.count > 1 {
            guard let argument = arguments[1] as? String else {
                throw TemplateSyntaxError(
                    "'indent' filter indentation argument must be a String (\(arguments[1].map { "\($0)" } ?? "nil"))")
            }
            characters = argument
        }
        var indentsFirst = false
        if arguments.count > 2 {
            guard let argument = arguments[2] as? Bool else {
                throw TemplateSyntaxError("'indent' filter indentFirst argument must be a Bool")
            }
            indentsFirst = argument
        }
        var lines = text(value).components(separatedBy: .newlines)
        // The indentation, and a copy on every line indented: the first when told, the others unless empty.
        let copies = 1 + (indentsFirst ? 1 : 0) + lines.dropFirst().count { !$0.isEmpty }
        try budget.checkRoom(for: product(product(width, characters.utf8.count), copies))
        let indentation = String(repeating: characters, count: width)
        guard !indentation.isEmpty else { return text(value) }
        let first = (indentsFirst ? indentation : "") + lines.removeFirst()
        return ([first] + lines.map { $0.isEmpty ? "" : indentation + $0 }).joined(separator: "\n")
    }

    /// `a` × `b`, or the largest whole number when that is larger.
    private static func product(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }

    /// A value as Stencil writes it (its `stringify`): text as it is, a list with its nothings
    /// unwrapped, anything else by its description; nothing as nothing.
    private static func text(_ value: Any?) -> String {
        if let text = value as? String { return text }
        if let list = value as? [Any?] { return unwrapped(list).description }
        if let value = value as? CustomStringConvertible { return value.description }
        if let object = value as? NSObject { return object.description }
        return ""
    }

    private static func unwrapped(_ list: [Any?]) -> [Any] {
        list.map { item in
            guard let item else { return item as Any }
            return (item as? [Any?]).map(unwrapped) ?? item
        }
    }
}
