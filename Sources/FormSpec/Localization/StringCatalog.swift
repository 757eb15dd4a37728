/// An Xcode String Catalog (`.xcstrings`): its top-level members in the order read, and its
/// entries (the members of `strings`), each kept whole, so that what a translator or Xcode wrote
/// and FormSpec does not touch (other members, other languages, variations) is written back
/// as it was.
package struct StringCatalog: Sendable, Equatable {
    /// The top-level members; `strings` stands where it was read, its value written from ``entries``.
    package var members: [CatalogValue.Member]
    /// The entries, by key, in the order read (Xcode's, for a catalog it wrote).
    package var entries: [CatalogValue.Member]

    /// The language the texts of the specs are in: the catalog's `sourceLanguage`, else `en`.
    package var sourceLanguage: String { members.value(of: "sourceLanguage")?.string ?? Self.defaultSourceLanguage }

    /// The source language of a new catalog, or of one that names none.
    package static let defaultSourceLanguage = "en"

    /// A catalog without entries, as Xcode makes a new one.
    package init() {
        members = [
            CatalogValue.Member("sourceLanguage", .string(Self.defaultSourceLanguage))
        ]
        entries = []
    }

    /// A catalog of `members`, whose `strings` holds `entries`.
    package init(members: [CatalogValue.Member], entries: [CatalogValue.Member]) {
        self.members = members
        self.entries = entries
    }

    /// The translations into `language`, by key: the value of each entry's string unit, if it has
    /// one, and whether its state is `needs_review` (its source text changed since it was
    /// translated). A key written twice is the first entry's. Read in one pass, so that a form's
    /// thousands of texts each take a lookup, not a search of the catalog.
    package func translations(into language: String) -> [String: (text: String, needsReview: Bool)] {
        var translations: [String: (text: String, needsReview: Bool)] = [:]
        var read: Set<String> = []
        for entry in entries where read.insert(entry.name).inserted {
            guard let unit = entry.value["localizations"]?[language]?["stringUnit"], let text = unit["value"]?.string
            else { continue }
            translations[entry.name] = (text, unit["state"]?.string == Self.needsReviewState)
        }
        return translations
    }

    /// The state of a translation whose source text changed since it was translated.
    package static let needsReviewState = "needs_review"

    /// The languages of the catalog, sorted: its source language and every language an entry
    /// has a localization in.
    package var languages: [String] {
        var languages: Set = [sourceLanguage]
        for entry in entries {
            for localization in entry.value["localizations"]?.members ?? [] { languages.insert(localization.name) }
        }
        return languages.sorted()
    }

    /// The whole catalog as one JSON object: with a `sourceLanguage` and a `version`, which Xcode
    /// needs, when the file had none.
    package var json: CatalogValue {
        var members = members
        if members.value(of: "sourceLanguage") == nil { members.set("sourceLanguage", .string(sourceLanguage)) }
        members.set("strings", .object(entries))
        if members.value(of: "version") == nil { members.set("version", .string("1.0")) }
        return .object(members)
    }
}

extension Array where Element == CatalogValue.Member {
    /// The value of the member `name`.
    package func value(of name: String) -> CatalogValue? {
        first { $0.name == name }?.value
    }

    /// Gives the member `name` the value `value`: in its place when it is there, else inserted
    /// before the first member that comes after it in Xcode's order (see ``CatalogKeyOrder``).
    package mutating func set(_ name: String, _ value: CatalogValue) {
        if let index = firstIndex(where: { $0.name == name }) {
            self[index].value = value
        } else {
            let index = firstIndex { CatalogKeyOrder.precedes(name, $0.name) } ?? endIndex
            insert(CatalogValue.Member(name, value), at: index)
        }
    }
}
