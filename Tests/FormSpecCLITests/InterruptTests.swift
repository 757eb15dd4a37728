import FormSpecTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (or `kill`) during a compile: the real `formspec` process removes its temporary files
/// and ends by the signal, leaving only whole outputs behind.
@Suite(.tags(.endToEnd), .skippedInQuickLoop) struct InterruptTests {
    /// About 5 MB of toggles: long enough to write that the signal arrives while a temporary file
    /// exists.
    static let bigSpec =
        "formspec: 1\nid: big\ncontrols:\n"
        + (0..<60_000).map { "  - {type: toggle, id: t\($0), label: Toggle number \($0) with a longer label}\n" }
        .joined()

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedCompileLeavesNoTemporaryFile(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("big.form.yaml", Self.bigSpec)
        let out = folder.path + "/out"
        let formspec = try ChildProcess.builtExecutable("formspec")
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.hasPrefix(".") }
        }
        // The signal must land while a temporary file exists; a run that ends first is tried again.
        for _ in 0..<10 {
            try? FileManager.default.removeItem(atPath: out)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: formspec)
            process.arguments = ["compile", spec, "--output-dir", out, "--emit", "json,preview"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            let started = Date()
            var sent = false
            while process.isRunning, Date().timeIntervalSince(started) < Double(ChildProcess.hangGuard) {
                if !temporaryFiles().isEmpty {
                    kill(process.processIdentifier, signal)
                    sent = true
                    break
                }
                usleep(100)
            }
            if process.isRunning, !sent { process.terminate() }
            process.waitUntilExit()
            guard sent else { continue }
            #expect(process.terminationReason == .uncaughtSignal, "it ends by the signal, as without temporary files")
            #expect(process.terminationStatus == signal)
            #expect(temporaryFiles() == [], "signal \(signal)")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
            for output in left {
                let written = try String(contentsOfFile: out + "/" + output, encoding: .utf8)
                #expect(written.hasSuffix(output.hasSuffix(".json") ? "}\n" : "\n"), "\(output) is whole")
            }
            return
        }
        Issue.record("no run was still writing when a temporary file was seen; nothing was interrupted")
    }

    /// `formspec compile --template` runs `formspec-templates`: a signal that ends `formspec` is
    /// passed on to it, so that it does not write on alone.
    @Test func aSignalReachesTheTemplateProcess() throws {
        #if os(Linux)
            let folder = try TemporaryFolder()
            let spec = try folder.write("big.form.yaml", Self.bigSpec)
            // The built-in uikit template as a file, which formspec-templates renders.
            let template = try folder.write("uikit.stencil", CommandRunner.run(["templates", "print", "uikit"]).out)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try ChildProcess.builtExecutable("formspec"))
            process.arguments = ["compile", spec, "--template", template, "--output-dir", folder.path + "/out"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            let parent = process.processIdentifier
            let childrenFile = "/proc/\(parent)/task/\(parent)/children"
            var child: Int32?
            let started = Date()
            while child == nil, Date().timeIntervalSince(started) < Double(ChildProcess.hangGuard) {
                child = (try? String(contentsOfFile: childrenFile, encoding: .utf8)).flatMap {
                    Int32($0.split(separator: " ").first ?? "")
                }
                usleep(1_000)
            }
            let templates = try #require(child, "formspec started no formspec-templates")
            kill(parent, SIGTERM)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
            let ended = Date()
            while kill(templates, 0) == 0, Date().timeIntervalSince(ended) < 10 { usleep(10_000) }
            #expect(kill(templates, 0) != 0, "formspec-templates still runs after formspec ended")
            #expect(
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []).filter {
                    $0.hasPrefix(".")
                } == [])
        #endif
    }

    /// `formspec` killed outright (SIGKILL) passes nothing on: `formspec-templates` ends by itself
    /// when `formspec` is gone, rather than rendering on as an orphan.
    @Test func theTemplateProcessEndsWhenFormspecIsKilled() throws {
        #if os(Linux)
            let folder = try TemporaryFolder()
            let spec = try folder.write(
                "fifty.form.yaml",
                "formspec: 1\nid: fifty\ncontrols:\n"
                    + (0..<50).map { "  - {type: toggle, id: t\($0), label: Toggle \($0)}\n" }.joined())
            // Six loops over fifty controls: 50⁶ turns, far longer than this test waits.
            let template = try folder.write(
                "slow.stencil",
                String(repeating: "{% for c in form.controls %}", count: 6) + "x"
                    + String(repeating: "{% endfor %}", count: 6))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try ChildProcess.builtExecutable("formspec"))
            process.arguments = ["compile", spec, "--template", template, "--output-dir", folder.path + "/out"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            let parent = process.processIdentifier
            var child: Int32?
            let started = Date()
            while child == nil, Date().timeIntervalSince(started) < Double(ChildProcess.hangGuard) {
                child = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8))
                    .flatMap { Int32($0.split(separator: " ").first ?? "") }
                usleep(1_000)
            }
            let templates = try #require(child, "formspec started no formspec-templates")
            kill(parent, SIGKILL)
            // Ended: gone, or a zombie that nobody reaps (its parent is gone).
            func running() -> Bool {
                guard let stat = try? String(contentsOfFile: "/proc/\(templates)/stat", encoding: .utf8),
                    let name = stat.range(of: ") ", options: .backwards)
                else { return false }
                return !stat[name.upperBound...].hasPrefix("Z")
            }
            let killed = Date()
            while running(), Date().timeIntervalSince(killed) < 10 { usleep(10_000) }
            #expect(!running(), "formspec-templates still runs after formspec was killed")
            // Only now: Foundation waits for what `formspec` left open, which an orphan would hold.
            process.waitUntilExit()
            #expect(
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []).isEmpty,
                "nothing is written")
        #endif
    }
}
