// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A Spark selection control's intent: how it is coloured.
public enum SelectionIntent: String, Sendable, Hashable, Codable, CaseIterable {
    case basic, error
}
