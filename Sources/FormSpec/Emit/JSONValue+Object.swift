import FormSpecYAML

extension JSONValue {
    /// The members of a JSON object, each key once, kept in the order `JSONWriter` writes them: by
    /// the code points of their keys.
    ///
    /// Keys are compared by their Unicode scalars (code points), as YAML compares a mapping's keys:
    /// `"x-café"` written with `é` (U+00E9) and with `e` + U+0301 are two keys here, where a
    /// `[String: JSONValue]` would make them one (Swift's `String` compares canonical equivalence).
    /// It reads like a dictionary: `object["key"]`, `keys`, `values`, and its elements are
    /// `(key, value)` pairs.
    public struct Object: Sendable, Equatable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
        public typealias Element = (key: String, value: JSONValue)

        /// Sorted by the code points of their keys, no two keys the same.
        private var members: [Element]

        /// An object without members.
        package init() {
            members = []
        }

        /// The members of `dictionary` (whose keys are distinct strings, so distinct code points).
        package init(_ dictionary: [String: JSONValue]) {
            members = dictionary.sorted { JSONWriter.codePointOrder($0.key, $1.key) }
        }

        /// The members of `members`: of two whose keys have the same code points, the first one.
        package init(keepingFirstOf members: some Sequence<Element>) {
            self.members = Object.sortedKeepingFirst(Array(members))
        }

        /// Like a dictionary literal, a key given twice (the same code points) is a programming error.
        public init(dictionaryLiteral elements: (String, JSONValue)...) {
            self.init(uniqueMembers: elements)
        }

        /// The members of a literal, whose keys must have distinct code points.
        init(uniqueMembers elements: [(String, JSONValue)]) {
            members = elements.map { (key: $0, value: $1) }.sorted { JSONWriter.codePointOrder($0.key, $1.key) }
            for index in members.indices.dropFirst() {
                precondition(
                    JSONWriter.codePointOrder(members[index - 1].key, members[index].key),
                    "the JSON key '\(members[index].key)' is given twice")
            }
        }

        /// `members` sorted by the code points of their keys; of members with the same key, the one
        /// that comes first in `members` is kept.
        static func sortedKeepingFirst(_ members: [Element]) -> [Element] {
            guard members.count > 1 else { return members }
            // Sorted with the original positions as the tie-break, so that the first of equal keys leads.
            let order = members.indices.sorted { left, right in
                let comparison = JSONWriter.compareCodePoints(members[left].key, members[right].key)
                return comparison != 0 ? comparison < 0 : left < right
            }
            var sorted: [Element] = []
            sorted.reserveCapacity(members.count)
            for index in order {
                if let last = sorted.last, last.key.hasSameCodePoints(as: members[index].key) { continue }
                sorted.append(members[index])
            }
            return sorted
        }

        public var startIndex: Int { members.startIndex }
        public var endIndex: Int { members.endIndex }
        public subscript(position: Int) -> Element { members[position] }

        /// The keys, in code-point order.
        public var keys: [String] { members.map(\.key) }

        /// The values, in the code-point order of their keys.
        public var values: [JSONValue] { members.map(\.value) }

        /// The value of the member whose key has the same code points as `key`; setting nil removes
        /// the member.
        public subscript(key: String) -> JSONValue? {
            get {
                let (index, found) = position(of: key)
                guard found else { return Optional.none }
                return members[index].value
            }
            set {
                let (index, found) = position(of: key)
                switch (found, newValue) {
                case (true, let value?): members[index].value = value
                case (true, nil): members.remove(at: index)
                case (false, let value?): members.insert((key: key, value: value), at: index)
                case (false, nil): break
                }
            }
        }

        /// Where the member of `key` is, or where it would be inserted.
        private func position(of key: String) -> (index: Int, found: Bool) {
            var low = 0
            var high = members.count
            while low < high {
                let middle = (low + high) / 2
                let comparison = JSONWriter.compareCodePoints(members[middle].key, key)
                if comparison == 0 { return (middle, true) }
                if comparison < 0 { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }

        /// Equal when they have the same keys (by code points) with equal values.
        public static func == (lhs: Object, rhs: Object) -> Bool {
            lhs.members.count == rhs.members.count
                && zip(lhs.members, rhs.members).allSatisfy {
                    $0.key.hasSameCodePoints(as: $1.key) && $0.value == $1.value
                }
        }
    }
}
