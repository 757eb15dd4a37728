import Stencil

/// One render's account of the text it wrote, the steps it took and the time it ran, against its
/// ``RenderLimits``. Every block tag is one of this target's nodes (``BudgetedNode``), which
/// renders its body through ``render(_:_:)``, as the render renders the template's top level: so
/// every text and variable written, and every node rendered, is counted once, wherever it is, and
/// the innermost loops that turn check the steps and the time.
final class RenderBudget {
    private let limits: RenderLimits
    private let deadline: ContinuousClock.Instant
    private var written = 0
    /// The steps taken so far: the nodes rendered, the loops' turns and `where`s asked.
    private var steps = 0
    /// The turns the render's loops have made so far.
    private(set) var turns = 0

    init(_ limits: RenderLimits) {
        self.limits = limits
        deadline = .now + limits.timeLimit
    }

    /// `nodes` rendered in `context`, as Stencil's `renderNodes` does: an error is located at the
    /// node's tag unless it is located already, and a `break` or `continue` ends the list.
    func render(_ nodes: [NodeType], _ context: Context) throws -> String {
        var result = ""
        for node in nodes {
            steps += 1
            do {
                let text = try node.render(context)
                if !(node is BudgetedNode) { try wrote(text.utf8.count) }
                result += text
            } catch {
                throw Self.located(error, at: node.token)
            }
            if context[Self.breakKey] != nil || context[Self.continueKey] != nil { break }
        }
        return result
    }

    /// Counts `bytes` more of output; an error once there is more than the limit.
    func wrote(_ bytes: Int) throws {
        try checkRoom(for: bytes)
        written += bytes
    }

    /// Counts a loop's turn that began when the loops had made `turnsBefore` turns; the steps and
    /// the time are checked when no loop inside it turned meanwhile. So they are checked by the
    /// innermost loop that turns, where the work is done, and a render that does too much always
    /// stops at that loop, never at one around it that happened to turn when the budget ran out.
    /// (What is rendered outside every loop is bounded by the template's size.)
    func turned(since turnsBefore: Int) throws {
        steps += 1
        if turns == turnsBefore {
            try checkSteps()
            try checkTime()
        }
        turns += 1
    }

    /// Counts a loop's `where` asked of one member, and checks the steps and the time.
    func asked() throws {
        steps += 1
        try checkSteps()
        try checkTime()
    }

    /// An error once the render has taken more steps than its limit.
    private func checkSteps() throws {
        if steps > limits.maxSteps {
            throw TemplateSyntaxError(
                "the template has taken more than \(Self.describe(steps: limits.maxSteps)) steps here (tags, variables "
                    + "and texts rendered, loops' turns), more than a template may take: loops nested over a form's "
                    + "lists turn as many times as the product of their lengths; nest fewer of them")
        }
    }

    /// An error once the render has run for longer than its limit.
    private func checkTime() throws {
        if ContinuousClock.now >= deadline {
            throw TemplateSyntaxError(
                "the template has run for more than \(Self.describe(limits.timeLimit)) here, "
                    + "longer than a template may run")
        }
    }

    /// An error when `bytes` more of output would pass the limit, before they are made (a
    /// filter's result, measured before it is built).
    func checkRoom(for bytes: Int) throws {
        if bytes > limits.maxOutputBytes - written {
            throw TemplateSyntaxError(
                "the template writes more than \(Self.describe(bytes: limits.maxOutputBytes)) here, "
                    + "more than a template may write")
        }
    }

    /// `error` located at `token` unless it is located already (Stencil's `Error.withToken`).
    static func located(_ error: any Error, at token: Token?) -> any Error {
        guard let syntaxError = error as? TemplateSyntaxError else {
            return TemplateSyntaxError(reason: "\(error)", token: token)
        }
        guard syntaxError.token == nil else { return syntaxError }
        return TemplateSyntaxError(reason: syntaxError.reason, token: token, stackTrace: syntaxError.stackTrace)
    }

    /// Where Stencil's `{% break %}` and `{% continue %}` mark the loop they end (its
    /// `LoopTerminationNode` keys).
    static let breakKey = "_internal_forloop_break"
    static let continueKey = "_internal_forloop_continue"

    /// `steps` with its thousands apart: `10,050,000`.
    private static func describe(steps: Int) -> String {
        var digits = String(steps)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    private static func describe(bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    private static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds) seconds" : "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
    }
}

/// A node that counts the text it writes itself, through the ``RenderBudget`` (a block tag's node,
/// whose body's text is counted as it is written).
protocol BudgetedNode: NodeType {}
