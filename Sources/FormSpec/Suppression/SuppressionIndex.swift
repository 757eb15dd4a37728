/// The suppressions of one spec's comments by id and line, so that finding the one that covers a
/// diagnostic takes a lookup and a binary search, however many comments the spec has.
struct SuppressionIndex: Sendable {
    /// The suppressions of one id, by their indices in the spec's list.
    private struct OfID: Sendable {
        /// The first `disable-file`.
        var wholeFile: Int?
        /// The first `disable-next-line` of each line it covers.
        var nextLines: [Int: Int] = [:]
        /// The `disable` suppressions, in the order written, which is the order of their lines;
        /// their lines never overlap, since a second `disable` of an id before its `enable` is
        /// refused.
        var ranges: [(lines: ClosedRange<Int>, index: Int)] = []
    }

    private var byID: [DiagnosticID: OfID] = [:]

    init() {}

    /// The index of `suppressions`, in the order written.
    init(_ suppressions: [CommentSuppression]) {
        for (index, suppression) in suppressions.enumerated() {
            switch suppression.directive {
            case .disableFile:
                if byID[suppression.id]?.wholeFile == nil { byID[suppression.id, default: OfID()].wholeFile = index }
            case .disableNextLine:
                let line = suppression.lines.lowerBound
                if byID[suppression.id]?.nextLines[line] == nil {
                    byID[suppression.id, default: OfID()].nextLines[line] = index
                }
            case .disable:
                byID[suppression.id, default: OfID()].ranges.append((suppression.lines, index))
            case .enable:
                break
            }
        }
    }

    /// The first suppression written of `id` whose lines hold `line`.
    func suppression(of id: DiagnosticID, at line: Int) -> Int? {
        guard let suppressions = byID[id] else { return nil }
        var first = suppressions.wholeFile
        if let index = suppressions.nextLines[line] { first = min(first ?? index, index) }
        // The last range that starts at or before the line is the only one that may hold it.
        let ranges = suppressions.ranges
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lines.lowerBound <= line { low = middle + 1 } else { high = middle }
        }
        if low > 0, ranges[low - 1].lines.contains(line) {
            first = min(first ?? ranges[low - 1].index, ranges[low - 1].index)
        }
        return first
    }
}
