import Foundation
import Testing

extension Tag {
    /// A suite that runs the built executables as child processes (interrupted, killed, held to
    /// their limits): seconds where the others take milliseconds.
    @Tag public static var endToEnd: Self

    /// A test that works through a spec of thousands of controls, every position of a document or
    /// every golden: seconds where the others take milliseconds.
    @Tag public static var exhaustive: Self
}

extension Trait where Self == ConditionTrait {
    /// Skips a test tagged ``Testing/Tag/endToEnd`` or ``Testing/Tag/exhaustive`` in the quick
    /// loop, `FORMSPEC_QUICK=1 swift test` (this toolchain's `swift test` cannot filter by tag);
    /// CI runs everything.
    public static var skippedInQuickLoop: Self {
        .disabled(
            if: ProcessInfo.processInfo.environment["FORMSPEC_QUICK"] == "1",
            "slow: FORMSPEC_QUICK=1 skips it")
    }
}
