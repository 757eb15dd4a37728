import Stencil

/// `{% for x in list [where condition] %} … [{% empty %} …] {% endfor %}`, as Stencil 0.15 has it
/// (`forloop`, labels, `break` and `continue`, a dictionary's pairs sorted by key), with two
/// differences: every turn counts against the render's steps and time (``RenderBudget``), and `A...B` is a
/// ``LoopRange``, bounded and exact, not Stencil's array of every number between.
final class LoopNode: BudgetedNode {
    let token: Token?
    private let list: Resolvable
    private let variables: [String]
    private let condition: Expression?
    private let nodes: [NodeType]
    private let emptyNodes: [NodeType]
    private let label: String?
    private let budget: RenderBudget

    static func parse(_ parser: TokenParser, _ token: Token, budget: RenderBudget) throws -> NodeType {
        var words = token.components
        var label: String?
        if words.first?.hasSuffix(":") == true {
            label = String(words.removeFirst().dropLast())
        }
        func has(_ word: String, at index: Int) -> Bool { words.count > index + 1 && words[index] == word }
        guard has("in", at: 2) && (words.count == 4 || has("where", at: 4)) else {
            throw TemplateSyntaxError("'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let variables = words[1].split(separator: ",").map { String($0).trimmingCharacters(in: [" "]) }
        let list =
            try LoopRange(words[3], parser: parser, token: token) ?? parser.compileFilter(words[3], containedIn: token)
        let condition =
            has("where", at: 4) ? try parser.compileExpression(components: Array(words[5...]), token: token) : nil
        let nodes = try parser.parse(until(["endfor", "empty"]))
        guard let end = parser.nextToken() else { throw TemplateSyntaxError("`endfor` was not found.") }
        var emptyNodes: [NodeType] = []
        if end.contents == "empty" {
            emptyNodes = try parser.parse(until(["endfor"]))
            _ = parser.nextToken()
        }
        return LoopNode(
            token: token, list: list, variables: variables, condition: condition, nodes: nodes,
            emptyNodes: emptyNodes, label: label, budget: budget)
    }

    private init(
        token: Token, list: Resolvable, variables: [String], condition: Expression?, nodes: [NodeType],
        emptyNodes: [NodeType], label: String?, budget: RenderBudget
    ) {
        self.token = token
        self.list = list
        self.variables = variables
        self.condition = condition
        self.nodes = nodes
        self.emptyNodes = emptyNodes
        self.label = label
        self.budget = budget
    }

    func render(_ context: Context) throws -> String {
        var values = try items(context)
        if let condition {
            values = try values.filter { item in
                try budget.asked()
                return try push(item, context) { try condition.evaluate(context: context) }
            }
        }
        guard !values.isEmpty else { return try context.push { try budget.render(emptyNodes, context) } }
        // The `forloop` of the loops around this one that have labels, so that `forloop.outer` reaches them.
        let outerLoops =
            (context["forloop"] as? [String: Any])?.filter { ($1 as? [String: Any])?["label"] != nil } ?? [:]
        var result = ""
        for (index, item) in values.enumerated() {
            let turnsBefore = budget.turns
            var loop: [String: Any] = [
                "first": index == 0, "last": index == values.count - 1, "counter": index + 1,
                "counter0": index, "length": values.count,
            ]
            if let label {
                loop["label"] = label
                loop[label] = loop
            }
            loop.merge(outerLoops) { own, _ in own }
            var ends = false
            result += try context.push(dictionary: ["forloop": loop]) {
                defer {
                    // `continue outer` ends this loop too; `break` ends it.
                    if let continued = context[RenderBudget.continueKey] as? String {
                        ends = continued != label || label == nil
                    } else {
                        ends = context[RenderBudget.breakKey] != nil
                    }
                }
                return try push(item, context) { try budget.render(nodes, context) }
            }
            try budget.turned(since: turnsBefore)
            if ends { break }
        }
        return result
    }

    /// `item` as the loop's variables while `body` runs: a pair (a dictionary's key and value)
    /// or another tuple gives one variable per member, `_` skipping one.
    private func push<Result>(_ item: Any, _ context: Context, _ body: () throws -> Result) throws -> Result {
        guard !variables.isEmpty else { return try context.push(closure: body) }
        let mirror = Mirror(reflecting: item)
        guard case .tuple? = mirror.displayStyle else {
            return try context.push(dictionary: [variables[0]: item], closure: body)
        }
        guard variables.count <= mirror.children.count else {
            throw TemplateSyntaxError("Tuple '\(item)' has less values than loop variables")
        }
        var members: [String: Any] = [:]
        for (variable, member) in zip(variables, mirror.children) where variable != "_" {
            members[variable] = member.value
        }
        return try context.push(dictionary: members, closure: body)
    }

    /// What the loop goes over: a list, a dictionary's pairs sorted by key, a struct's or a
    /// tuple's members, an object's properties; nothing for anything else.
    private func items(_ context: Context) throws -> [Any] {
        let resolved = try list.resolve(context)
        if let dictionary = resolved as? [String: Any], !dictionary.isEmpty {
            return dictionary.sorted { $0.key < $1.key }
        }
        if let array = resolved as? [Any] { return array }
        guard let resolved else { return [] }
        let mirror = Mirror(reflecting: resolved)
        switch mirror.displayStyle {
        case .struct?, .tuple?: return Array(mirror.children)
        case .class?:
            var children = Array(mirror.children)
            var superclass = mirror.superclassMirror
            while let next = superclass {
                children += next.children
                superclass = next.superclassMirror
            }
            return children
        default: return []
        }
    }
}
