/// What a control type keeps from one control to the next of a run, to compute a thing once (a
/// calendar's month names per locale, the first weekday of a locale, the months a preview may
/// still draw): a value of the type's own, made empty when first asked for. The stages hold a
/// ``ControlCaches`` and never look inside; each control's folder declares and reads its own.
protocol ControlCache: Sendable {
    /// The cache before any control used it.
    init()
}

/// The caches of the control types, one value per cache type, each made when first asked for.
struct ControlCaches: Sendable {
    private var values: [ObjectIdentifier: any ControlCache] = [:]

    /// Runs `body` on the cache of type `Cache`, made empty if no control asked for it before, and
    /// keeps what `body` changed. The cache is taken out while `body` runs, so that changing it
    /// does not copy it.
    mutating func update<Cache: ControlCache, Result>(
        _: Cache.Type, _ body: (inout Cache) -> Result
    ) -> Result {
        let key = ObjectIdentifier(Cache.self)
        var cache = values.removeValue(forKey: key) as? Cache ?? Cache()
        defer { values[key] = cache }
        return body(&cache)
    }
}
