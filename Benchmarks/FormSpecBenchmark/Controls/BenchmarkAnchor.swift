/// A node a benchmark spec's header anchors under `x-defaults` for its controls to alias or merge
/// (`<<: *checkbox-base`).
struct BenchmarkAnchor: Sendable {
    /// Its key under `x-defaults`.
    let key: String
    /// The anchor's name.
    let name: String
    /// Nodes in the anchored subtree, keys included, as the parser counts alias expansion.
    let nodeCount: Int
    /// Its lines, indented under its key.
    let lines: [String]
}
