import FormSpec
import FormSpecYAML

/// The `diff` target: two versions of a spec compared as `formspec diff` compares them. The input
/// is the old version, then a zero byte and the new one; an input without a zero byte is the old
/// version, and the new one is it with one line dropped, repeated or swapped with the next (which
/// line and which edit chosen by the input's length, so that a finding reproduces).
/// - a version that compiles compared with itself (compiled again) has no change;
/// - two versions that compile: the comparison never crashes, each change is located inside the
///   version it names, the report is the same in every format when both are compiled and compared
///   again, and the JSON report parses; the versions swapped have a change exactly when they do;
/// - a spec added or deleted is reported in every format.
func fuzzDiff(_ bytes: [UInt8]) {
    let (oldBytes, newBytes) = DiffInput.versions(of: bytes)
    guard let old = DiffInput.version(oldBytes, name: "old.form.yaml") else { return }
    let unchanged = FormComparison.changes(from: old, to: DiffInput.version(oldBytes, name: "old.form.yaml"))
    FuzzInvariants.require(
        unchanged.changes.isEmpty && unchanged.counts.total == 0,
        "a spec compared with itself has \(unchanged.counts.total) changes: \(unchanged.changes.first?.message ?? "")")
    let formats = bytes.count % 4 == 0 ? DiffFormat.allCases : DiffFormat.allCases.filter { $0 != .html }
    guard let new = DiffInput.version(newBytes, name: "new.form.yaml") else {
        for format in formats { _ = format.render([FormComparison.changes(from: old, to: nil)]) }
        return
    }
    let changes = FormComparison.changes(from: old, to: new)
    let lines = (old: SourceLines(oldBytes), new: SourceLines(newBytes))
    for change in changes.changes {
        FuzzInvariants.checkRange(
            change.range, lines: change.side == .old ? lines.old : lines.new, "a change of \(change.field)")
        if let range = change.newRange {
            FuzzInvariants.checkRange(range, lines: lines.new, "a change of \(change.field)")
        }
    }
    let again = FormComparison.changes(
        from: DiffInput.version(oldBytes, name: "old.form.yaml"), to: DiffInput.version(newBytes, name: "new.form.yaml")
    )
    for format in formats {
        let report = format.render([changes])
        FuzzInvariants.require(report == format.render([again]), "the \(format.rawValue) report differs when run again")
        if format == .json { FuzzInvariants.checkJSON(report) }
    }
    let swapped = FormComparison.changes(from: new, to: old)
    FuzzInvariants.require(
        swapped.changes.isEmpty == changes.changes.isEmpty,
        "\(changes.counts.total) changes from old to new but \(swapped.counts.total) from new to old")
}

/// How the `diff` target reads its input.
enum DiffInput {
    /// The old and the new version the input holds (see ``fuzzDiff(_:)``).
    static func versions(of bytes: [UInt8]) -> (old: [UInt8], new: [UInt8]) {
        if let zero = bytes.firstIndex(of: 0) { return (Array(bytes[..<zero]), Array(bytes[(zero + 1)...])) }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count > 1 else { return (bytes, bytes + [UInt8(ascii: "\n")]) }
        let line = bytes.count % lines.count
        switch bytes.count / lines.count % 3 {
        case 0: lines.remove(at: line)
        case 1: lines.insert(lines[line], at: line)
        default: lines.swapAt(line, (line + 1) % lines.count)
        }
        return (bytes, Array(lines.joined(separator: [UInt8(ascii: "\n")])))
    }

    /// The version of a spec the bytes are, compiled as `diff` compiles it (its changes located at
    /// their keys in these bytes); nil when it has an error.
    static func version(_ bytes: [UInt8], name: String) -> SpecVersion? {
        let compilation = Compiler().compile(SourceFile(name: name, bytes: bytes))
        guard let form = compilation.form else { return nil }
        return SpecVersion(
            name: name, form: form, controlRanges: compilation.controlRanges, idRange: compilation.idRange,
            bytes: bytes)
    }
}
