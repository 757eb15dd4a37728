import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `formspec schema [--output]` prints the schemas committed in `Schemas/` (the library tests
/// compare those files with the same documents); `--answers SPEC`, the schema of a form's answers.
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

    /// The sign-up sample, by its absolute path.
    static let signup = FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples/signup.form.yaml").path

    @Test func printsTheSchemaOfTheAnswersOfASpecWithAnswers() {
        let outcome = CommandRunner.run(["schema", "--answers", Self.signup])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        assertFileContents(
            outcome.out,
            at: FormSpecTestSupport.packageDirectory.appendingPathComponent(
                "Tests/FormSpecTests/Goldens/answers-schema/signup.schema.json"))
        let standardInput = CommandRunner.run(
            ["schema", "--answers", "-"],
            input: Array(FileManager.default.contents(atPath: Self.signup) ?? Data()))
        #expect(standardInput.status == 0)
        #expect(standardInput.out == outcome.out)
        #expect(CommandRunner.run(["schema", "--answers", Self.signup, "--output"]).status == 64)
    }

    @Test func printsNothingOfTheAnswersOfASpecWithErrors() {
        let spec =
            "formspec: 1\nid: broken\ncontrols:\n  - {type: toggle, id: a, label: A, visibleWhen: {control: b, is: on}}\n"
        let outcome = CommandRunner.run(["schema", "--answers", "-"], input: Array(spec.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.out.isEmpty)
        #expect(outcome.error.contains("[logic.unknown-control]"))
    }

    @Test func refusesAFolderOfSeveralSpecsWithAnswers() {
        let outcome = CommandRunner.run(
            ["schema", "--answers", FormSpecTestSupport.packageDirectory.appendingPathComponent("Samples").path])
        #expect(outcome.status == 64)
        #expect(outcome.out.isEmpty)
        #expect(outcome.error.contains("name one of them"))
    }

    @Test func refusesAnArgument() {
        let outcome = CommandRunner.run(["schema", "input"])
        #expect(outcome.status == 64)
        #expect(outcome.out.isEmpty)
    }
}
