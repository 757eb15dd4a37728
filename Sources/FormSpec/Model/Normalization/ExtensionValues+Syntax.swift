extension ExtensionValues {
    /// The extensions as the output carries them: of keys that are the same string (as Swift
    /// compares them, like a dictionary's keys), the first one written.
    init(_ extensions: [Extension]) {
        var members = extensions.map { Member(key: $0.key, value: $0.value) }
        if members.count > 1 {
            var keys = Set<String>()
            members = members.filter { keys.insert($0.key).inserted }.sorted { JSONWriter.codePointOrder($0.key, $1.key) }
        }
        self.members = members
    }
}
