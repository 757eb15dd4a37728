import CLibYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A comment whose text starts with a marker, such as `# formspec:disable-next-line …`.
package struct MarkedComment: Sendable, Equatable {
    /// The text after the marker, to the end of the line, without trailing spaces.
    package var text: String
    /// The byte offset where `text` starts.
    package var textOffset: Int
    /// The byte offset of the comment's `#`.
    package var hashOffset: Int
}

/// Finds the comments of a YAML file that start with a marker. libyaml drops comments, so they are
/// found in the text: a `#` that starts a comment (at the start of a line, or after a space or a
/// tab), then spaces, then the marker, then a lowercase letter. Such a text is a comment only when
/// it lies outside every token libyaml reads, so a `#` inside a quoted or block scalar
/// (`label: "# formspec:disable x"`, a `|` block) is not one. The scanner runs only when the text
/// holds a candidate, so a file without any costs one search for `#`.
///
/// The parse can spare that second reading: given the ``candidates(_:in:)``, it says whether every
/// one lies between its nodes (`YAMLParser.parse(…confirming:…)`), and then they are what
/// ``find(_:in:)`` returns.
package enum MarkedComments {
    /// The comments of `bytes` (UTF-8) whose text starts with `marker` (`formspec:`), in order.
    /// After a YAML syntax error libyaml stops reading; the candidates after it are dropped.
    package static func find(_ marker: String, in bytes: [UInt8]) -> [MarkedComment] {
        let candidates = self.candidates(marker, in: bytes)
        guard !candidates.isEmpty else { return [] }
        let outside = outsideTokens(candidates.map(\.hashOffset), in: bytes)
        return zip(candidates, outside).compactMap { $1 ? $0 : nil }
    }

    /// Every `#` followed by spaces, `marker` and a lowercase letter, with a space, a tab or a line
    /// start before it: the comments ``find(_:in:)`` keeps, and those in a token, which it drops.
    package static func candidates(_ marker: String, in bytes: [UInt8]) -> [MarkedComment] {
        let marker = Array(marker.utf8)
        var found: [MarkedComment] = []
        var index = 0
        while let hash = nextHash(in: bytes, from: index) {
            index = hash + 1
            guard hash == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[hash - 1]) else { continue }
            var start = hash + 1
            while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            guard bytes[start...].starts(with: marker), start + marker.count < bytes.count,
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start + marker.count])
            else { continue }
            let textStart = start + marker.count
            var end = textStart
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            var trimmed = end
            while trimmed > textStart, bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09 { trimmed -= 1 }
            found.append(
                MarkedComment(
                    text: String(decoding: bytes[textStart..<trimmed], as: UTF8.self), textOffset: textStart,
                    hashOffset: hash))
            index = end
        }
        return found
    }

    /// The offset of the first `#` at or after `start` (`memchr`: most files hold few, and a
    /// file of megabytes is searched at memory speed).
    private static func nextHash(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress,
                let found = memchr(base + start, Int32(UInt8(ascii: "#")), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// For each of `offsets` (sorted), whether it lies outside every token libyaml scans from
    /// `bytes`, and before any error that stops it.
    private static func outsideTokens(_ offsets: [Int], in bytes: [UInt8]) -> [Bool] {
        // libyaml's marks count characters, a byte order mark not among them.
        let characterIndices = characterIndices(of: offsets, in: bytes)
        var outside = [Bool](repeating: false, count: offsets.count)
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var next = 0
            var token = yaml_token_t()
            while next < offsets.count {
                guard yaml_parser_scan(&parser, &token) == 1 else { return }
                defer { yaml_token_delete(&token) }
                let start = Int(token.start_mark.index)
                let end = Int(token.end_mark.index)
                // The candidates before this token lie between tokens: they are comments.
                while next < offsets.count, characterIndices[next] < start {
                    outside[next] = true
                    next += 1
                }
                // Those inside it are text.
                while next < offsets.count, characterIndices[next] < end { next += 1 }
                if token.type == YAML_STREAM_END_TOKEN { break }
            }
            while next < offsets.count {
                outside[next] = true
                next += 1
            }
        }
        return outside
    }

    /// The character index, as libyaml counts, of each of `offsets` (sorted byte offsets).
    private static func characterIndices(of offsets: [Int], in bytes: [UInt8]) -> [Int] {
        let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var indices: [Int] = []
        var characters = 0
        var position = byteOrderMark
        for offset in offsets {
            while position < offset {
                if bytes[position] & 0xC0 != 0x80 { characters += 1 }
                position += 1
            }
            indices.append(characters)
        }
        return indices
    }
}
