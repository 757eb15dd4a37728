import FormSpec
import FormSpecYAML

/// `template.undefined`: the names a template reads that its context never has (``ContextShape``),
/// found once in the template's text, before any spec is rendered: in `{{ }}` (the value, its
/// filters' arguments, its `if` and `else`), in the conditions of `if`, `elif` and `ifnot`, and
/// in the list and the `where` of a `for`, whose variables and `forloop` are known inside it
/// (and `block.NAME` after a `{% block NAME %}`).
/// Each name is reported once, where it is first used, with a note at each other place.
struct UndefinedNames {
    /// The operators of a condition, which are not names.
    private static let operators: Set<String> = ["and", "or", "not", "in", "==", "!=", "<", ">", "<=", ">=", "(", ")"]
    /// The tags that open a block, closed by `end` + the tag.
    private static let opening: Set<String> = ["if", "ifnot", "for", "filter", "block"]
    /// The members of `forloop`, but for the labels of the loops around.
    private static let loopMembers = ["counter", "counter0", "first", "last", "length"]

    private let source: SourceFile
    private let lines: SourceLines
    /// The names each open block gives (a loop's variables and `forloop`), innermost last.
    private var scopes: [[String: ContextShape]] = []
    /// The blocks read so far (`{% block title %}`), whose text is `block.title` from then on.
    private var blocks: [String: ContextShape] = [:]
    /// Each name not found, with where it is used, in the order first found.
    private var found: [(path: String, message: String, places: [SourceRange])] = []
    /// Where each name is in ``found``.
    private var foundIndex: [String: Int] = [:]

    private init(_ source: SourceFile) {
        self.source = source
        lines = SourceLines(source.bytes)
    }

    /// The `template.undefined` warnings of the template `source` (which Stencil reads), bounded
    /// as a spec's are (the first `maxDiagnostics`, 0 for all, within the file's byte budget,
    /// `report.truncated` counting the rest), each with a note at no more than ``maxNotes`` of its
    /// other places: a report never grows past what the template says.
    static func check(_ source: SourceFile, maxDiagnostics: Int) -> [Diagnostic] {
        var checker = UndefinedNames(source)
        for case .tag(let tag) in TemplateTags(source.bytes, wordLimit: TemplateGuard.maxWords) {
            checker.read(tag)
        }
        guard !checker.found.isEmpty else { return [] }
        var collector = DiagnosticCollector(
            file: source.name, limit: maxDiagnostics > 0 ? maxDiagnostics : .max,
            byteBudget: DiagnosticCollector.byteBudget(forFileOfSize: source.bytes.count))
        for name in checker.found {
            let others = name.places.dropFirst()
            let notes = others.prefix(maxNotes).enumerated().map { index, place in
                let more = others.count - maxNotes
                let message =
                    index == maxNotes - 1 && more > 0
                    ? "'\(name.path)' is used here too, and in \(more) more places"
                    : "'\(name.path)' is used here too"
                return Diagnostic.Note(message: message, file: source.name, range: place)
            }
            collector.append(
                Diagnostic(.templateUndefined, name.message, file: source.name, range: name.places[0], notes: notes))
        }
        return collector.finished()
    }

    /// The most places of a name noted besides the first.
    static let maxNotes = 3

    /// Reads the names of one tag, and opens or closes the block it opens or closes.
    private mutating func read(_ tag: TemplateTag) {
        var cursor = tag.start
        let words = tag.words
        switch tag.kind {
        case .variable:
            guard let value = words.first else { return }
            checkFilterExpression(value, from: &cursor, in: tag)
            if words.count > 2, words[1] == "if" {
                let otherwise = words.firstIndex(of: "else") ?? words.endIndex
                checkCondition(words[2..<otherwise], from: &cursor, in: tag)
                if otherwise + 1 < words.count { checkFilterExpression(words[otherwise + 1], from: &cursor, in: tag) }
            }
        case .block:
            let labelled = tag.name != words.first
            let arguments = words.dropFirst(labelled ? 2 : 1)
            switch tag.name {
            case "if", "elif", "ifnot": checkCondition(arguments, from: &cursor, in: tag)
            case "block" where arguments.count == 1: blocks[arguments[arguments.startIndex]] = .value
            case "for":
                readLoop(Array(arguments), label: labelled ? words.first.map { String($0.dropLast()) } : nil, tag)
            default: break
            }
            if let name = tag.name, Self.opening.contains(name), name != "for" {
                scopes.append([:])
            } else if let first = words.first, first.hasPrefix("end"), Self.opening.contains(String(first.dropFirst(3)))
            {
                _ = scopes.popLast()
            }
        case .comment, .text: break
        }
    }

    /// `for VARIABLES in LIST [where CONDITION]`: the list read, the variables and `forloop` known
    /// from then on to the loop's end, the condition read with them.
    private mutating func readLoop(_ arguments: [String], label: String?, _ tag: TemplateTag) {
        var cursor = tag.start
        guard arguments.count >= 3, arguments[1] == "in" else {
            scopes.append([:])
            return
        }
        let list =
            arguments[2].contains("...") ? .list(.value) : checkFilterExpression(arguments[2], from: &cursor, in: tag)
        let variables = arguments[0].split(separator: ",").map { String($0).trimmingCharacters(in: [" "]) }
        var scope: [String: ContextShape] = [:]
        switch (list, variables.count) {
        case (.list(let element), 1): scope[variables[0]] = element
        case (.object(let members), 2):
            scope[variables[0]] = .value
            scope[variables[1]] = members.values.dropFirst().reduce(members.values.first ?? .unknown) {
                $0.merged(with: $1)
            }
        default: for variable in variables { scope[variable] = .unknown }
        }
        scope["_"] = nil
        var loop = Dictionary(uniqueKeysWithValues: Self.loopMembers.map { ($0, ContextShape.value) })
        if case .object(let outer)? = lookUp("forloop") {
            loop.merge(outer.filter { !Self.loopMembers.contains($0.key) }) { own, _ in own }
        }
        if let label {
            loop["label"] = .value
            loop[label] = .unknown
        }
        scope["forloop"] = .object(loop)
        scopes.append(scope)
        if arguments.count > 4, arguments[3] == "where" {
            checkCondition(arguments[4...], from: &cursor, in: tag)
        }
    }

