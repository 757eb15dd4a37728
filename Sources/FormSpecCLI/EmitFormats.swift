import ArgumentParser
import FormSpec

/// `--emit json,preview`: the formats, each once, in the order of ``OutputFormat``. Spaces
/// around the commas are allowed, as in a configuration file (`--emit "json, html"`).
struct EmitFormats: CustomStringConvertible {
    var formats: [OutputFormat]

    init(formats: [OutputFormat]) {
        self.formats = formats
    }

    /// The formats `argument` names; nil when it names anything else.
    init?(argument: String) {
        guard let parsed = try? Self.parse(argument) else { return nil }
        self = parsed
    }

    /// The formats `argument` names; a refusal that says which name is wrong and gives the four
    /// formats, when one is not a format.
    static func parse(_ argument: String) throws -> EmitFormats {
        var named: [OutputFormat] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            var name = item
            while name.first == " " { name.removeFirst() }
            while name.last == " " { name.removeLast() }
            guard let format = OutputFormat(rawValue: String(name)) else {
                let formats = OutputFormat.allCases.map(\.rawValue)
                throw ValidationError(
                    """
                    \(name.isEmpty ? "an empty name" : "'\(name)'") is not a format; give \(formats.dropLast().joined(separator: ", ")) or \(formats.last ?? ""), \
                    or several separated by commas (json,preview)
                    """)
            }
            named.append(format)
        }
        return EmitFormats(formats: OutputFormat.allCases.filter(named.contains))
    }

    var description: String { formats.map(\.rawValue).joined(separator: ",") }
}
