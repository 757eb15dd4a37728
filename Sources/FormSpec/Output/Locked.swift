import Dispatch

/// A value that threads share, read and changed only while its lock is held.
///
/// `@unchecked Sendable`: `value` is reached only through `withLock` and `lockForever`, which hold
/// `lock`.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.wait()
        defer { lock.signal() }
        return body(&value)
    }

    /// Runs `body` and keeps the lock, so that every later use waits for ever: for a process on
    /// its way out.
    package func lockForever(_ body: (Value) -> Void) {
        lock.wait()
        body(value)
    }
}
