import FormSpec
import FormSpecYAML

/// Writes a valid FormSpec spec of about a given size, as a product team writes one: a header
/// with anchored shared defaults, then controls drawn in the shares of a ``BenchmarkMix`` from a
/// seeded pseudo-random sequence (each type's writer in `Controls/`, or the default one), with
/// labels in several languages, `x-` extensions, and aliases and merge keys (`<<: *base`). The
/// same mix, seed and size give the same bytes on every run, and the controls are the same
/// sequence whichever way the size is given.
struct SpecGenerator: BenchmarkSpec {
    /// How much the spec holds.
    enum Size {
        /// About this many bytes: controls are added until the spec reaches it.
        case bytes(Int)
        /// Exactly this many controls.
        case controls(Int)

        /// The option that asks for this size (`--bytes 1000` is `("bytes", 1000)`).
        var option: (name: String, value: Int) {
            switch self {
            case .bytes(let bytes): return ("bytes", bytes)
            case .controls(let controls): return ("controls", controls)
            }
        }
    }

    /// Aliases may copy one node per this many bytes written...
    private static let bytesPerAliasNode = 200
    /// ...but never more than half of what the parser allows, so that any size stays valid.
    private static let aliasNodeCap = YAMLLimits().maxAliasExpansion / 2
    private static let indents = (0...8).map { String(repeating: " ", count: 2 * $0) }
    private static let flushBytes = 64 * 1024

    /// The seed of the specs written before mixes were named, and of `generate` without `--seed`.
    static let defaultSeed: UInt64 = 0x466F_726D_5370_6563

    let size: Size
    let mix: BenchmarkMix
    let seed: UInt64
    private var random: DeterministicRandom
    /// The sum of the mix's shares.
    private let totalShare: Int
    /// The number of the control being written, 1-based; it names the control and its anchors.
    private(set) var controlNumber = 0
    var latestAnchors: [String: String] = [:]
    private var text = ""
    private var flushedBytes = 0
    private var aliasNodes = 0

    init(size: Size, mix: BenchmarkMix = .current, seed: UInt64 = Self.defaultSeed) {
        self.size = size
        self.mix = mix
        self.seed = seed
        random = DeterministicRandom(seed: seed)
        totalShare = BenchmarkWriters.parts.map { mix.shares[$0.type, default: 0] }.reduce(0, +)
    }

    /// The options of `generate` that give this spec (the mix and the seed only when they are not
    /// the defaults, so that `current` specs keep their earlier header).
    var options: String {
        var words = mix.name == BenchmarkMix.current.name ? [] : ["--mix", mix.name]
        if seed != Self.defaultSeed { words += ["--seed", String(seed)] }
        return (words + ["--\(size.option.name)", String(size.option.value)]).joined(separator: " ")
    }

    /// The configuration the spec is meant to be checked with, for a mix with
    /// ``BenchmarkMix/Feature/configuration``: the infos its suppressions silence raised to warnings,
    /// and warnings failing the run, so that a suppression that did not hold fails the check.
    var configuration: String {
        """
        # Written by `formspec-benchmark generate \(options) --configuration FILE`: the
        # configuration its spec is checked with.
        rules:
          calendar.selected-disabled: warning   # silenced where it stands in the spec
          a11y.low-contrast: error
        warnings-as-errors: true

        """
    }

    /// Produces the spec in chunks of about 64 KiB.
    mutating func generate(write: (String) -> Void) {
        writeHeader()
        repeat {
            writeControl()
            if text.utf8.count >= Self.flushBytes {
                flushedBytes += text.utf8.count
                write(text)
                text = ""
            }
        } while !isComplete
        write(text)
    }

    /// Whether the spec has reached its size.
    private var isComplete: Bool {
        switch size {
        case .bytes(let bytes): return flushedBytes + text.utf8.count >= bytes
        case .controls(let controls): return controlNumber >= controls
        }
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        random.int(range)
    }

    mutating func chance(_ percent: Int) -> Bool {
        random.chance(percent)
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        random.pick(elements)
    }

    mutating func line(_ depth: Int, _ content: String) {
        text += Self.indents[depth]
        text += content
        text += "\n"
    }

    /// Whether an alias copying `nodeCount` nodes fits the budget, which grows with the bytes
    /// written; when it does, the alias is counted.
    mutating func useAlias(copying nodeCount: Int) -> Bool {
        let allowance = min(Self.aliasNodeCap, (flushedBytes + text.utf8.count) / Self.bytesPerAliasNode)
        guard aliasNodes + nodeCount <= allowance else { return false }
        aliasNodes += nodeCount
        return true
    }

    /// The control number with six digits (`000123`), for ids and anchor names.
    var paddedNumber: String {
        let digits = String(controlNumber)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// `label` (or only `accessibilityLabel`), sometimes `accessibilityLabel` too, and `enabled`.
    mutating func writeLabels(_ label: String) {
        if random.chance(8) {
            line(2, "accessibilityLabel: \(label)")
        } else {
            line(2, "label: \(label)")
            if random.chance(12) { line(2, "accessibilityLabel: \(pickAccessibilityLabel())") }
        }
        if random.chance(8) { line(2, "enabled: false") }
    }

    mutating func pickAccessibilityLabel() -> String {
        random.pick(SampleText.accessibilityLabels)
    }

    private mutating func writeControl() {
        controlNumber += 1
        var roll = random.int(1...totalShare)
        let part =
            BenchmarkWriters.parts.first { part in
                roll -= mix.shares[part.type, default: 0]
                return roll <= 0
            } ?? BenchmarkWriters.parts[BenchmarkWriters.parts.count - 1]
        let id = "\(part.type.rawValue)-\(paddedNumber)"
        if mix.has(.comments), random.chance(20) { line(1, "# \(random.pick(SampleText.comments))") }
        line(1, "- type: \(part.type.rawValue)")
        if mix.has(.comments), random.chance(10) {
            line(2, "id: \(id)  # \(random.pick(SampleText.comments))")
        } else {
            line(2, "id: \(id)")
        }
        part.write(&self)
        writeExtensions(id: id)
    }

    private mutating func writeExtensions(id: String) {
        switch random.int(0...5) {
        case 0:
            line(2, "x-analytics: {event: \"\(id):changed\", sampled: \(random.chance(50))}")
        case 1:
            line(2, "x-owner: \(random.pick(SampleText.owners))")
        case 2:
            line(2, "x-note: |")
            for noteLine in random.pick(SampleText.notes) { line(3, noteLine) }
        default:
            break
        }
    }

    private mutating func writeHeader() {
        text += """
            # yaml-language-server: $schema=../../Schemas/formspec.schema.json
            # Written by `formspec-benchmark generate \(options)`: a synthetic form for
            # timing the compiler. The same \(generatorKeys.isEmpty ? "size always gives" : "mix, seed and size always give") the same file.
            formspec: 1
            id: benchmark-form
            title: "Inscription à l'événement – formulaire de référence"
            locale: fr_FR
            x-generator: {tool: formspec-benchmark, \(generatorKeys)\(size.option.name): \(size.option.value)}
            x-defaults:

            """
        for anchor in BenchmarkWriters.anchors {
            text += "  \(anchor.key): &\(anchor.name)\n"
            for line in anchor.lines { text += "    \(line)\n" }
        }
        text += """
            controls:

            """
    }

    /// The mix and seed in the form's `x-generator`, when they are not the defaults.
    private var generatorKeys: String {
        var keys = mix.name == BenchmarkMix.current.name ? "" : "mix: \(mix.name), "
        if seed != Self.defaultSeed { keys += "seed: \(seed), " }
        return keys
    }
}
