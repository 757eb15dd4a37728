import FormSpecYAML

/// The parse stage: bytes → node tree with source ranges (`YAMLParser.parse`).
struct ParsePhase: BenchmarkPhase {
    let name = "parse"
    let summary = "time YAMLParser.parse (bytes → node tree)"

    func run(_ input: [UInt8]) -> ParseResult {
        YAMLParser.parse(input)
    }

    func counts(of result: ParseResult) -> [ResultField] {
        [ResultField("nodes", result.root.map(NodeCount.of) ?? 0), ResultField("problems", result.problems.count)]
    }
}

/// Counts the nodes of a tree: every scalar, sequence and mapping, keys included, alias copies
/// counted each time they occur.
enum NodeCount {
    static func of(_ root: Node) -> Int {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            switch node.content {
            case .scalar:
                break
            case .sequence(let items):
                pending.append(contentsOf: items)
            case .mapping(let pairs):
                for pair in pairs {
                    pending.append(pair.key)
                    pending.append(pair.value)
                }
            }
        }
        return count
    }
}
