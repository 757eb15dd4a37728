/// A node a benchmark spec's header anchors under `x-defaults` for its controls to alias or merge
/// (`<<: *checkbox-base`).
package struct BenchmarkAnchor: Sendable {
    /// Its key under `x-defaults`.
    package let key: String
    /// The anchor's name.
    package let name: String
    /// Nodes in the anchored subtree, keys included, as the parser counts alias expansion.
    package let nodeCount: Int
    /// Its lines, indented under its key.
    package let lines: [String]
}
