extension ExtensionValues {
    /// The extensions as the output carries them: of keys that are the same string (as Swift
    /// compares them, like a dictionary's keys), the first one written.
    init(_ extensions: [Extension]) {
        var keys = Set<String>()
        members = extensions.filter { keys.insert($0.key).inserted }
            .map { Member(key: $0.key, value: $0.value) }
            .sorted { JSONWriter.codePointOrder($0.key, $1.key) }
    }
}
