/// Two versions of a list (a form's controls, a group's items) matched element by element: by
/// key (the id), then the unmatched by rename key (a removed and an added element of the same
/// type and label are one renamed), each pair in turn. It says which elements moved, and where a
/// removed element stands among the new ones, so that changes are listed in the new list's order
/// with each removal at its old place.
struct ListMatching {
    /// For each new element, the index of the old element it is, if any.
    private(set) var oldIndex: [Int?]
    /// For each new element, whether it was matched by its rename key: its key changed.
    private(set) var renamed: [Bool]
    /// For each new element, whether it moved: it is not among the longest run of matched elements
    /// that kept their relative order, so that one element moved is one move, not many.
    private(set) var moved: [Bool]
    /// The removed old elements, in old order, each after the new element that follows the
    /// matched old element before it: `removals[0]` before the first new element,
    /// `removals[k + 1]` after new element `k`.
    private var removals: [[Int]]

    /// Matches `old` and `new` by their keys (unique in each list), then the unmatched by
    /// `renameKey` (nil: never renamed), in order.
    init(old oldKeys: [String], new newKeys: [String], renameKey: (_ isOld: Bool, _ index: Int) -> String?) {
        var oldByKey: [String: Int] = [:]
        oldByKey.reserveCapacity(oldKeys.count)
        for (index, key) in oldKeys.enumerated() { oldByKey[key] = index }
        oldIndex = newKeys.map { oldByKey[$0] }
        renamed = Array(repeating: false, count: newKeys.count)
        var isMatched = Array(repeating: false, count: oldKeys.count)
        for case let index? in oldIndex { isMatched[index] = true }
        var unmatchedByRenameKey: [String: [Int]] = [:]
        for index in oldKeys.indices where !isMatched[index] {
            if let key = renameKey(true, index) { unmatchedByRenameKey[key, default: []].append(index) }
        }
        if !unmatchedByRenameKey.isEmpty {
            var taken: [String: Int] = [:]
            for index in newKeys.indices where oldIndex[index] == nil {
                guard let key = renameKey(false, index), let candidates = unmatchedByRenameKey[key] else { continue }
                let next = taken[key, default: 0]
                guard next < candidates.count else { continue }
                taken[key] = next + 1
                oldIndex[index] = candidates[next]
                isMatched[candidates[next]] = true
                renamed[index] = true
            }
        }
        moved = ListMatching.moves(oldIndex)
        var newPosition = Array(repeating: -1, count: oldKeys.count)
        for (index, old) in oldIndex.enumerated() { if let old { newPosition[old] = index } }
        removals = Array(repeating: [], count: newKeys.count + 1)
        var anchor = -1
        for index in oldKeys.indices {
            if isMatched[index] {
                anchor = newPosition[index]
            } else {
                removals[anchor + 1].append(index)
            }
        }
    }

    /// Visits the elements in the new list's order: `new` for each new element (matched or
    /// added), `removed` for each removed old element at its old place, with the new element it
    /// comes after (nil: before the first).
    func walk(removed: (_ index: Int, _ after: Int?) -> Void, new: (Int) -> Void) {
        for index in removals[0] { removed(index, nil) }
        for index in oldIndex.indices {
            new(index)
            for old in removals[index + 1] { removed(old, index) }
        }
    }

    /// Which matched elements moved: those outside one longest increasing run of old indices, in
    /// new order (patience sorting, n log n).
    private static func moves(_ oldIndex: [Int?]) -> [Bool] {
        var moved = oldIndex.map { $0 != nil }
        // tails[l]: the new index ending the smallest tail of an increasing run of length l + 1.
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: oldIndex.count)
        for (index, old) in oldIndex.enumerated() {
            guard let old else { continue }
            var (low, high) = (0, tails.count)
            while low < high {
                let middle = (low + high) / 2
                if oldIndex[tails[middle]]! < old { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var index = tails.last ?? -1
        while index >= 0 {
            moved[index] = false
            index = previous[index]
        }
        return moved
    }
}
