/// A synthetic spec being written for the benchmarks (`formspec-benchmark generate`), as each
/// control's writer (``BenchmarkControl``) sees it: the generator's fixed sequence of pseudo-random numbers, its lines,
/// and its budget of aliases. Each type's writer writes its own keys of a control; the
/// generator writes the rest.
protocol BenchmarkSpec {
    /// What the spec is made of: its writers read the features and the calendars' sizes here.
    var mix: BenchmarkMix { get }
    /// The next number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int
    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool
    /// One of `elements`.
    mutating func pick<Element>(_ elements: [Element]) -> Element
    /// Appends a line indented by `depth` steps of two spaces.
    mutating func line(_ depth: Int, _ content: String)
    /// Whether an alias copying `nodeCount` nodes fits the spec's budget; when it does, the alias
    /// is counted.
    mutating func useAlias(copying nodeCount: Int) -> Bool
    /// The control's number with six digits (`000123`), for anchors' names.
    var paddedNumber: String { get }
    /// Writes the control's `label` (or `accessibilityLabel`), sometimes both, and `enabled`.
    mutating func writeLabels(_ label: String)
    /// One of the spoken labels the spec's `accessibilityLabel`s are drawn from.
    mutating func pickAccessibilityLabel() -> String
    /// The latest anchor of each kind a control wrote (`images`: `images-000042`), which later
    /// controls may alias.
    var latestAnchors: [String: String] { get set }
}
