/// The words that sum up a comparison, shared by the formats for people.
enum DiffSummary {
    /// `3 changes in 2 specs: 1 breaking, 1 behavior, 1 cosmetic`, or `no changes in 2 specs`;
    /// then, when some specs have errors, `; the specs with errors are not compared`.
    static func line(_ specs: [FormChanges], someNotCompared: Bool = false) -> String {
        let counts = specs.reduce(ChangeCounts()) { $0 + $1.counts }
        let scope = "in " + counted(specs.count, "spec")
        let notCompared = someNotCompared ? "; the specs with errors are not compared" : ""
        guard counts.total > 0 else { return "no changes " + scope + notCompared }
        return counted(counts.total, "change") + " " + scope + ": "
            + ChangeClass.allCases.map { "\(counts[$0]) \($0.rawValue)" }.joined(separator: ", ") + notCompared
    }

    /// `… and 12 more changes of FILE, not listed (--max-changes)`.
    static func leftOut(_ spec: FormChanges) -> String {
        "… and \(counted(spec.leftOut, "more change")) of \(spec.name), not listed (--max-changes)"
    }

    /// `1 change`, `2 changes`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
