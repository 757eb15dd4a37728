extension ExtensionValues {
    /// The extensions as the output carries them, sorted by the code points of their keys. Keys
    /// are compared by their code points, as the parse compared them: `x-café` with `é` (U+00E9)
    /// and with `e` + U+0301 are two members. (The parse left each key of a mapping once; of two
    /// with the same code points, the first one written would be kept.)
    init(_ extensions: [Extension]) {
        guard extensions.count > 1 else {
            members = extensions.map { Member(key: $0.key, value: $0.value) }
            return
        }
        members = JSONValue.Object.sortedKeepingFirst(extensions.map { (key: $0.key, value: $0.value) }).map {
            Member(key: $0.key, value: $0.value)
        }
    }
}
