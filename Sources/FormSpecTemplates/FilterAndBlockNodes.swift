import Stencil

/// `{% filter lowercase %} … {% endfilter %}`, as Stencil 0.15 has it: the body rendered through
/// the ``RenderBudget``, then given to the filter, which may write more than it was given.
final class FilterTagNode: BudgetedNode {
    let token: Token?
    private let filter: Resolvable
    private let nodes: [NodeType]
    private let budget: RenderBudget

    static func parse(_ parser: TokenParser, _ token: Token, budget: RenderBudget) throws -> NodeType {
        guard token.components.count == 2 else {
            throw TemplateSyntaxError("'filter' tag takes one argument, the filter expression")
        }
        let nodes = try parser.parse(until(["endfilter"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("`endfilter` was not found.") }
        let filter = try parser.compileFilter("filter_value|\(token.components[1])", containedIn: token)
        return FilterTagNode(token: token, filter: filter, nodes: nodes, budget: budget)
    }

    private init(token: Token, filter: Resolvable, nodes: [NodeType], budget: RenderBudget) {
        self.token = token
        self.filter = filter
        self.nodes = nodes
        self.budget = budget
    }

    func render(_ context: Context) throws -> String {
        let body = try budget.render(nodes, context)
        let filtered = try context.push(dictionary: ["filter_value": body]) {
            try VariableNode(variable: filter, token: token).render(context)
        }
        try budget.wrote(max(0, filtered.utf8.count - body.utf8.count))
        return filtered
    }
}

/// `{% block name %} … {% endblock %}`, as Stencil 0.15 has it in a template that extends none
/// (none can): its body, rendered through the ``RenderBudget``, also kept as `block.name`.
final class BlockTagNode: BudgetedNode {
    let token: Token?
    private let name: String
    private let nodes: [NodeType]
    private let budget: RenderBudget

    static func parse(_ parser: TokenParser, _ token: Token, budget: RenderBudget) throws -> NodeType {
        guard token.components.count == 2 else {
            throw TemplateSyntaxError("'block' tag takes one argument, the block name")
        }
        let nodes = try parser.parse(until(["endblock"]))
        _ = parser.nextToken()
        return BlockTagNode(token: token, name: token.components[1], nodes: nodes, budget: budget)
    }

    private init(token: Token, name: String, nodes: [NodeType], budget: RenderBudget) {
        self.token = token
        self.name = name
        self.nodes = nodes
        self.budget = budget
    }

    func render(_ context: Context) throws -> String {
        let body = try budget.render(nodes, context)
        context.cacheBlock(name, content: body)
        return body
    }
}
