/// A closed set of words a key accepts (`on`/`off`/`clear`, `vertical`/`horizontal`, …): the
/// raw values are the spellings, in the order the documentation lists them.
public protocol Vocabulary: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
    /// What the words name, for messages ("a checkbox state").
    static var meaning: String { get }
}

extension Vocabulary {
    /// The words, quoted and joined for a message: `'on', 'off' or 'clear'`.
    static var spellings: String {
        WordList.joined(allCases.map { "'\($0.rawValue)'" }, "or")
    }

    /// The word's position in `allCases`.
    var position: Int {
        Self.allCases.firstIndex(of: self).map { Self.allCases.distance(from: Self.allCases.startIndex, to: $0) } ?? 0
    }
}
