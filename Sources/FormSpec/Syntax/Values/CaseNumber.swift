/// The case number of an enum without payloads, read from its storage: such an enum of at most 256
/// cases is stored as one byte (none for one case) that counts its cases in the order they are
/// declared. The one place a vocabulary's word is read as memory.
enum CaseNumber {
    /// The case number of `value`, an enum without payloads of at most 256 cases.
    @inline(__always)
    static func of<Value>(_ value: Value) -> Int {
        MemoryLayout<Value>.size == 0 ? 0 : Int(unsafeBitCast(value, to: UInt8.self))
    }
}
