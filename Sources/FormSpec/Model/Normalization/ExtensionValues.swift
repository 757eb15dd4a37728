extension [Extension] {
    /// The extensions as the output carries them: keys as written, values as resolved (SPEC §1).
    var resolvedValues: [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for item in self where values[item.key] == nil {
            values[item.key] = item.value
        }
        return values
    }
}
