/// A unified diff of two texts, line by line, as `diff -u` and `git diff` write it: `--- a/NAME`
/// and `+++ b/NAME`, then hunks with three lines of context, `\ No newline at end of file` after
/// a last line without one. Lines keep their own endings (a CRLF file's `\r` stays). A name with a
/// control character, a bidirectional control, `"` or `\` is quoted as git quotes it
/// (`"a/new\nline.form.yaml"`), so that it can neither break the header's line nor forge one.
package enum UnifiedDiff {
    /// `name` as git writes a path in a diff's header: as it is, or between double quotes with
    /// C escapes when it holds a character that would break or hide the line.
    static func quoted(_ name: String) -> String {
        let escaped: [Unicode.Scalar: String] = [
            "\u{07}": "\\a", "\u{08}": "\\b", "\t": "\\t", "\n": "\\n", "\u{0B}": "\\v", "\u{0C}": "\\f",
            "\r": "\\r", "\"": "\\\"", "\\": "\\\\",
        ]
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            escaped[scalar] != nil || ControlCharacters.contains(scalar)
        }
        guard name.unicodeScalars.contains(where: needsEscape) else { return name }
        var text = "\""
        for scalar in name.unicodeScalars {
            if let escape = escaped[scalar] {
                text += escape
            } else if ControlCharacters.contains(scalar) {
                text += String(scalar).utf8.map { "\\" + String($0, radix: 8).leftPadded(to: 3) }.joined()
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// The lines of context around each change.
    static let contextLines = 3
    /// The most differences the line matching looks for (Myers' D); beyond it, what lies between
    /// the common start and end is one change, so that a diff costs no more than its texts' size
    /// times this.
    static let maxDifferences = 2048

    /// The diff of `old` and `new` under `name`; empty when they are the same.
    package static func of(_ old: [UInt8], _ new: [UInt8], name: String) -> String {
        let before = lines(old)
        let after = lines(new)
        let operations = matched(before, after)
        guard operations.contains(where: { $0 != .same }) else { return "" }
        // An absolute path is not written with two slashes (`a//tmp/…`).
        let path = name.hasPrefix("/") ? String(name.dropFirst()) : name
        var text = "--- \(quoted("a/" + path))\n+++ \(quoted("b/" + path))\n"
        for hunk in hunks(operations) {
            text += header(hunk, operations)
            var oldLine = hunk.oldStart
            var newLine = hunk.newStart
            for operation in operations[hunk.range] {
                let line: ArraySlice<UInt8>
                switch operation {
                case .same:
                    line = before[oldLine]
                    text += " "
                    oldLine += 1
                    newLine += 1
                case .removed:
                    line = before[oldLine]
                    text += "-"
                    oldLine += 1
                case .added:
                    line = after[newLine]
                    text += "+"
                    newLine += 1
                }
                text += String(decoding: line, as: UTF8.self)
                if line.last != UInt8(ascii: "\n") { text += "\n\\ No newline at end of file\n" }
            }
        }
        return text
    }

    /// What happens to a line going from the old text to the new one.
    enum Operation: Equatable {
        case same, removed, added
    }

    /// A hunk: a run of operations, and the 0-based lines of each text it starts at.
    struct Hunk {
        var range: Range<Int>
        var oldStart: Int
        var newStart: Int
    }

    /// The lines of `bytes`, each with its line break.
    package static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The operations that turn `old` into `new`: the common start and end kept, the middle
    /// matched by Myers' algorithm (removals before additions in each change).
    static func matched(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = old[prefix..<(old.count - suffix)]
        let b = new[prefix..<(new.count - suffix)]
        let middle =
            myers(Array(a), Array(b))
            ?? Array(repeating: .removed, count: a.count) + Array(repeating: .added, count: b.count)
        return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
    }

    /// Myers' shortest edit script of `a` into `b`, or nil beyond ``maxDifferences``.
    private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation]? {
        let (n, m) = (a.count, b.count)
        guard n > 0, m > 0 else {
            return Array(repeating: .removed, count: n) + Array(repeating: .added, count: m)
        }
        let limit = min(n + m, maxDifferences)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(furthest)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        var operations: [Operation] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let down = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.same)
                x -= 1
                y -= 1
            }
            if d > 0 { operations.append(down ? .added : .removed) }
            (x, y) = (previousX, previousY)
        }
        return operations.reversed()
    }

    /// The hunks of `operations`: each change with up to ``contextLines`` unchanged lines around
    /// it, changes closer than twice that joined.
    static func hunks(_ operations: [Operation]) -> [Hunk] {
        var hunks: [Hunk] = []
        // The 0-based lines of each text at each operation.
        var starts: [(old: Int, new: Int)] = []
        var line = (old: 0, new: 0)
        for operation in operations {
            starts.append(line)
            if operation != .added { line.old += 1 }
            if operation != .removed { line.new += 1 }
        }
        var current: (start: Int, end: Int)?
        for (position, operation) in operations.enumerated() where operation != .same {
            let start = max(0, position - contextLines)
            let end = min(operations.count, position + 1 + contextLines)
            if let open = current, start <= open.end {
                current = (open.start, max(open.end, end))
            } else {
                if let open = current {
                    hunks.append(
                        Hunk(
                            range: open.start..<open.end, oldStart: starts[open.start].old,
                            newStart: starts[open.start].new))
                }
                current = (start, end)
            }
        }
        if let open = current {
            hunks.append(
                Hunk(range: open.start..<open.end, oldStart: starts[open.start].old, newStart: starts[open.start].new))
        }
        return hunks
    }

    /// `@@ -l,s +l,s @@`: 1-based first lines and counts, a count of one left out, and an empty
    /// side's line the one before it, as `diff -u` writes them.
    private static func header(_ hunk: Hunk, _ operations: [Operation]) -> String {
        let slice = operations[hunk.range]
        let oldCount = slice.count(where: { $0 != .added })
        let newCount = slice.count(where: { $0 != .removed })
        func side(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
        }
        return "@@ -\(side(hunk.oldStart, oldCount)) +\(side(hunk.newStart, newCount)) @@\n"
    }
}

extension String {
    /// The text with `0`s before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
