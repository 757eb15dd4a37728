/// A closed set of words a key accepts (`on`/`off`/`clear`, `vertical`/`horizontal`, …): the
/// raw values are the spellings, in the order the documentation lists them.
public protocol Vocabulary: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
    /// What the words name, for messages ("a checkbox state").
    static var meaning: String { get }
    /// The words by their UTF-8 bytes: `static let words = WordTable<Self>()`, built once.
    static var words: WordTable<Self> { get }
}

/// A vocabulary's spellings as UTF-8 bytes, to find the word a key or value of a document spells
/// by comparing its bytes, without making a `String` of them. The spellings are grouped by
/// length, so that a lookup compares only those of the right length.
public struct WordTable<Word: Vocabulary>: Sendable {
    /// The spellings, shortest first, and the word each spells.
    private let spellings: [[UInt8]]
    private let words: [Word]
    /// `byLength[n]` is the first index in `spellings` of a spelling at least `n` bytes long.
    private let byLength: [Int]

    public init() {
        let sorted = Word.allCases.map { (spelling: Array($0.rawValue.utf8), word: $0) }.sorted { $0.spelling.count < $1.spelling.count }
        let spellings = sorted.map(\.spelling)
        self.spellings = spellings
        words = sorted.map(\.word)
        byLength = (0...(spellings.last?.count ?? 0) + 1).map { length in
            spellings.firstIndex { $0.count >= length } ?? spellings.count
        }
    }

    /// The word spelt exactly `bytes`, if there is one.
    func word(_ bytes: ArraySlice<UInt8>) -> Word? {
        guard bytes.count + 1 < byLength.count else { return nil }
        for index in byLength[bytes.count]..<byLength[bytes.count + 1] where spellings[index].elementsEqual(bytes) {
            return words[index]
        }
        return nil
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
