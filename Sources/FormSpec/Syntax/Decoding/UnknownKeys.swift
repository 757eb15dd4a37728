import FormSpecYAML

/// Where a key that a control does not hold belongs: to other control types, and perhaps what
/// this control writes instead (`title` on a toggle: its `label`).
struct KeyElsewhere {
    /// "a key of checkboxGroup and radioGroup, not of toggle".
    let owners: String
    /// The key of this control that says the same, if there is one.
    var instead: String?
}

/// `spec.unknown-key`: what a key a mapping does not hold stands for, and the fix-its that write it.
extension SyntaxDecoder {
    /// Reports each unknown key of a mapping as `spec.unknown-key` at the key: naming the key a
    /// component's property stands for (`isThreeState` → `threeState`, `onImage` → `images.on`),
    /// or saying where the key belongs when `elsewhere` knows (a key of another control type), or
    /// suggesting the closest of `known` (the keys the mapping may hold). Returns the keys of the
    /// mapping that the unknown keys were taken to stand for (`label` for `lable`, `images` for
    /// `onImage`), so that a key written under another name is not also reported missing, and the
    /// rules that depend on its absence stay silent (``WrittenKeys``).
    ///
    /// A fix-it never writes a key twice: none when the key it would write is in the mapping
    /// already, or when two unknown keys stand for it. A nested key gets one when its parent
    /// (`images`) is absent and the keys that go into it are written one after the other, each
    /// with a value on its line: their pairs become one flow mapping, on the lines they held.
    @discardableResult
    mutating func reportUnknownKeys<Key: Vocabulary>(
        _ pairs: [ParsedNode.Pair], of reader: MappingReader<Key>, known: @autoclosure () -> [String],
        in what: @autoclosure () -> String, componentNames: ComponentNames = .none,
        elsewhere: (String) -> KeyElsewhere? = { _ in nil }
    ) -> KeySet<Key> {
        guard !pairs.isEmpty else { return KeySet() }
        let known = known()
        let what = what()
        // The advice that lists the known keys, made once and shared by every key it advises.
        var listing: String?
        var proposals: [KeyProposal] = []
        for pair in pairs {
            guard case .string(let name)? = pair.key.resolved else {
                report(
                    .specUnknownKey, "keys of \(what) are words such as '\(known[0])', not \(pair.key.kindDescription)",
                    at: pair.key.range)
                continue
            }
            proposals.append(
                KeyProposal(
                    pair: pair, name: name,
                    meaning: meaning(of: name, known: known, listing: &listing, componentNames, elsewhere)))
        }
        guard !proposals.isEmpty else { return KeySet() }
        var written: Set<String>?
        func isWritten(_ key: String) -> Bool {
            if written == nil { written = reader.keyNames }
            return written?.contains(key) ?? false
        }
        var standingFor: [String: [Int]] = [:]
        for (index, proposal) in proposals.enumerated() {
            if let target = proposal.target { standingFor[target, default: []].append(index) }
        }
        var nestedFixIts: [String: Diagnostic.FixIt?] = [:]
        for proposal in proposals {
            var message = "\(what) has no key '\(proposal.name)'"
            if case .component(let component) = proposal.meaning, case .partOf(let key, _) = component.meaning {
                // The parts of one key are one mistake: said once, at the first part written.
                let parts = standingFor[key, default: []].map { proposals[$0] }.filter(\.isPart)
                guard parts.first?.name == proposal.name else { continue }
                if parts.count > 1 {
                    message = "\(what) has no keys " + WordList.joined(parts.map { "'\($0.name)'" }, "and")
                }
            }
            var fixIts: [Diagnostic.FixIt] = []
            /// Why a key that would be written gets no fix-it, or nil when it can be written.
            func conflict(writing key: String) -> String? {
                let stop = message.hasSuffix("?") ? " " : ". "
                if isWritten(key) { return stop + "'\(key)' is written here already: keep one of the two" }
                // The other unknown keys that stand for it (a mapping holds each key once); a few
                // are named, however many a file holds.
                let others = standingFor[key, default: []]
                guard others.count <= 1 else {
                    let names = others.lazy.map { proposals[$0].name }.filter { $0 != proposal.name }.map { "'\($0)'" }
                    return stop
                        + "\(WordList.joined(naming: names, "and")) \(others.count == 2 ? "stands" : "stand") for '\(key)' too: keep one"
                }
                return nil
            }
            func rename(to key: String) {
                if let conflict = conflict(writing: key) {
                    message += conflict
                } else {
                    fixIts.append(
                        Diagnostic.FixIt(
                            message: "write '\(key)'", range: proposal.pair.key.range, replacement: key, isSafe: true))
                }
            }
            switch proposal.meaning {
            case .elsewhere(let place):
                message += "; '\(proposal.name)' is \(place.owners)"
                if let instead = place.instead {
                    message += "; did you mean '\(instead)'?"
                    rename(to: instead)
                }
            case .spelling(let key):
                message += "; did you mean '\(key)'?"
                rename(to: key)
            case .component(let component):
                let sentence = componentSentence(
                    component, value: proposal.pair.value, parentWritten: isWritten(component.target))
                message += "; " + sentence
                switch component.meaning {
                case .key(let key):
                    rename(to: key)
                case .extensionKey:
                    rename(to: component.target)
                case .words(let key, let whenTrue, let whenFalse):
                    if let conflict = conflict(writing: key) {
                        message += conflict
                    } else if case .bool(let value)? = proposal.pair.value.resolved,
                        let range = onOneLine(proposal.pair)
                    {
                        let pair = "\(key): \(value ? whenTrue : whenFalse)"
                        fixIts.append(
                            Diagnostic.FixIt(message: "write '\(pair)'", range: range, replacement: pair, isSafe: true))
                    } else {
                        fixIts.append(
                            Diagnostic.FixIt(
                                message: "write '\(key)'", range: proposal.pair.key.range, replacement: key,
                                isSafe: true))
                    }
                case .nested(let parent, _):
                    if isWritten(parent) { break }
                    if nestedFixIts[parent] == nil {
                        let group = standingFor[parent, default: []].map { proposals[$0] }
                        nestedFixIts[parent] = .some(nestedFixIt(parent, group))
                    }
                    if let fixIt = nestedFixIts[parent] ?? nil { fixIts.append(fixIt) }
                case .partOf:
                    break
                }
            case .none(let advice):
                message += advice
            }
            report(.specUnknownKey, message, at: proposal.pair.key.range, fixIts: fixIts)
        }
        return KeySet(standingFor.keys.compactMap(Key.init(rawValue:)))
    }

