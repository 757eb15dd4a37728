import FormSpecYAML

/// Fix-its replace a node's value; a node's range also holds what must stay around the value: its
/// anchor and tag before it, and a block scalar's last line break after it. Each fix-it's range
/// is narrowed to the value as written (``SourceLines/valueRange(of:)``) once, when a spec's
/// diagnostics are finished, so that `fix`, the editor's quick fixes and the printed `help` all
/// keep them.
enum FixItValueRanges {
    /// `diagnostics`, their fix-its narrowed in the file of `lines`.
    static func narrowed(_ diagnostics: [Diagnostic], in lines: SourceLines) -> [Diagnostic] {
        let bytes = lines.bytes
        guard diagnostics.contains(where: { $0.fixIts.contains { startsWithYAMLMark($0.range, in: bytes) } }) else {
            return diagnostics
        }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            for index in diagnostic.fixIts.indices where startsWithYAMLMark(diagnostic.fixIts[index].range, in: bytes) {
                diagnostic.fixIts[index].range = lines.valueRange(of: diagnostic.fixIts[index].range)
            }
            return diagnostic
        }
    }

    /// Whether `range` starts with an anchor, a tag or a block scalar's indicator.
    private static func startsWithYAMLMark(_ range: SourceRange, in bytes: [UInt8]) -> Bool {
        let offset = range.start.offset
        guard offset < range.end.offset, offset < bytes.count else { return false }
        return [UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">")].contains(bytes[offset])
    }
}
