// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// How a group lays its items out.
public enum GroupAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case vertical, horizontal
}
