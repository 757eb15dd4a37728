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
    /// The first of two texts with the same key is the one merged. A key is found in a table of
    /// the entries, and the new keys are put in place in one pass: each before the first entry it
    /// comes before in Xcode's order, as one at a time would be, so that a merge takes time in
    /// proportion to the catalog and the texts, not their product.
    package mutating func merge(_ texts: [LocalizedText]) {
        var positions: [String: Int] = [:]
        for index in entries.indices where positions[entries[index].name] == nil {
            positions[entries[index].name] = index
        }
        var merged = Set<String>()
        var added: [CatalogValue.Member] = []
        for text in texts where merged.insert(text.key).inserted {
            guard let index = positions[text.key] else {
                var entry: [CatalogValue.Member] = []
                update(&entry, with: text)
                added.append(CatalogValue.Member(text.key, .object(entry)))
                continue
            }
            var entry = entries[index].value.members ?? []
            entries[index].value = .null
            update(&entry, with: text)
            entries[index].value = .object(entry)
        }
        for index in entries.indices where !merged.contains(entries[index].name) {
            guard var entry = entries[index].value.members, entry.value(of: "extractionState") != Self.stale else {
                continue
            }
            entries[index].value = .null
            entry.set("extractionState", Self.stale)
            entries[index].value = .object(entry)
        }
        insert(added)
    }

    /// Puts `added`, keys the catalog does not have, each before the first entry whose key it
    /// comes before (``CatalogKeyOrder``), else at the end: the keys sorted, in one pass.
    private mutating func insert(_ added: [CatalogValue.Member]) {
        guard !added.isEmpty else { return }
        let sorted = added.sorted { CatalogKeyOrder.precedes($0.name, $1.name) }
        var next = sorted.startIndex
        var result: [CatalogValue.Member] = []
        result.reserveCapacity(entries.count + sorted.count)
        for entry in entries {
            while next < sorted.endIndex, CatalogKeyOrder.precedes(sorted[next].name, entry.name) {
                result.append(sorted[next])
                next += 1
            }
            result.append(entry)
        }
        result += sorted[next...]
        entries = result
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
