import CLibYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One of libyaml's events as the tree builder needs it: byte offsets instead of marks, and its
/// strings (a scalar's value, an anchor, a tag, an alias's name) as ranges of its batch's text.
/// A plain value, so that a batch of them is one buffer, filled and read without reference counting.
struct ParseEvent {
    enum Kind: UInt8 {
        case documentStart, scalar, sequenceStart, mappingStart
        /// The end of a sequence or a mapping.
        case collectionEnd
        case alias
        case streamEnd
    }

    var kind: Kind
    /// A scalar's style.
    var style: ScalarStyle = .plain
    /// Whether a collection is written in flow style (`[…]`, `{…}`).
    var isFlow = false
    /// Whether a scalar's value is the bytes of the file it is written with, so that `value` is a
    /// range of the file (most values: a plain scalar on one line, a quoted one without escapes),
    /// not of the batch's text.
    var isValueInFile = false
    /// Where the event starts and ends, as byte offsets.
    var start: UInt32
    var end: UInt32
    /// A scalar's value (see `isValueInFile`), or the anchor an alias names.
    var value: Range<UInt32> = 0..<0
    var anchor: Range<UInt32>?
    var tag: Range<UInt32>?
}

/// Events read in one go, with the text they refer to; the last batch of a parse ends at the
/// end of the stream or at the problem that stopped libyaml. Its storage is allocated once and
/// reused by every refill, so that reading an event costs two copies and no allocation.
struct EventBatch: ~Copyable {
    /// How many events a batch holds: enough that handing a batch to another thread costs
    /// little per event, few enough that a batch's text stays in the cache.
    static let capacity = 1024

    private let eventStorage = UnsafeMutablePointer<ParseEvent>.allocate(capacity: EventBatch.capacity)
    private var eventCount = 0
    private var textStorage: UnsafeMutablePointer<UInt8>
    private var textCapacity = 16 * 1024
    private var textCount = 0
    /// The problem that stopped libyaml after `events`, if one did.
    var failure: YAMLProblem?
    /// Whether no batch follows this one.
    var isLast = false

    init() {
        textStorage = .allocate(capacity: textCapacity)
    }

    deinit {
        eventStorage.deallocate()
        textStorage.deallocate()
    }

    var events: UnsafeBufferPointer<ParseEvent> { UnsafeBufferPointer(start: eventStorage, count: eventCount) }
    var text: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: textStorage, count: textCount) }
    var isFull: Bool { eventCount == EventBatch.capacity }

    mutating func clear() {
        eventCount = 0
        textCount = 0
        failure = nil
        isLast = false
    }

    /// Appends an event to a batch that is not full.
    mutating func append(_ event: ParseEvent) {
        precondition(!isFull, "an event beyond a full batch")
        (eventStorage + eventCount).initialize(to: event)
        eventCount += 1
    }

    /// Appends `count` bytes at `pointer` to the text and returns where they lie.
    mutating func appendText(_ pointer: UnsafePointer<UInt8>?, count: Int) -> Range<UInt32> {
        let first = textCount
        if let pointer, count > 0 {
            if first + count > textCapacity { growText(toHold: first + count) }
            (textStorage + first).update(from: pointer, count: count)
            textCount += count
        }
        return UInt32(first)..<UInt32(textCount)
    }

    /// Appends a C string, if there is one, and returns where it lies.
    mutating func appendText(_ string: UnsafePointer<UInt8>?) -> Range<UInt32>? {
        guard let string else { return nil }
        var count = 0
        while string[count] != 0 { count += 1 }
        return appendText(string, count: count)
    }

    private mutating func growText(toHold count: Int) {
        let capacity = max(count, 2 * textCapacity)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        storage.update(from: textStorage, count: textCount)
        textStorage.deallocate()
        textStorage = storage
        textCapacity = capacity
    }
}

