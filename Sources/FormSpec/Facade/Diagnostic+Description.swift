extension Diagnostic: CustomStringConvertible {
    /// The diagnostic's first line as `formspec check` prints it:
    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [ID]`.
    public var description: String {
        "\(file):\(range.start.line):\(range.start.column): \(severity.rawValue): \(message) [\(id.rawValue)]"
    }
}