    /// What the unknown key `name` stands for.
    private func meaning(
        of name: String, known: [String], listing: inout String?, _ componentNames: ComponentNames,
        _ elsewhere: (String) -> KeyElsewhere?
    ) -> KeyProposal.Meaning {
        if let component = componentNames.named(name) { return .component(component) }
        if let place = elsewhere(name) { return .elsewhere(place) }
        if let key = Suggestion.closest(to: name, among: known) { return .spelling(key) }
        if name.utf8.starts(with: "x-".utf8) {
            return .none("; extension keys are allowed on the form, controls, group items and calendar dates only")
        }
        if listing == nil { listing = "; its keys are " + known.map { "'\($0)'" }.joined(separator: ", ") }
        return .none(listing ?? "")
    }

    /// What FormSpec writes for a component's property, and where.
    private func componentSentence(_ component: ComponentName, value: ParsedNode, parentWritten: Bool) -> String {
        let property = "\(component.owner)'s '\(component.property)'"
        switch component.meaning {
        case .key(let key):
            return "did you mean '\(key)'? That is \(property) in FormSpec"
        case .words(let key, let whenTrue, let whenFalse):
            if case .bool(let flag)? = value.resolved {
                let word = flag ? whenTrue : whenFalse
                return
                    "did you mean '\(key): \(word)'? That is \(component.owner)'s '\(component.property): \(flag)' in FormSpec"
            }
            return "did you mean '\(key)'? \(property) is '\(key): \(whenTrue)' or '\(key): \(whenFalse)' in FormSpec"
        case .nested(let parent, let child):
            let sentence = "did you mean '\(parent).\(child)'? That is \(property) in FormSpec, written in '\(parent)'"
            if parentWritten { return sentence + ": move it into the '\(parent)' written here" }
            return sentence + ": \(parent): {\(child): \(movableText(of: value) ?? "…")}"
        case .extensionKey:
            return
                "did you mean '\(component.target)'? FormSpec carries the app's own data, such as \(property), in 'x-' extension keys, passed through to the output"
        case .partOf(_, let written):
            return "FormSpec writes \(component.owner)'s \(written)"
        }
    }

