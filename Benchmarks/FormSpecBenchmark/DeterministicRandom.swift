/// SplitMix64 from a fixed seed: the same numbers on every run and platform. (The standard
/// library's `random(in:using:)` does not promise its algorithm, so it is not used.)
struct DeterministicRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// An integer in `range` (the modulo bias is negligible for the small ranges used here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        int(1...100) <= percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }
}
