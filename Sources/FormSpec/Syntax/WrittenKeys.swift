/// The keys of one mapping that its author wrote: under their own names, whether their values
/// could be read or not, and under other names that `spec.unknown-key` took to stand for them
/// (`treeState` for `threeState`, `lable` for `label`, RVS_Checkbox's `onImage` for `images`).
///
/// A rule whose verdict depends on a key being absent asks `contains`: a key written with a wrong
/// value or under a wrong name is one mistake, reported already, and the rule stays silent rather
/// than judge the mapping without it (one mistake, one diagnostic).
package struct WrittenKeys<Key: Vocabulary>: Sendable {
    /// The keys written under their own names.
    package private(set) var named: KeySet<Key>
    /// The keys that unknown keys of the mapping were reported as standing for.
    package private(set) var misnamed: KeySet<Key>

    init(named: KeySet<Key> = KeySet(), misnamed: KeySet<Key> = KeySet()) {
        self.named = named
        self.misnamed = misnamed
    }

    /// Whether `key` is written, under its own name or another.
    package func contains(_ key: Key) -> Bool {
        named.contains(key) || misnamed.contains(key)
    }
}
