import Foundation
import PackagePlugin

/// Compiles every `*.form.yaml` (and `*.form.yml`) of a target into JSON in the plugin's work directory, which
/// SwiftPM (or Xcode) then bundles as a resource of the target, and, when the target depends on
/// `FormSpecRuntime`, into typed Swift compiled with the target (`CheckoutForm.giftWrap`).
/// Resources are bundled side by side, without their folders, so each output is named after its
/// spec's path inside the target: `checkout.form.yaml` → `checkout.form.json`,
/// `Signup/form.form.yaml` → `Signup_form.form.json`. A spec with errors fails the build with the
/// compiler's `FILE:LINE:COL: error:` diagnostics. Each spec is configured by the
/// `.formspec.yml` nearest to it inside the package, as on the command line; that file is an
/// input of its command, so that editing it compiles the spec again. The Swift of a target's
/// specs is compiled together: one more command checks them together, so that two forms of one
/// Swift type (a spec copied, its `id` kept) fail the build with `codegen.duplicate-form` at
/// both ids before the target is compiled.
@main
struct FormSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let products = Set(
            target.dependencies.compactMap { dependency -> String? in
                if case .product(let product) = dependency { return product.name }
                return nil
            })
        let generatesSwift = products.contains("FormSpecRuntime")
        let compiler = try context.tool(named: "formspec").url
        let specs = try Self.compileCommands(
            specs: target.sourceFiles.map(\.url), root: target.directoryURL, generatesSwift: generatesSwift,
            compiler: compiler, workDirectory: context.pluginWorkDirectoryURL, packageRoot: context.package.directoryURL
        )
        // A target that shows its forms with the components has the screens' support file, once.
        let showsForms = !products.isDisjoint(with: Self.componentProducts)
        guard generatesSwift, showsForms, !specs.isEmpty else { return specs }
        return specs + [Self.supportCommand(compiler: compiler, workDirectory: context.pluginWorkDirectoryURL)]
    }

    /// The products of the components the `uikit` and `swiftui` screens are made of.
    static let componentProducts: Set<String> = [
        "RVS_CalendarInput", "RVS_Checkbox", "SparkComponentSelectionControls",
    ]

    /// The name of the `swiftui` screens' support file (their UIKit components' SwiftUI wrappers).
    static let supportFileName = "FormSpecSwiftUI.swift"

    /// The command that writes the `swiftui` screens' support file once for the target: the
    /// per-spec commands, which name their outputs, do not write it. Each part of the file is
    /// behind `#if canImport(…)`, so it compiles in a target whose forms use another template.
    static func supportCommand(compiler: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appendingPathComponent(supportFileName)
        return .buildCommand(
            displayName: "Writing FormSpec's SwiftUI support file",
            executable: compiler,
            arguments: ["templates", "support", "swiftui", "--output", output.path],
            inputFiles: [],
            outputFiles: [output]
        )
    }

    /// What a spec's file name ends with, as the command line searches for specs.
    static let specSuffixes = [".form.yaml", ".form.yml"]

    /// One command per spec among `files`, each output named after the spec's path under `root`;
    /// with `generatesSwift`, each writes the spec's Swift too, and with more than one spec, one
    /// command checks that their forms are Swift types of their own (``duplicateFormsCommand``).
    /// Two specs whose names still clash (`a_b/x.form.yaml` and `a/b_x.form.yaml`, or
    /// `a.form.yaml` and `a.form.yml`) fail the build, naming both.
    static func compileCommands(
        specs files: [URL], root: URL, generatesSwift: Bool, compiler: URL, workDirectory: URL,
        packageRoot: URL
    ) throws -> [Command] {
        let specs = files.filter { file in specSuffixes.contains { file.lastPathComponent.hasSuffix($0) } }
            .map {
                (
                    url: $0, path: relativePath(of: $0, under: root),
                    configuration: configurationFile(of: $0, upTo: packageRoot)
                )
            }
            .sorted { $0.path < $1.path }
        var named: [String: String] = [:]
        for spec in specs {
            let name = outputName(of: spec.path)
            if let other = named.updateValue(spec.path, forKey: name) {
                throw PluginError(
                    description:
                        "form specs '\(other)' and '\(spec.path)' would both be bundled as \(name).json: rename one of them"
                )
            }
        }
        let commands = specs.map {
            compileCommand(
                spec: $0.url, path: $0.path, generatesSwift: generatesSwift, compiler: compiler,
                workDirectory: workDirectory, configuration: $0.configuration)
        }
        guard generatesSwift, specs.count > 1 else { return commands }
        let configurations = Set(specs.compactMap(\.configuration)).sorted { $0.path < $1.path }
        return commands
            + [
                duplicateFormsCommand(
                    specs: specs.map(\.url), configurations: configurations, compiler: compiler,
                    workDirectory: workDirectory)
            ]
    }

    /// The name of the one-comment Swift file that the check of a target's forms writes when it
    /// passes: compiled with the target, it makes the target's compilation wait for the check.
    static let formsCheckedFileName = "FormSpecFormsChecked.swift"

    /// The command that checks the forms of a target's `specs` together for one Swift type given
    /// twice (`formspec check --duplicate-forms`), since each spec is compiled by a command of its
    /// own. It reruns when a spec, a configuration file or the tool changes, and writes that Swift
    /// file when it passes (not again when it holds it already); when it fails, the target is not
    /// compiled.
    static func duplicateFormsCommand(specs: [URL], configurations: [URL], compiler: URL, workDirectory: URL)
        -> Command
    {
        let stamp = workDirectory.appendingPathComponent(formsCheckedFileName)
        return .buildCommand(
            displayName: "Checking that the target's forms are Swift types of their own",
            executable: compiler,
            arguments: ["check", "--duplicate-forms", "--stamp", stamp.path, "--color", "never"] + specs.map(\.path),
            inputFiles: specs + configurations,
            outputFiles: [stamp]
        )
    }

    /// The `.formspec.yml` that configures `spec`: the nearest one in its folder or a folder above,
    /// up to `root` (the package's or the project's folder, beyond which the sandbox may not read).
    static func configurationFile(of spec: URL, upTo root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var folder = spec.standardizedFileURL.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(".formspec.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            guard folder.path.hasPrefix(rootPath), folder.path != rootPath, folder.path != "/" else { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// The name of a spec's outputs: its path inside the target, folders joined by `_`, without
    /// `.yaml` or `.yml` (`Signup/form.form.yaml` → `Signup_form.form`).
    static func outputName(of path: String) -> String {
        String(path.dropLast(path.hasSuffix(".yml") ? ".yml".count : ".yaml".count))
            .replacingOccurrences(of: "/", with: "_")
    }

    /// `file`'s path under `root`, or its file name when it is not under `root`.
    static func relativePath(of file: URL, under root: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : file.lastPathComponent
    }

    /// The command that compiles `spec` into `workDirectory/NAME.json` (and `NAME.swift`, which
    /// the target compiles). With its input and outputs declared, the build reruns it only when
    /// the spec changed.
    static func compileCommand(
        spec: URL, path: String, generatesSwift: Bool, compiler: URL, workDirectory: URL, configuration: URL?
    ) -> Command {
        let name = outputName(of: path)
        let formats = generatesSwift ? ["json", "swift"] : ["json"]
        return .buildCommand(
            displayName: "Compiling form spec \(path)",
            executable: compiler,
            arguments: [
                "compile", spec.path, "--output-dir", workDirectory.path, "--output-name", name,
                "--emit", formats.joined(separator: ","), "--color", "never",
            ],
            inputFiles: [spec] + (configuration.map { [$0] } ?? []),
            outputFiles: formats.map { workDirectory.appendingPathComponent(name + "." + $0) }
        )
    }
}

/// Why the plugin cannot set the build up.
struct PluginError: Error, CustomStringConvertible {
    var description: String
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension FormSpecPlugin: XcodeBuildToolPlugin {
        /// The same commands for a target of an Xcode project, outputs named after each spec's path
        /// inside the project. Xcode does not tell which packages a target links: the Swift is
        /// generated, the target links `FormSpecRuntime` (see Documentation/Plugin.md), and the
        /// screens' support file is written (what the target cannot import compiles to nothing).
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let compiler = try context.tool(named: "formspec").url
            let specs = try Self.compileCommands(
                specs: target.inputFiles.map(\.url), root: context.xcodeProject.directoryURL, generatesSwift: true,
                compiler: compiler, workDirectory: context.pluginWorkDirectoryURL,
                packageRoot: context.xcodeProject.directoryURL)
            guard !specs.isEmpty else { return specs }
            return specs + [Self.supportCommand(compiler: compiler, workDirectory: context.pluginWorkDirectoryURL)]
        }
    }
#endif
