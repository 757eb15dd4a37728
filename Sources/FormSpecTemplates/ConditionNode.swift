import Stencil

/// `{% if %} … [{% elif %} …] [{% else %} …] {% endif %}` and `{% ifnot %} … [{% else %} …]
/// {% endif %}`, as Stencil 0.15 has them, their bodies rendered through the ``RenderBudget``.
/// An `elif` is a tag whose first word is `elif` (Stencil also took `elifx`).
final class ConditionNode: BudgetedNode {
    let token: Token?
    /// The bodies in order, each with its condition (none for `else`): the first whose condition
    /// holds is rendered.
    private let branches: [(condition: Expression?, nodes: [NodeType])]
    private let budget: RenderBudget

    static func parseIf(_ parser: TokenParser, _ token: Token, budget: RenderBudget) throws -> NodeType {
        var branches: [(condition: Expression?, nodes: [NodeType])] = [
            (
                try parser.compileExpression(components: Array(token.components.dropFirst()), token: token),
                try parser.parse(until(["endif", "elif", "else"]))
            )
        ]
        var next = parser.nextToken()
        while let elif = next, elif.components.first == "elif" {
            branches.append(
                (
                    try parser.compileExpression(components: Array(elif.components.dropFirst()), token: elif),
                    try parser.parse(until(["endif", "elif", "else"]))
                ))
            next = parser.nextToken()
        }
        if let otherwise = next, otherwise.contents == "else" {
            branches.append((nil, try parser.parse(until(["endif"]))))
            next = parser.nextToken()
        }
        guard next?.contents == "endif" else { throw TemplateSyntaxError("`endif` was not found.") }
        return ConditionNode(token: token, branches: branches, budget: budget)
    }

    static func parseIfNot(_ parser: TokenParser, _ token: Token, budget: RenderBudget) throws -> NodeType {
        guard token.components.count == 2 else {
            throw TemplateSyntaxError("'ifnot' statements should use the following syntax 'ifnot condition'.")
        }
        let condition = try parser.compileExpression(components: [token.components[1]], token: token)
        let whenFalse = try parser.parse(until(["endif", "else"]))
        guard let end = parser.nextToken() else { throw TemplateSyntaxError("`endif` was not found.") }
        var whenTrue: [NodeType] = []
        if end.contents == "else" {
            whenTrue = try parser.parse(until(["endif"]))
            _ = parser.nextToken()
        }
        return ConditionNode(token: token, branches: [(condition, whenTrue), (nil, whenFalse)], budget: budget)
    }

    private init(token: Token, branches: [(condition: Expression?, nodes: [NodeType])], budget: RenderBudget) {
        self.token = token
        self.branches = branches
        self.budget = budget
    }

    func render(_ context: Context) throws -> String {
        for branch in branches {
            if try branch.condition?.evaluate(context: context) ?? true {
                return try context.push { try budget.render(branch.nodes, context) }
            }
        }
        return ""
    }
}
