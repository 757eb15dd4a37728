/// What a control type keeps from one control to the next of a run, to compute a thing once (a
/// calendar's month names per locale, the first weekday of a locale, the months a preview may
/// still draw): a value of the type's own, made empty when first asked for. The stages hold a
/// ``ControlCaches`` and never look inside; each control's folder declares and reads its own.
protocol ControlCache: Sendable {
    /// The cache before any control used it.
    init()
}

/// The caches of the control types, one value per cache type, each made when first asked for.
/// A holder keeps one or two, each in a box of its own that is changed in place and copied only
/// when a copy of the holder shares it (copy on write: the holder is a value like any other).
/// They are found by comparing types and read as what they are known to be: this runs for every
/// calendar of a form.
struct ControlCaches: Sendable {
    private var boxes: [CacheBox] = []

    /// Runs `body` on the cache of type `Cache`, made empty if no control asked for it before, and
    /// keeps what `body` changed.
    mutating func update<Cache: ControlCache, Result>(
        _: Cache.Type, _ body: (inout Cache) -> Result
    ) -> Result {
        let key = ObjectIdentifier(Cache.self)
        guard let index = boxes.firstIndex(where: { $0.key == key }) else {
            let box = TypedCacheBox(Cache())
            boxes.append(box)
            return body(&box.value)
        }
        if !isKnownUniquelyReferenced(&boxes[index]) {
            boxes[index] = TypedCacheBox(UncheckedCasts.downcast(boxes[index], to: TypedCacheBox<Cache>.self).value)
        }
        return body(&UncheckedCasts.downcast(boxes[index], to: TypedCacheBox<Cache>.self).value)
    }
}

/// A box holding one cache, known by the cache's type. Changed only through a holder that owns
/// it alone (``ControlCaches/update(_:_:)`` copies a shared one first), so it crosses threads as
/// its value would.
private class CacheBox: @unchecked Sendable {
    /// The type of the cache it holds.
    let key: ObjectIdentifier

    init(key: ObjectIdentifier) {
        self.key = key
    }
}

/// The box of a cache of type `Cache`.
private final class TypedCacheBox<Cache: ControlCache>: CacheBox, @unchecked Sendable {
    var value: Cache

    init(_ value: Cache) {
        self.value = value
        super.init(key: ObjectIdentifier(Cache.self))
    }
}
