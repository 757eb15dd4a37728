import Stencil

/// `A...B` in a `for` tag: the whole numbers from A to B (down when B is smaller), A and B given
/// as numbers or values. Stencil's own range makes an array of every number between and stops the
/// process when A or B is past what a whole number holds or the count overflows; this one is
/// refused, located, when it would hold more than ``maxCount`` numbers.
struct LoopRange: Resolvable {
    /// The most numbers a range may hold.
    static let maxCount = 1_000_000

    private let from: Resolvable
    private let to: Resolvable

    /// The range `word` (as Stencil reads one: exactly one `...`), or nil when it is none.
    init?(_ word: String, parser: TokenParser, token: Token) throws {
        let bounds = word.components(separatedBy: "...")
        guard bounds.count == 2 else { return nil }
        from = try parser.compileFilter(bounds[0], containedIn: token)
        to = try parser.compileFilter(bounds[1], containedIn: token)
    }

    func resolve(_ context: Context) throws -> Any? {
        let lower = try Self.wholeNumber(from.resolve(context), "from")
        let upper = try Self.wholeNumber(to.resolve(context), "to")
        let (span, overflow) = max(lower, upper).subtractingReportingOverflow(min(lower, upper))
        guard !overflow, span < Self.maxCount else {
            throw TemplateSyntaxError(
                "the range \(lower)...\(upper) holds more than \(Self.maxCount) numbers, more than a loop may go over")
        }
        let numbers = min(lower, upper)...max(lower, upper)
        return lower > upper ? numbers.reversed().map { $0 as Any } : numbers.map { $0 as Any }
    }

    /// `value` as a whole number (`3`, `3.0`); an error naming the bound (`from`, `to`) for
    /// anything else.
    private static func wholeNumber(_ value: Any?, _ bound: String) throws -> Int {
        let number: Int? =
            switch value {
            case let number as Int: number
            case let number as Double: Int(exactly: number)
            case let number as Float: Int(exactly: number)
            default: nil
            }
        guard let number else {
            throw TemplateSyntaxError(
                "'\(bound)' value is not a whole number a loop can count to (\(value.map { "\($0)" } ?? "nil"))")
        }
        return number
    }
}
