import FormSpec
import FormSpecYAML

/// Writes a valid FormSpec spec of about a given size, as a product team writes one: a header
/// with anchored shared defaults, then controls of every type in a fixed pseudo-random mix
/// (``BenchmarkMix``: each type's writer in `Controls/`, or the default one),
/// with labels in several languages, `x-` extensions, and aliases and merge keys (`<<: *base`).
/// The same size gives the same bytes on every run, and the controls are the same sequence
/// whichever way the size is given.
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

    let size: Size
    var random = DeterministicRandom(seed: 0x466F_726D_5370_6563)
    /// The number of the control being written, 1-based; it names the control and its anchors.
    private(set) var controlNumber = 0
    var latestAnchors: [String: String] = [:]
    private var text = ""
    private var flushedBytes = 0
    private var aliasNodes = 0

    init(size: Size) {
        self.size = size
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
        var roll = random.int(1...BenchmarkMix.totalShare)
        let part =
            BenchmarkMix.parts.first { part in
                roll -= part.share
                return roll <= 0
            } ?? BenchmarkMix.parts[BenchmarkMix.parts.count - 1]
        let id = "\(part.type.rawValue)-\(paddedNumber)"
        line(1, "- type: \(part.type.rawValue)")
        line(2, "id: \(id)")
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
            # Written by `formspec-benchmark generate --\(size.option.name) \(size.option.value)`: a synthetic form for
            # timing the compiler. The same size always gives the same file.
            formspec: 1
            id: benchmark-form
            title: "Inscription à l'événement – formulaire de référence"
            locale: fr_FR
            x-generator: {tool: formspec-benchmark, \(size.option.name): \(size.option.value)}
            x-defaults:

            """
        for anchor in BenchmarkMix.anchors {
            text += "  \(anchor.key): &\(anchor.name)\n"
            for line in anchor.lines { text += "    \(line)\n" }
        }
        text += """
            controls:

            """
    }
}
