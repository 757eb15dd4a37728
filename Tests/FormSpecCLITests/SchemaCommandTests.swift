import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `formspec schema [--output]` prints the schemas committed in `Schemas/` (the library tests
/// compare those files with the same documents).
@Suite struct SchemaCommandTests {
    @Test func printsTheInputSchema() {
        let outcome = CommandRunner.run(["schema"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(outcome.out == JSONWriter.write(InputSchema.document))
        #expect(outcome.out.contains("\"$id\": \"\(InputSchema.id)\""))
    }

    @Test func printsTheOutputSchemaWithOutput() {
        let outcome = CommandRunner.run(["schema", "--output"])
        #expect(outcome.status == 0)
        #expect(outcome.out == JSONWriter.write(OutputSchema.document))
        #expect(outcome.out.contains("\"$id\": \"\(OutputSchema.id)\""))
    }

    @Test func printsTheConfigurationSchemaWithConfig() {
        let outcome = CommandRunner.run(["schema", "--config"])
        #expect(outcome.status == 0)
        #expect(outcome.out == JSONWriter.write(ConfigurationSchema.document))
        // The committed schema is formspec schema --config (recorded with FORMSPEC_RECORD=1).
        assertFileContents(
            outcome.out,
            at: FormSpecTestSupport.packageDirectory.appendingPathComponent("Schemas/formspec-config.schema.json"))
        #expect(CommandRunner.run(["schema", "--config", "--output"]).status == 64)
    }

    @Test func printsTheDiffSchemaWithDiff() {
        let outcome = CommandRunner.run(["schema", "--diff"])
        #expect(outcome.status == 0)
        assertFileContents(
            outcome.out,
            at: FormSpecTestSupport.packageDirectory.appendingPathComponent("Schemas/formspec-diff.schema.json"))
        #expect(CommandRunner.run(["schema", "--diff", "--config"]).status == 64)
    }

    @Test func refusesAnArgument() {
        let outcome = CommandRunner.run(["schema", "input"])
        #expect(outcome.status == 64)
        #expect(outcome.out.isEmpty)
    }
}
