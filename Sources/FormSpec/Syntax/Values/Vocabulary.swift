/// A closed set of words a key accepts (`on`/`off`/`clear`, `vertical`/`horizontal`, …): the
/// raw values are the spellings, in the order the documentation lists them.
package protocol Vocabulary: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
    /// What the words name, for messages ("a checkbox state").
    static var meaning: String { get }
    /// The words by their UTF-8 bytes: `static let words = WordTable<Self>()`, built once.
    static var words: WordTable<Self> { get }
    /// The word an author meant who wrote a boolean instead (`state: true`), if one is clear:
    /// by default `on` for true and `off` for false, when the vocabulary has them.
    static func word(meantBy boolean: Bool) -> Self?
}

/// A vocabulary's spellings as UTF-8 bytes, to find the word a key or value of a document spells
/// by comparing its bytes, without making a `String` of them. The spellings are grouped by
/// length, so that a lookup compares only those of the right length.
package struct WordTable<Word: Vocabulary>: Sendable {
    /// The spellings, shortest first, and the position in `cases` of the word each spells.
    private let spellings: [[UInt8]]
    private let positions: [Int]
    /// The first byte of each spelling (0 for an empty one): most spellings of a length are told
    /// apart by it, without comparing them whole.
    private let firstBytes: [UInt8]
    /// `Word.allCases`, made once (a synthesized `allCases` makes a new array at each call).
    let cases: [Word]
    /// `byLength[n]` is the first index in `spellings` of a spelling at least `n` bytes long.
    private let byLength: [Int]
    /// The spellings in the code-point order of their characters (the order of JSON keys), each
    /// with the position of its word in `cases`.
    let codePointOrder: [(spelling: String, position: Int)]

    package init() {
        let cases = Array(Word.allCases)
        precondition(
            cases.indices.allSatisfy { cases[$0].position == $0 }, "\(Word.self) is not an enum without payloads")
        self.cases = cases
        let sorted = cases.enumerated().map { (spelling: Array($1.rawValue.utf8), position: $0) }
            .sorted { $0.spelling.count < $1.spelling.count }
        let spellings = sorted.map(\.spelling)
        self.spellings = spellings
        positions = sorted.map(\.position)
        firstBytes = spellings.map { $0.first ?? 0 }
        byLength = (0...(spellings.last?.count ?? 0) + 1).map { length in
            spellings.firstIndex { $0.count >= length } ?? spellings.count
        }
        // UTF-8 bytes compare in the order of the code points they encode.
        codePointOrder = cases.enumerated().map { (spelling: $1.rawValue, position: $0) }
            .sorted { $0.spelling.utf8.lexicographicallyPrecedes($1.spelling.utf8) }
    }

    /// The position in `cases` of the word spelt exactly `bytes`, if there is one.
    func position(spelledBy bytes: UTF8Bytes) -> Int? {
        guard bytes.count + 1 < byLength.count else { return nil }
        let first = bytes.first ?? 0
        for index in byLength[bytes.count]..<byLength[bytes.count + 1]
        where firstBytes[index] == first && spellings[index].elementsEqual(bytes) {
            return positions[index]
        }
        return nil
    }

    /// The word spelt exactly `bytes`, if there is one.
    func word(_ bytes: UTF8Bytes) -> Word? {
        position(spelledBy: bytes).map { cases[$0] }
    }
}

extension Vocabulary {
    package static func word(meantBy boolean: Bool) -> Self? {
        Self(rawValue: boolean ? "on" : "off")
    }

    /// The words, quoted and joined for a message: `'on', 'off' or 'clear'`.
    static var spellings: String {
        WordList.joined(allCases.map { "'\($0.rawValue)'" }, "or")
    }

    /// The word's position in `allCases`, read without a search: a vocabulary is an enum without
    /// payloads, stored as its case number, which counts the cases in the order they are declared,
    /// as `allCases` lists them (`WordTable.init` checks it).
    var position: Int {
        UncheckedCasts.caseNumber(of: self)
    }
}
