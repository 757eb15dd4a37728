import Foundation
import PackagePlugin

/// Compiles every `*.form.yaml` of a target into `NAME.form.json` in the plugin's work directory,
/// which SwiftPM (or Xcode) then bundles as a resource of the target. A spec with errors fails the
/// build with the compiler's `FILE:LINE:COL: error:` diagnostics.
@main
struct FormSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiler = try context.tool(named: "formspec").url
        return target.sourceFiles.map(\.url).filter(Self.isSpec).map {
            Self.compileCommand(spec: $0, compiler: compiler, workDirectory: context.pluginWorkDirectoryURL)
        }
    }

    /// Whether the file is a form spec this plugin compiles.
    static func isSpec(_ file: URL) -> Bool {
        file.lastPathComponent.hasSuffix(".form.yaml")
    }

    /// The command that compiles `spec` into `workDirectory/NAME.form.json`. With its input and
    /// output declared, the build reruns it only when the spec changed.
    static func compileCommand(spec: URL, compiler: URL, workDirectory: URL) -> Command {
        let name = spec.deletingPathExtension().lastPathComponent  // `checkout.form.yaml` → `checkout.form`
        return .buildCommand(
            displayName: "Compiling form spec \(spec.lastPathComponent)",
            executable: compiler,
            arguments: ["compile", spec.path, "--output-dir", workDirectory.path, "--color", "never"],
            inputFiles: [spec],
            outputFiles: [workDirectory.appendingPathComponent(name + ".json")]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FormSpecPlugin: XcodeBuildToolPlugin {
    /// The same commands for a target of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let compiler = try context.tool(named: "formspec").url
        return target.inputFiles.map(\.url).filter(Self.isSpec).map {
            Self.compileCommand(spec: $0, compiler: compiler, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
}
#endif
