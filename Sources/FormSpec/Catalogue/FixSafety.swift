/// What a catalogue entry says of its id's fix-its: whether `formspec fix` applies them unasked
/// (safe: they only correct the mistake) or only with `--unsafe` (they guess between meanings or
/// change what the form does), and why. Each case holds the why, one sentence.
package enum FixSafety: Sendable, Equatable {
    /// Every fix-it of the id is safe.
    case safe(String)
    /// Every fix-it of the id is unsafe.
    case unsafe(String)
    /// Some of the id's fix-its are safe and some are not; the why says which.
    case depends(String)

    /// Why, as the entry says it.
    package var reason: String {
        switch self {
        case .safe(let reason), .unsafe(let reason), .depends(let reason): reason
        }
    }

    /// Whether a fix-it whose ``Diagnostic/FixIt/isSafe`` is `isSafe` is one the entry declares.
    package func allows(isSafe: Bool) -> Bool {
        switch self {
        case .safe: isSafe
        case .unsafe: !isSafe
        case .depends: true
        }
    }

    /// The paragraph `formspec explain` and the reference print: "Fix-its: safe (formspec fix
    /// applies them): …".
    package var sentence: String {
        switch self {
        case .safe(let reason): "Fix-its: safe (`formspec fix` applies them): " + reason
        case .unsafe(let reason): "Fix-its: unsafe (only `formspec fix --unsafe` applies them): " + reason
        case .depends(let reason): "Fix-its: some safe, some unsafe (`formspec fix --unsafe` applies all): " + reason
        }
    }
}
