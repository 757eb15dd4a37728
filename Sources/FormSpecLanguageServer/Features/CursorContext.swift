/// Where a cursor stands in a spec being typed, read from the indentation of the lines above it:
/// the line being typed is seldom valid YAML, so the tree cannot say.
///
/// Block style, as specs are written: `key:` lines open mappings and lists, `- ` starts a list
/// item; and on the cursor's own line, a flow list (`selected: [a, b`) or a flow mapping begun
/// there (`- {id: a, la`), nested in flow mappings and lists begun there too (a condition's
/// `{all: [{control: a, is: o`).
struct CursorContext: Equatable {
    enum Kind: Equatable {
        /// A key of the mapping `path` leads to, or, when the path ends in a list item that is no
        /// mapping, that item.
        case key
        /// The value of `key` in the mapping `path` leads to.
        case value(key: String)
        /// An item of the flow list that is `key`'s value, in the mapping `path` leads to.
        case flowItem(key: String)
    }

    var kind: Kind
    var path: [PathStep]
    /// What closes the flow collection the cursor is in (`]` or `}`), for a text to be read as
    /// YAML while it is typed; empty outside one.
    var closers: [UInt8] = []
    /// The byte offset where the word being typed starts (the cursor, when none is).
    var wordStart: Int
    /// The byte offset where that word ends, the cursor's or further along the line.
    var wordEnd: Int

    /// The context of byte `offset` of `text`; nil where FormSpec has nothing to complete (in a
    /// comment, in a quoted scalar, after an anchor or a tag, in nested flow collections).
    init?(at offset: Int, in text: TextBuffer) {
        let line = text.line(containing: offset)
        let lineStart = text.start(ofLine: line)
        let content = Array(text.text(ofLine: line))
        let cursor = offset - lineStart
        var position = 0
        while position < cursor, content[position] == UInt8(ascii: " ") { position += 1 }
        var dash: Int?
        if position < cursor, content[position] == UInt8(ascii: "-"),
            position + 1 == cursor || content[position + 1] == UInt8(ascii: " ")
        {
            dash = position
            position += 1
            while position < cursor, content[position] == UInt8(ascii: " ") { position += 1 }
        }
        let column = position
        var wordStart = cursor
        while wordStart > column, Self.isWordByte(content[wordStart - 1]) { wordStart -= 1 }
        var wordEnd = cursor
        while wordEnd < content.count, Self.isWordByte(content[wordEnd]) { wordEnd += 1 }
        (self.wordStart, self.wordEnd) = (lineStart + wordStart, lineStart + wordEnd)
        let outline = IndentationOutline(text, above: line)
        let itemOrMapping = {
            dash.map { outline.pathToItem(dash: $0, line: line) } ?? outline.pathToMapping(column: column, above: line)
        }

        if let flow = Self.openFlowMapping(content[column..<wordStart]) {
            // `- {id: a, la` (the item is the mapping), `fonts: {day: {si`, or a condition's
            // `{all: [{control: a, is: o`: the mappings and lists open on the line, each a step.
            let owner = content[column..<flow.start]
            let ownerKey =
                owner.last == UInt8(ascii: " ") || owner.last == UInt8(ascii: ":") ? Self.key(endingAt: owner) : nil
            guard
                let mappingPath = owner.isEmpty
                    ? (dash == nil ? nil : itemOrMapping())
                    : ownerKey.flatMap({ key in itemOrMapping().map { $0 + [.key(key)] } })
            else { return nil }
            let entry = content[flow.entryStart..<wordStart].drop { $0 == UInt8(ascii: " ") }
            if entry.isEmpty {
                kind = .key
            } else if let key = Self.key(endingAt: entry) {
                kind = .value(key: key)
            } else {
                return nil
            }
            path = mappingPath + flow.steps
            closers = flow.closers
            return
        }

        if wordStart == column {
            // Nothing but the word on the line after its indentation and dash: a key, or a list item.
            guard
                let path = dash.map({ outline.pathToItem(dash: $0, line: line) })
                    ?? outline.pathToMapping(column: column, above: line)
            else {
                return nil
            }
            kind = .key
            self.path = path
            return
        }
        // `key: word`, or `key: [a, b, word`.
        let before = content[column..<wordStart]
        guard let colon = before.firstIndex(of: UInt8(ascii: ":")),
            colon + 1 == wordStart || content[colon + 1] == UInt8(ascii: " ")
        else { return nil }
        let key = String(decoding: content[column..<colon], as: UTF8.self)
        guard !key.isEmpty, key.utf8.allSatisfy(Self.isWordByte) else { return nil }
        let value = content[(colon + 1)..<wordStart].drop { $0 == UInt8(ascii: " ") }
        if value.isEmpty {
            kind = .value(key: key)
        } else if value.first == UInt8(ascii: "["), !value.contains(UInt8(ascii: "]")),
            value.dropFirst().allSatisfy({ Self.isWordByte($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: " ") })
        {
            kind = .flowItem(key: key)
            closers = [UInt8(ascii: "]")]
        } else {
            return nil
        }
        guard
            let path = dash.map({ outline.pathToItem(dash: $0, line: line) })
                ?? outline.pathToMapping(column: column, above: line)
        else {
            return nil
        }
        self.path = path
    }

