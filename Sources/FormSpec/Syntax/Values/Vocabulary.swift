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
    private let entries: [(bytes: [UInt8], word: Word)]

    public init() {
        entries = Word.allCases.map { (Array($0.rawValue.utf8), $0) }
    }

    /// The word spelt exactly `bytes`, if there is one.
    func word(_ bytes: ArraySlice<UInt8>) -> Word? {
        entries.first { $0.bytes.count == bytes.count && $0.bytes.elementsEqual(bytes) }?.word
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