    /// Reads the names of a condition's words.
    private mutating func checkCondition(_ words: ArraySlice<String>, from cursor: inout Int, in tag: TemplateTag) {
        for word in words where !Self.operators.contains(word) {
            if word.contains("...") {
                for bound in word.components(separatedBy: "...") {
                    checkFilterExpression(bound, from: &cursor, in: tag)
                }
            } else {
                checkFilterExpression(word, from: &cursor, in: tag)
            }
        }
    }

    /// Reads `value|filter:argument,…|…`: the value and each argument; the value's shape.
    @discardableResult
    private mutating func checkFilterExpression(_ expression: String, from cursor: inout Int, in tag: TemplateTag)
        -> ContextShape
    {
        let parts = Self.split(expression, at: "|")
        let shape = checkVariable(parts.first ?? "", from: &cursor, in: tag)
        for filter in parts.dropFirst() {
            guard let colon = filter.firstIndex(of: ":") else { continue }
            for argument in Self.split(String(filter[filter.index(after: colon)...]), at: ",") {
                checkVariable(argument.trimmingCharacters(in: [" "]), from: &cursor, in: tag)
            }
        }
        return parts.count > 1 ? .unknown : shape
    }

    /// Reads one variable (`control.items.first.id`), unless it is a literal; the shape of its
    /// value. A subscript (`a[b]`) ends what is checked.
    @discardableResult
    private mutating func checkVariable(_ variable: String, from cursor: inout Int, in tag: TemplateTag)
        -> ContextShape
    {
        guard !variable.isEmpty, !Self.isLiteral(variable) else { return .value }
        let path = variable.prefix { $0 != "[" }
        let bits = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let place = locate(variable, from: &cursor, in: tag)
        guard let root = bits.first, !root.isEmpty else { return .unknown }
        guard var shape = lookUp(root) else {
            var names = Set(ContextShape.template.memberNames)
            for scope in scopes { names.formUnion(scope.keys) }
            report(root, "there is no '\(root)' here", names.sorted(), place, variable)
            return .unknown
        }
        for (index, bit) in bits.enumerated().dropFirst() where !bit.isEmpty {
            guard let member = shape.member(bit) else {
                let owner = bits[..<index].joined(separator: ".")
                report(
                    owner + "." + bit, "'\(owner)' never has a member '\(bit)'", shape.memberNames, place, variable)
                return .unknown
            }
            shape = member
        }
        return path.count < variable.count ? .unknown : shape
    }

    /// The shape of the name `name` where the checker is: a loop's variable, or the context's.
    private func lookUp(_ name: String) -> ContextShape? {
        for scope in scopes.reversed() {
            if let shape = scope[name] { return shape }
        }
        if name == "block", !blocks.isEmpty { return .object(blocks) }
        return ContextShape.template.member(name)
    }

    /// Keeps `path` as not found: its first place with its message and the closest of `names`,
    /// or one more place.
    private mutating func report(
        _ path: String, _ message: String, _ names: [String], _ place: SourceRange, _ variable: String
    ) {
        if let index = foundIndex[path] {
            found[index].places.append(place)
            return
        }
        let last = String(path.split(separator: ".").last ?? Substring(path))
        let suggestion = Suggestion.closest(to: last, among: names).map { "; did you mean '\($0)'?" } ?? ""
        foundIndex[path] = found.count
        found.append(
            (path, "'\(variable)' is never in the template's context: \(message)\(suggestion)", [place]))
    }

    /// Where `variable` is written in `tag`, from `cursor` on (moved after it); the whole tag when
    /// it is not found there (a tag spanning lines, whose words Stencil joins).
    private func locate(_ variable: String, from cursor: inout Int, in tag: TemplateTag) -> SourceRange {
        let wanted = Array(variable.utf8)
        var start = max(cursor, tag.start)
        while start + wanted.count <= tag.end {
            if source.bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
                cursor = start + wanted.count
                return SourceRange(
                    start: lines.location(ofByteOffset: start), end: lines.location(ofByteOffset: cursor))
            }
            start += 1
        }
        return SourceRange(start: lines.location(ofByteOffset: tag.start), end: lines.location(ofByteOffset: tag.end))
    }

    /// Whether Stencil reads `word` as a literal: quoted text, a number, `true` or `false`.
    private static func isLiteral(_ word: String) -> Bool {
        if word.count > 1, let first = word.first, first == "'" || first == "\"", word.last == first { return true }
        return Int(word) != nil || Float(word) != nil || Bool(word) != nil
    }

    /// `text` cut at each `separator` outside quotes.
    private static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = []
        var part = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == separator {
                parts.append(part)
                part = ""
                continue
            }
            part.append(character)
        }
        parts.append(part)
        return parts
    }
}
