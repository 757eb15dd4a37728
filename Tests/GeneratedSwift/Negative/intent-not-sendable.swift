// expect: non-Sendable type 'SelectionControlsIntent' of var 'currentIntent' cannot exit main actor-isolated context
// Spark 2.2.2's SelectionControlsIntent is a public enum that does not declare Sendable: it cannot leave the main actor.
import SparkComponentSelectionControls

@MainActor var currentIntent: SelectionControlsIntent = .basic

nonisolated func readIntent() async -> SelectionControlsIntent {
    await currentIntent
}
