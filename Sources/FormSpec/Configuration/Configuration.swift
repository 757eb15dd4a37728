import FormSpecYAML

/// A project's configuration: what a `.formspec.yml` file says, each value with the place it is
/// written. A spec is configured by the file nearest to it, found from its folder upwards to the
/// repository or package root (see ``ConfigurationFinder``); the nearest file is the whole
/// configuration (files further up are not merged into it), and what the command line says
/// overrides it.
///
/// ```yaml
/// include: ["**/*.form.yaml"]          # the specs a directory search finds
/// exclude: ["Legacy/**"]
/// rules:
///   calendar.selected-disabled: off    # error, warning, info or off
///   a11y.low-contrast: error
/// warnings-as-errors: true
/// max-file-size: 1M
/// max-diagnostics: 200
/// compile:
///   emit: [json, swift]
///   template: Templates/forms.stencil
///   output-dir: Generated
///   strings-table: Checkout         # the uikit and swiftui screens read Checkout.xcstrings
/// ```
package struct Configuration: Sendable {
    /// One value and where it is written.
    package struct Setting<Value: Sendable>: Sendable {
        package var value: Value
        package var range: SourceRange
    }

    /// One id's level under `rules:`.
    package struct Rule: Sendable {
        package var id: DiagnosticID
        package var level: RuleLevel
        package var range: SourceRange
    }

    /// The file's path as found (nil for no file: every value its default).
    package var file: String?
    /// The folder the file is in, as shown (relative to the current directory when it is inside
    /// it): `include`, `exclude` and the paths of `compile:` are relative to it.
    package var directory: String
    /// The same folder, absolute.
    var absoluteDirectory: String

    package var include: Setting<[Glob]>?
    package var exclude: Setting<[Glob]>?
    /// The levels of `rules:`, in the order written.
    package var rules: [Rule] = []
    package var warningsAsErrors: Setting<Bool>?
    package var maxFileSize: Setting<Int>?
    package var maxDiagnostics: Setting<Int>?
    package var emit: Setting<[OutputFormat]>?
    package var template: Setting<String>?
    package var outputDir: Setting<String>?
    /// The strings table the screens read their texts from (`compile: strings-table:`).
    package var stringsTable: Setting<String>?

    /// The file's mistakes (`yaml.*`, `config.invalid`, `config.unknown-rule`), in print order.
    package var diagnostics: [Diagnostic] = []
    /// Whether the file has an error: its specs then get no output.
    package var hasErrors: Bool { diagnostics.containsErrors }
    /// The file's text, for printing its lines under its diagnostics.
    package var source: SourceFile?

    /// A configuration with every value its default, for specs under `directory`.
    package init(directory: String) {
        self.directory = directory
        absoluteDirectory = directory
    }

    /// The specs a directory search finds unless `include` says otherwise.
    package static let defaultInclude = SpecReader.specSuffixes.map { Glob("**/*" + $0) }

    /// Whether a directory search takes the file at `relativePath` (relative to ``directory``):
    /// it matches a pattern of `include` and none of `exclude`.
    package func takes(_ relativePath: String) -> Bool {
        (include?.value ?? Self.defaultInclude).contains { $0.matches(relativePath) }
            && !(exclude?.value ?? []).contains { $0.matches(relativePath) }
    }

    /// Whether `exclude` leaves out every file under the folder at `relativePath` (relative to
    /// ``directory``), so that a directory search has nothing to report of it when it cannot be
    /// searched.
    package func excludesEverything(under relativePath: String) -> Bool {
        (exclude?.value ?? []).contains { $0.matchesEverything(under: relativePath) }
    }

    /// The levels `rules:` sets.
    package var ruleLevels: RuleLevels {
        var levels = RuleLevels()
        for rule in rules { levels[rule.id] = rule.level }
        return levels
    }

    /// `path` (from `compile:`) resolved against the configuration's folder.
    package func resolved(_ path: String) -> String {
        path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// The name of a configuration file.
    package static let fileName = ".formspec.yml"
}
