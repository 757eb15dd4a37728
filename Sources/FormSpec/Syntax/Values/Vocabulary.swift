/// A closed set of words a key accepts (`on`/`off`/`clear`, `vertical`/`horizontal`, …): the
/// raw values are the spellings, in the order the documentation lists them.
public protocol Vocabulary: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
    /// What the words name, for messages ("a checkbox state").
    static var meaning: String { get }
    /// The words by their UTF-8 bytes: `static let words = WordTable<Self>()`, built once.
    static var words: WordTable<Self> { get }
}

/// A vocabulary's spellings as UTF-8 bytes, to find the word a key or value of a document spells
/// by comparing its bytes, without making a `String` of them.
public struct WordTable<Word: Vocabulary>: Sendable {
    /// The words, and at the same positions their spellings: two arrays rather than one of pairs,
    /// whose type the runtime would build at the first use of each vocabulary, costing start-up.
    private let words: [Word]
    private let spellings: [[UInt8]]

    public init() {
        words = Array(Word.allCases)
        spellings = words.map { Array($0.rawValue.utf8) }
    }

    /// The word spelt exactly `bytes`, if there is one.
    func word(_ bytes: ArraySlice<UInt8>) -> Word? {
        spellings.firstIndex { $0.count == bytes.count && $0.elementsEqual(bytes) }.map { words[$0] }
    }
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
