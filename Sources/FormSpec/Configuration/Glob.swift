/// A path pattern of a configuration file's `include` and `exclude`, matched against a path
/// relative to the configuration's folder, `/` between folders: `*` matches any characters but
/// `/`, `?` one character but `/`, and `**` any number of whole folders (`**/*.form.yaml`
/// matches `a.form.yaml` and `Forms/Old/a.form.yaml`; `Legacy/**` everything under `Legacy`).
package struct Glob: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    package let pattern: String
    private let segments: [Substring]

    package init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    package var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches. Both matches are the classic
    /// wildcard walk with one point to return to, so that no pattern takes more than the product
    /// of its length and the path's.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.wildcardMatch(segments, parts, isWildcard: { $0 == "**" }, matchesOne: Self.segmentMatches)
    }

    /// Whether the pattern matches every path under the folder at `folder` (relative,
    /// `/`-separated): it ends with `**`, and what comes before matches the folder or a folder
    /// above it (`Legacy/**` and `**/Build/**` match everything under `Legacy/Old`, `Build`).
    package func matchesEverything(under folder: String) -> Bool {
        guard segments.last == "**" else { return false }
        let prefix = Array(segments.reversed().drop { $0 == "**" }.reversed())
        let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        return (0...parts.count).contains { count in
            Self.wildcardMatch(
                prefix, Array(parts.prefix(count)), isWildcard: { $0 == "**" }, matchesOne: Self.segmentMatches)
        }
    }

    /// Whether one segment of a pattern (no `**`) matches one folder or file name.
    private static func segmentMatches(_ pattern: Substring, _ part: Substring) -> Bool {
        wildcardMatch(
            Array(pattern.unicodeScalars), Array(part.unicodeScalars), isWildcard: { $0 == "*" },
            matchesOne: { $0 == "?" || $0 == $1 })
    }

    /// Whether `items` match `patterns`, where a wildcard pattern matches any run of items and
    /// any other pattern one item that `matchesOne` accepts.
    private static func wildcardMatch<Pattern, Item>(
        _ patterns: [Pattern], _ items: [Item], isWildcard: (Pattern) -> Bool,
        matchesOne: (Pattern, Item) -> Bool
    ) -> Bool {
        var pattern = 0
        var item = 0
        var retry: (pattern: Int, item: Int)?
        while item < items.count {
            if pattern < patterns.count, isWildcard(patterns[pattern]) {
                retry = (pattern, item)
                pattern += 1
            } else if pattern < patterns.count, matchesOne(patterns[pattern], items[item]) {
                pattern += 1
                item += 1
            } else if let last = retry {
                // The last wildcard takes one more item.
                retry = (last.pattern, last.item + 1)
                pattern = last.pattern + 1
                item = last.item + 1
            } else {
                return false
            }
        }
        while pattern < patterns.count, isWildcard(patterns[pattern]) { pattern += 1 }
        return pattern == patterns.count
    }
}
