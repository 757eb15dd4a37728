/// The words the Spark selection controls share: a group's axis and every selection control's intent.

/// The direction a group lays its items out in.
public enum GroupAxis: String, Vocabulary {
    case vertical, horizontal
    package static let meaning = "an axis"
    package static let words = WordTable<Self>()
}

/// A Spark selection control's intent.
public enum SelectionIntent: String, Vocabulary {
    case basic, error
    package static let meaning = "an intent"
    package static let words = WordTable<Self>()
}