    /// The fix-it that writes the keys of `group`, all standing for keys of `parent`, as one flow
    /// mapping under `parent` in the place of their pairs; nil when that edit is not clean: two
    /// of them stand for the same key, a value is not on its key's line, or something other than
    /// white space and a comma stands between two of the pairs (another key, a comment).
    private func nestedFixIt(_ parent: String, _ group: [KeyProposal]) -> Diagnostic.FixIt? {
        var entries: [(child: String, text: String, range: SourceRange)] = []
        for proposal in group {
            guard case .component(let component) = proposal.meaning, case .nested(_, let child) = component.meaning,
                !entries.contains(where: { $0.child == child }),
                let range = onOneLine(proposal.pair), let text = movableText(of: proposal.pair.value)
            else { return nil }
            entries.append((child, text, range))
        }
        entries.sort { $0.range.start.offset < $1.range.start.offset }
        guard let first = entries.first, let last = entries.last else { return nil }
        var replacement = "\(parent): {\(first.child): \(first.text)"
        var compact = replacement
        for (previous, entry) in zip(entries, entries.dropFirst()) {
            guard let gap = text(from: previous.range.end.offset, to: entry.range.start.offset),
                gap.unicodeScalars.allSatisfy({ " \t\r\n,".unicodeScalars.contains($0) }),
                gap.filter({ $0 == "," }).count <= 1
            else { return nil }
            let space = gap.filter { $0 != "," }
            // A line break keeps its line, and the next pair one more step in, inside the braces.
            replacement +=
                "," + space + (space.unicodeScalars.contains("\n") ? "  " : (space.isEmpty ? " " : ""))
                + "\(entry.child): \(entry.text)"
            compact += ", \(entry.child): \(entry.text)"
        }
        replacement += "}"
        compact += "}"
        return Diagnostic.FixIt(
            message: "write '\(compact)'", range: SourceRange(start: first.range.start, end: last.range.end),
            replacement: replacement, isSafe: true)
    }

    /// The range of `pair` from its key to the end of its value, when both are on one line.
    private func onOneLine(_ pair: ParsedNode.Pair) -> SourceRange? {
        let key = pair.key.range
        let value = pair.value.usageRange
        guard key.start.line == value.end.line, value.end.offset > key.end.offset else { return nil }
        return SourceRange(start: key.start, end: value.end)
    }

    /// The source of `value` as it can be written inside a flow mapping, when it stands on one
    /// line: as written, or double-quoted for plain text holding `,`, `[`, `]`, `{` or `}`.
    private func movableText(of value: ParsedNode) -> String? {
        let range = value.usageRange
        guard !value.isRefused, range.start.line == range.end.line,
            let written = text(from: range.start.offset, to: range.end.offset),
            !written.isEmpty
        else { return nil }
        guard let scalar = value.scalar, value.aliasRange == nil else { return written }
        switch scalar.style {
        case .literal, .folded:
            return nil
        case .plain where written.contains(where: { ",[]{}".contains($0) }):
            guard scalar.tag == nil, written == scalar.text else { return nil }
            var quoted = "\""
            for character in scalar.text {
                if character == "\\" || character == "\"" { quoted.append("\\") }
                quoted.append(character)
            }
            return quoted + "\""
        default:
            return written
        }
    }

    /// The file's text between two byte offsets.
    private func text(from start: Int, to end: Int) -> String? {
        guard 0 <= start, start <= end, end <= bytes.count else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// An unknown key and what it was taken to mean.
struct KeyProposal {
    enum Meaning {
        /// A component's property name.
        case component(ComponentName)
        /// A key of other control types.
        case elsewhere(KeyElsewhere)
        /// A misspelling of a key of the mapping.
        case spelling(String)
        /// Nothing known: what the message adds.
        case none(String)
    }

    let pair: ParsedNode.Pair
    let name: String
    let meaning: Meaning

    /// Whether it is one of the properties that together make one key (`year`, `month`, `day`).
    var isPart: Bool {
        guard case .component(let component) = meaning, case .partOf = component.meaning else { return false }
        return true
    }

    /// The key of the mapping it stands for, if any.
    var target: String? {
        switch meaning {
        case .component(let component): return component.target
        case .elsewhere(let place): return place.instead
        case .spelling(let key): return key
        case .none: return nil
        }
    }
}