    /// The flow collections left open in `bytes` (quoted text skipped), when the innermost is a
    /// mapping: where the outermost starts, the steps from it to the innermost (a mapping's key,
    /// a list's item), where the innermost's entry being typed starts, and what closes them all.
    static func openFlowMapping(_ bytes: ArraySlice<UInt8>) -> (
        start: Int, steps: [PathStep], entryStart: Int, closers: [UInt8]
    )? {
        // Each open collection: its bracket, where its current entry starts, how many entries
        // it had before, and the step into it from the one holding it.
        var open: [(bracket: UInt8, entryStart: Int, index: Int, step: PathStep?)] = []
        var start = bytes.startIndex
        var quote: UInt8?
        for index in bytes.indices {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var step: PathStep?
                if let holder = open.last {
                    if holder.bracket == UInt8(ascii: "[") {
                        step = .item(holder.index)
                    } else {
                        guard let key = key(endingAt: bytes[holder.entryStart..<index]) else { return nil }
                        step = .key(key)
                    }
                } else {
                    start = index
                }
                open.append((byte, index + 1, 0, step))
            case UInt8(ascii: ","):
                if !open.isEmpty {
                    open[open.count - 1].index += 1
                    open[open.count - 1].entryStart = index + 1
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        guard quote == nil, let innermost = open.last, innermost.bracket == UInt8(ascii: "{") else { return nil }
        return (
            start, open.compactMap(\.step), innermost.entryStart,
            open.reversed().map { $0.bracket == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]") }
        )
    }

    /// The key of `key:` (spaces around allowed) at the end of `bytes`.
    static func key(endingAt bytes: ArraySlice<UInt8>) -> String? {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: ":") else { return nil }
        end -= 1
        var start = end
        while start > bytes.startIndex, isWordByte(bytes[start - 1]) { start -= 1 }
        let before = bytes[bytes.startIndex..<start]
        guard start < end, before.allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The bytes of identifiers and keys: letters, digits, `_`, `.` and `-`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}

/// The block structure of the lines above a cursor, read from their indentation.
struct IndentationOutline {
    /// What matters of one line: where its content starts, its leading `- ` and its `key:`.
    private struct Shape {
        /// The column of a leading `- `.
        var dash: Int?
        /// The column of the content after the indentation and the dash.
        var column: Int
        /// The key, when the content is `key:` with nothing after it but a comment: it opens a
        /// mapping or a list.
        var openingKey: String?
    }

    private let shapes: [Shape?]

    /// The outline of the lines of `text` above 0-based `line`.
    init(_ text: TextBuffer, above line: Int) {
        shapes = (0..<line).map { Self.shape(of: Array(text.text(ofLine: $0))) }
    }

    /// The path of the mapping whose keys stand at `column`, for a line below `line`.
    func pathToMapping(column: Int, above line: Int) -> [PathStep]? {
        for index in stride(from: line - 1, through: 0, by: -1) {
            guard let shape = shapes[index] else { continue }
            if let dash = shape.dash, dash < column {
                // An item whose mapping starts on this line: this mapping, or the one holding it.
                if shape.column == column { return pathToItem(dash: dash, line: index) }
                guard shape.column < column, let key = shape.openingKey else { return nil }
                return pathToItem(dash: dash, line: index).map { $0 + [.key(key)] }
            }
            guard (shape.dash ?? shape.column) < column else { continue }
            guard let key = shape.openingKey, shape.dash == nil else { return nil }
            return pathToMapping(column: shape.column, above: index).map { $0 + [.key(key)] }
        }
        return column == 0 ? [] : nil
    }

    /// The path of the list item whose `- ` stands at column `dash` on `line`.
    func pathToItem(dash: Int, line: Int) -> [PathStep]? {
        var index = 0
        for above in stride(from: line - 1, through: 0, by: -1) {
            guard let shape = shapes[above] else { continue }
            if shape.dash == dash {
                index += 1
                continue
            }
            if (shape.dash ?? shape.column) > dash { continue }
            guard let key = shape.openingKey, shape.column <= dash else { return nil }
            let owner =
                if let ownerDash = shape.dash { pathToItem(dash: ownerDash, line: above) } else {
                    pathToMapping(column: shape.column, above: above)
                }
            return owner.map { $0 + [.key(key), .item(index)] }
        }
        return nil
    }

    /// A line's shape; nil for a blank line or a comment.
    private static func shape(of line: [UInt8]) -> Shape? {
        var position = 0
        while position < line.count, line[position] == UInt8(ascii: " ") { position += 1 }
        var dash: Int?
        if position < line.count, line[position] == UInt8(ascii: "-"),
            position + 1 == line.count || line[position + 1] == UInt8(ascii: " ")
        {
            dash = position
            position += 1
            while position < line.count, line[position] == UInt8(ascii: " ") { position += 1 }
        }
        guard position < line.count || dash != nil, position == line.count || line[position] != UInt8(ascii: "#") else {
            return nil
        }
        var end = position
        while end < line.count, CursorContext.isWordByte(line[end]) { end += 1 }
        var rest = line[end...].drop { $0 == UInt8(ascii: " ") }
        var openingKey: String?
        if end > position, rest.first == UInt8(ascii: ":") {
            rest = rest.dropFirst().drop { $0 == UInt8(ascii: " ") }
            if rest.isEmpty || rest.first == UInt8(ascii: "#") {
                openingKey = String(decoding: line[position..<end], as: UTF8.self)
            }
        }
        return Shape(dash: dash, column: position, openingKey: openingKey)
    }
}
