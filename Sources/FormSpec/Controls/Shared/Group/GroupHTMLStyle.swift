extension GroupDefinition {
    /// The page's rules for a group's items, in a column or a row as its `axis` says.
    static var htmlStyle: [String] {
        [
            ".items { display: flex; gap: 8px 20px; }",
            ".items.vertical { flex-direction: column; }",
            ".items.horizontal { flex-direction: row; flex-wrap: wrap; }",
        ]
    }
}
