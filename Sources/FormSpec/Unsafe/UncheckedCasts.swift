/// Reading a value as what it is known to be without checking it in release builds: the places
/// where a value's memory or class is taken on trust, because a check would cost on a hot path.
enum UncheckedCasts {
    /// The case number of `value`, an enum without payloads of at most 256 cases: such an enum
    /// is stored as one byte (none for one case) that counts its cases in the order they are
    /// declared.
    @inline(__always)
    static func caseNumber<Value>(of value: Value) -> Int {
        MemoryLayout<Value>.size == 0 ? 0 : Int(unsafeBitCast(value, to: UInt8.self))
    }

    /// `object` as an instance of `type`, which it is known to be (checked in debug builds).
    @inline(__always)
    static func downcast<Object: AnyObject>(_ object: AnyObject, to type: Object.Type) -> Object {
        unsafeDowncast(object, to: type)
    }
}