/// libyaml's event parser over a file's bytes, read a batch at a time. It owns the parser: it
/// must be closed (`close`) by the thread that reads it, after the last batch.
struct EventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The file's bytes, valid while the parse runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Whether every scalar's value is copied into the batch, none read in the file.
    private let copiesText: Bool
    private var marks: MarkConverter
    private let lines: SourceLines
    private var isDone = false

    /// A reader of `bytes`, which must stay valid until it is closed; nil when libyaml cannot
    /// start (out of memory). `copyingText`: see `YAMLParser.parse`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, multiByteStarts: [UInt32], lines: SourceLines, copyingText: Bool = false)
    {
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            return nil
        }
        // The encoding is left to libyaml's detection so that a leading BOM is skipped
        // before marks are counted; the bytes were checked to be UTF-8 before.
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        self.bytes = bytes
        copiesText = copyingText
        marks = MarkConverter(bytes, multiByteStarts: multiByteStarts)
        self.lines = lines
    }

    /// Releases the parser.
    func close() {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// Refills `batch` with the next events; the batch is the last one when it ends the stream
    /// or holds a failure.
    mutating func read(into batch: inout EventBatch) {
        batch.clear()
        var event = yaml_event_t()
        while !isDone, !batch.isFull {
            guard yaml_parser_parse(parser, &event) == 1 else {
                batch.failure = LibYAMLError.problem(of: parser.pointee, in: lines, marks: &marks)
                isDone = true
                break
            }
            append(event, to: &batch)
            yaml_event_delete(&event)
        }
        batch.isLast = isDone
    }

    private mutating func append(_ event: yaml_event_t, to batch: inout EventBatch) {
        let kind: ParseEvent.Kind
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_SCALAR_EVENT: kind = .scalar
        case YAML_SEQUENCE_START_EVENT: kind = .sequenceStart
        case YAML_MAPPING_START_EVENT: kind = .mappingStart
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: kind = .collectionEnd
        case YAML_ALIAS_EVENT: kind = .alias
        case YAML_STREAM_END_EVENT:
            kind = .streamEnd
            isDone = true
        default: return
        }
        let start = marks.offset(of: event.start_mark)
        var parsed = ParseEvent(kind: kind, start: start, end: marks.offset(of: event.end_mark))
        switch kind {
        case .scalar:
            let data = event.data.scalar
            parsed.style = ScalarStyle(data.style)
            if let written = fileRange(
                of: data.value, count: data.length, from: parsed.start, to: parsed.end, style: parsed.style)
            {
                parsed.value = written
                parsed.isValueInFile = true
            } else {
                parsed.value = batch.appendText(data.value, count: data.length)
            }
            parsed.anchor = batch.appendText(data.anchor)
            parsed.tag = batch.appendText(data.tag)
        case .sequenceStart:
            let data = event.data.sequence_start
            parsed.isFlow = data.style == YAML_FLOW_SEQUENCE_STYLE
            parsed.anchor = batch.appendText(data.anchor)
            parsed.tag = batch.appendText(data.tag)
        case .mappingStart:
            let data = event.data.mapping_start
            parsed.isFlow = data.style == YAML_FLOW_MAPPING_STYLE
            parsed.anchor = batch.appendText(data.anchor)
            parsed.tag = batch.appendText(data.tag)
        case .alias:
            parsed.value = batch.appendText(event.data.alias.anchor) ?? 0..<0
        case .documentStart, .collectionEnd, .streamEnd:
            break
        }
        batch.append(parsed)
    }

    /// Where a scalar's value lies in the file when it is exactly the bytes written between the
    /// scalar's start and end (a plain scalar) or between its quotes (a quoted one): then the value
    /// is not copied. A value that libyaml changed (escapes, folded lines, a block scalar) is not.
    private func fileRange(
        of value: UnsafePointer<UInt8>?, count: Int, from start: UInt32, to end: UInt32,
        style: ScalarStyle
    ) -> Range<UInt32>? {
        guard !copiesText else { return nil }
        let inset: UInt32
        switch style {
        case .plain: inset = 0
        case .singleQuoted, .doubleQuoted: inset = 1
        case .literal, .folded: return nil
        }
        guard end >= start + 2 * inset, Int(end - start - 2 * inset) == count, Int(end) <= bytes.count,
            let base = bytes.baseAddress
        else { return nil }
        let first = start + inset
        guard count == 0 || (value.map { memcmp(base + Int(first), $0, count) == 0 } ?? false) else { return nil }
        return first..<(first + UInt32(count))
    }
}

extension ScalarStyle {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
