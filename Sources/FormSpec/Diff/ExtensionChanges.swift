/// The changes of the `x-` keys of a form, a control, an item or a date: each key added, removed
/// or with another value is a behavior change, since an app reads them to decide what it does.
enum ExtensionChanges {
    /// Reports the keys of `old` and `new` that differ, named under `prefix`, in code-point order.
    static func compare(_ old: ExtensionValues, _ new: ExtensionValues, prefix: String, into list: inout ChangeList) {
        guard old != new else { return }
        let (before, after) = (old.members, new.members)
        var (index, otherIndex) = (0, 0)
        while index < before.count || otherIndex < after.count {
            let order =
                index == before.count
                ? 1
                : otherIndex == after.count
                    ? -1 : JSONWriter.compareCodePoints(before[index].key, after[otherIndex].key)
            if order < 0 {
                let member = before[index]
                list.add(
                    .behavior, .removed, field: prefix + member.key, old: ChangeText.json(member.value),
                    "\(prefix + member.key) removed (was \(ChangeText.json(member.value).text))")
                index += 1
            } else if order > 0 {
                let member = after[otherIndex]
                list.add(
                    .behavior, .added, field: prefix + member.key, new: ChangeText.json(member.value),
                    "\(prefix + member.key) added (\(ChangeText.json(member.value).text))")
                otherIndex += 1
            } else {
                if before[index].value != after[otherIndex].value {
                    list.changed(
                        .behavior, field: prefix + before[index].key, from: ChangeText.json(before[index].value),
                        to: ChangeText.json(after[otherIndex].value))
                }
                index += 1
                otherIndex += 1
            }
        }
    }
}
