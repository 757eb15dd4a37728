extension StringCatalog {
    /// The `extractionState` of a key FormSpec writes: Xcode leaves a `manual` key alone, where it
    /// would mark stale a key it did not extract from source code.
    static let manual = CatalogValue.string("manual")
    /// The `extractionState` of a key no spec has any more.
    static let stale = CatalogValue.string("stale")

    /// Merges the texts of the specs into the catalog:
    ///
    /// - a new key gets the text as its source language's value (state `translated`), the
    ///   comment, and the extraction state `manual`;
    /// - a known key gets the comment, `manual` again if it was stale, and, when the text changed,
    ///   the new text as its source value and the state `needs_review` on each string unit of its
    ///   other languages (their translations kept, variations' too); a source value written as
    ///   variations (plural or device forms) is replaced by the spec's one text, and its
    ///   translations are marked for review likewise;
    /// - a key no text has any more is marked `stale`, never removed;
    /// - everything else an entry holds is kept as it is.
    ///
    /// The first of two texts with the same key is the one merged.
    package mutating func merge(_ texts: [LocalizedText]) {
        var merged = Set<String>()
        for text in texts where merged.insert(text.key).inserted {
            var entry = entries.value(of: text.key)?.members ?? []
            update(&entry, with: text)
            entries.set(text.key, .object(entry))
        }
        for index in entries.indices where !merged.contains(entries[index].name) {
            guard var entry = entries[index].value.members, entry.value(of: "extractionState") != Self.stale else {
                continue
            }
            entry.set("extractionState", Self.stale)
            entries[index].value = .object(entry)
        }
    }

    private func update(_ entry: inout [CatalogValue.Member], with text: LocalizedText) {
        entry.set("comment", .string(text.comment))
        // `manual`, or a state Xcode gave (the key is in source code too), is kept.
        let state = entry.value(of: "extractionState")
        if state == nil || state == Self.stale { entry.set("extractionState", Self.manual) }
        var localizations = entry.value(of: "localizations")?.members ?? []
        var source = localizations.value(of: sourceLanguage)?.members ?? []
        var unit = source.value(of: "stringUnit")?.members ?? []
        let previous = unit.value(of: "value")?.string
        let hadVariations = source.value(of: "variations") != nil
        if let previous, previous.hasSameCodePoints(as: text.text), !hadVariations { return }
        unit.set("state", .string("translated"))
        unit.set("value", .string(text.text))
        source.removeAll { $0.name == "variations" }
        source.set("stringUnit", .object(unit))
        localizations.set(sourceLanguage, .object(source))
        if previous != nil || hadVariations {
            for index in localizations.indices where localizations[index].name != sourceLanguage {
                localizations[index].value = Self.markingForReview(localizations[index].value)
            }
        }
        entry.set("localizations", .object(localizations))
    }

    /// `value` with the state of each string unit in it (variations' too) set to `needs_review`.
    private static func markingForReview(_ value: CatalogValue) -> CatalogValue {
        guard var members = value.members else { return value }
        for index in members.indices {
            if members[index].name == "stringUnit", var unit = members[index].value.members {
                unit.set("state", .string(StringCatalog.needsReviewState))
                members[index].value = .object(unit)
            } else {
                members[index].value = markingForReview(members[index].value)
            }
        }
        return .object(members)
    }
}
