/// A file's bytes checked once as YAML text: its lines, the starts of its characters of more than
/// one byte (which the parse needs to count columns as libyaml does), and the first byte that makes
/// it unreadable, if one does. The compiler checks a spec once and hands the result to each stage
/// that reads it: the suppression comments, the parse and the report.
package struct SourceText: Sendable {
    /// The file's lines.
    package let lines: SourceLines
    /// The offset of each character of more than one byte, in order; empty when the file is not
    /// valid (``encodingProblem``).
    let multiByteStarts: [UInt32]
    /// The first byte that makes the file unreadable as YAML, if any.
    let encodingProblem: UTF8Validation.Finding?

    /// Checks `bytes`: their lines are found on the way, at memory speed (byte by byte in a file
    /// that is not valid UTF-8).
    package init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        var multiByteStarts: [UInt32] = []
        if let problem = UTF8Validation.firstProblem(in: bytes, lineStarts: &starts, multiByteStarts: &multiByteStarts)
        {
            encodingProblem = problem
            self.multiByteStarts = []
            lines = SourceLines(scanning: bytes)
        } else {
            encodingProblem = nil
            self.multiByteStarts = multiByteStarts
            lines = SourceLines(bytes, lineStarts: starts)
        }
    }
}
