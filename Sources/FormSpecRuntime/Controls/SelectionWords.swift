/// A Spark selection control's intent: how it is coloured.
public enum SelectionIntent: String, Sendable, Hashable, Codable, CaseIterable {
    case basic, error
}

/// How a group lays its items out.
public enum GroupAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case vertical, horizontal
}
