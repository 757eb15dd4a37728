import FormSpec
import FormSpecYAML
import Testing

/// A configuration's `compile: emit` names one or more formats: an empty one (an empty text, a
/// null, an empty name between commas, an empty list) is `config.invalid` at the item that holds
/// it, as `--emit json,` is refused on the command line, and is never read as fewer formats.
@Suite struct ConfigurationEmitTests {
    static func read(emit: String) -> Configuration {
        let text = "compile:\n  emit: \(emit)\n"
        return Configuration.read(SourceFile(name: ".formspec.yml", bytes: Array(text.utf8)), directory: ".")
    }

    @Test(arguments: [
        // What is written, the column of the item refused (on line 2), and what the message says.
        ("[json, \"\"]", 16, "'emit' is a list of texts such as json, not an empty text"),
        ("[~]", 10, "'emit' is a list of texts such as json, not null"),
        ("[json, ~]", 16, "'emit' is a list of texts such as json, not null"),
        ("\"json,\"", 9, "'json,' holds an empty name, which is not a format of 'emit'"),
        ("\"json,,swift\"", 9, "'json,,swift' holds an empty name, which is not a format of 'emit'"),
        ("[json, \"swift, \"]", 16, "'swift, ' holds an empty name, which is not a format of 'emit'"),
        ("[]", 9, "'emit' names no format; give one or more, such as [json, swift]"),
    ])
    func anEmptyFormatIsRefusedWhereItIsWritten(emit: String, column: Int, message: String) {
        let configuration = Self.read(emit: emit)
        #expect(configuration.emit == nil, "nothing of 'emit' is kept")
        #expect(configuration.diagnostics.count == 1)
        let diagnostic = configuration.diagnostics.first
        #expect(diagnostic?.id == .configInvalid)
        #expect(diagnostic?.message.hasPrefix(message) == true, "\(diagnostic?.message ?? "")")
        #expect(diagnostic?.range.start.line == 2 && diagnostic?.range.start.column == column)
    }

    @Test func formatsBetweenCommasAreRead() {
        let configuration = Self.read(emit: "[\"json, swift\", html]")
        #expect(configuration.diagnostics.isEmpty)
        #expect(configuration.emit?.value == [.json, .swift, .html])
    }
}
