import Foundation
import Testing

@testable import FormSpecCLI

/// `formspec compile --template` from a build folder that SwiftPM made for `swift run formspec`,
/// which holds no `formspec-templates` yet: it is built there (`.ci/run` runs it from a build
/// folder without it); anywhere else, the error says how to build it.
@Suite struct TemplatesBuildTests {
    /// A package's files as SwiftPM leaves them after a build, in a temporary folder.
    static func package(_ files: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in files { try folder.write(file, "") }
        return folder
    }

    @Test(arguments: ["x86_64-unknown-linux-gnu/debug", "debug", "arm64-apple-macosx/release"])
    func theBuildFolderOfAPackageIsFound(configurationFolder: String) throws {
        let folder = try Self.package(["Package.swift", ".build/workspace-state.json"])
        let path = "\(folder.path)/.build/\(configurationFolder)/formspec-templates"
        let command = TemplatesBuild.command(building: path) { FileManager.default.fileExists(atPath: $0) }
        #expect(
            command == [
                "swift", "build", "--package-path", folder.path, "--scratch-path", folder.path + "/.build",
                "--configuration", String(configurationFolder.split(separator: "/").last ?? ""),
                "--product", "formspec-templates", "--quiet",
            ])
    }

    @Test(arguments: [
        // Not a configuration's folder; no build folder; a build folder beside no package.
        (["Package.swift", ".build/workspace-state.json"], ".build/x86_64-unknown-linux-gnu/tools/formspec-templates"),
        (["Package.swift"], ".build/x86_64-unknown-linux-gnu/debug/formspec-templates"),
        ([".build/workspace-state.json"], ".build/debug/formspec-templates"),
        (["Package.swift", "bin/formspec"], "bin/formspec-templates"),
    ])
    func elsewhereNothingIsBuilt(files: [String], executable: String) throws {
        let folder = try Self.package(files)
        #expect(
            TemplatesBuild.command(building: folder.path + "/" + executable) {
                FileManager.default.fileExists(atPath: $0)
            } == nil)
    }

    /// A `formspec` alone in a folder (no `formspec-templates`, no build folder) says which
    /// command builds it, and writes nothing.
    @Test func aFormspecAloneNamesTheCommandThatBuildsTheTemplateRenderer() throws {
        let folder = try TemporaryFolder()
        let formspec = folder.path + "/bin/formspec"
        try FileManager.default.createDirectory(atPath: folder.path + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try ChildProcess.builtExecutable("formspec"), toPath: formspec)
        let spec = try folder.write(
            "a.form.yaml", "formspec: 1\nid: a\ncontrols:\n  - {type: toggle, id: b, label: B}\n")
        let template = try folder.write("forms.stencil", "{{ form.id }}\n")
        var process = Process()
        let errors = Pipe()
        // The copy just written is "busy" while a child that another test starts meanwhile holds its
        // writing end, until that child runs its own program: tried again then, for up to ten seconds.
        for attempt in 1... {
            process = Process()
            process.executableURL = URL(fileURLWithPath: formspec)
            process.arguments = ["compile", spec, "--template", template, "--output-dir", folder.path + "/out"]
            process.standardError = errors
            do {
                try process.run()
                break
            } catch let error as NSError
                where attempt < 100 && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
            {
                usleep(100_000)
            }
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(
            message
                == "error: formspec-templates is not next to formspec; build it (swift build --product formspec-templates) to render templates\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }
}
