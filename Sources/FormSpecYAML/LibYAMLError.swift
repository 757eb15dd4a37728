import CLibYAML

/// Turns libyaml's error state into a located problem in plain words.
enum LibYAMLError {
    static func problem(of parser: yaml_parser_t, in lines: SourceLines, marks: inout MarkConverter) -> YAMLProblem {
        let bytes = lines.bytes
        let problem = parser.problem.map { String(cString: $0) } ?? "libyaml could not read the file"
        if parser.error == YAML_READER_ERROR || parser.error == YAML_MEMORY_ERROR {
            let location = lines.location(ofByteOffset: Int(parser.problem_offset))
            let kind: YAMLProblem.Kind = parser.error == YAML_READER_ERROR ? .invalidEncoding : .syntax
            return YAMLProblem(kind, problem, at: SourceRange(at: location))
        }
        let location = lines.location(ofByteOffset: Int(marks.offset(of: parser.problem_mark)))
        let character = location.offset < bytes.count ? bytes[location.offset] : nil
        let context = parser.context.map { String(cString: $0) }
        let words = plainWords(problem: problem, context: context, character: character)
        let end = SourceLocation(
            line: location.line, column: location.column + (character == nil ? 0 : 1),
            offset: location.offset + (character == nil ? 0 : 1))
        var notes: [YAMLProblem.Note] = []
        if let note = words.contextNote {
            notes.append(
                YAMLProblem.Note(
                    message: note,
                    range: SourceRange(at: lines.location(ofByteOffset: Int(marks.offset(of: parser.context_mark))))))
        }
        return YAMLProblem(.syntax, words.message, at: SourceRange(start: location, end: end), notes: notes)
    }

    /// libyaml's problem and context, said the way a person would say them.
    static func plainWords(problem: String, context: String?, character: UInt8?) -> (
        message: String, contextNote: String?
    ) {
        let note = context.flatMap(contextNote)
        if character == UInt8(ascii: "\t") || problem.contains("tab") {
            return ("a tab character is used for indentation; YAML indents with spaces only", note)
        }
        switch (problem, context) {
        case ("found unexpected end of stream", "while scanning a quoted scalar"?):
            return ("this quoted string is never closed; add the closing quote", "the string starts here")
        case ("found unknown escape character", _):
            return (
                "unknown escape sequence in a double-quoted string; write '\\\\' for a backslash or use single quotes",
                note
            )
        case ("mapping values are not allowed in this context", _):
            return ("a ':' followed by a space is not allowed here; quote the value if it contains ': '", note)
        case ("did not find expected key", _):
            return ("expected a key here; check the indentation of this line", note)
        case ("did not find expected '-' indicator", _):
            return ("expected a list item ('- ') here; check the indentation of this line", note)
        case ("could not find expected ':'", _):
            return ("expected ':' after this key", note)
        case ("found character that cannot start any token", _):
            let shown = character.map { " '\(String(decoding: [$0], as: UTF8.self))'" } ?? ""
            return ("the character\(shown) cannot start a YAML value here; quote the value", note)
        case ("did not find expected node content", _):
            return ("expected a value here", note)
        case ("did not find expected ',' or ']'", _):
            return ("this flow list is not closed: expected ',' or ']'", note)
        case ("did not find expected ',' or '}'", _):
            return ("this flow mapping is not closed: expected ',' or '}'", note)
        case ("did not find expected <document start>", _):
            return ("unexpected text after the end of the document; check the indentation of this line", note)
        default:
            return (problem, note)
        }
    }

    /// "while parsing a block mapping" → "in the block mapping that starts here"; nil when the
    /// context names no construct ("while scanning for the next token").
    private static func contextNote(_ context: String) -> String? {
        guard !context.contains(" for ") else { return nil }
        var phrase = Substring(context)
        for prefix in ["while scanning ", "while parsing "] where phrase.hasPrefix(prefix) {
            phrase = phrase.dropFirst(prefix.count)
        }
        if phrase.hasPrefix("a ") { phrase = "the " + phrase.dropFirst(2) }
        if phrase.hasPrefix("an ") { phrase = "the " + phrase.dropFirst(3) }
        return "in \(phrase) that starts here"
    }
}
