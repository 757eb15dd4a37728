import ArgumentParser
import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formspec diff OLD NEW` and `formspec diff --against REV [PATH...]`: what changed between two
/// versions of each spec, each change classed breaking, behavior or cosmetic.
struct DiffCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Say what changed between two versions of a form spec: each change classed breaking, behavior or cosmetic.",
        discussion: """
            breaking: code generated from the old spec, or answers stored from it, stop working (a control or item \
            removed or renamed, a type changed, the form's id changed, a date that could be chosen no longer can). \
            behavior: the form starts or acts differently (initial states and selections, enabled, ranges, dates, \
            locale, extensions, a control added). cosmetic: texts, colours, fonts, images, headers, order.
            With --against REV, every spec of the paths (default .) in this git work tree is compared with its \
            version at REV: a spec new since then is all added, one deleted all removed; a path outside the work tree \
            is refused. A spec with errors (either version) gets its diagnostics, in the format asked, and no diff; \
            the other specs are compared, and the exit status is 1.

            Example: formspec diff --against origin/main --format markdown > changes.md
            """)

    @Argument(help: "OLD and NEW spec files; with --against, the paths to search (files or directories, default .).")
    var files: [String] = []

    @Option(
        help: ArgumentHelp(
            "Compare the specs of the work tree with their versions at this git revision.", valueName: "rev"))
    var against: String?

    @Option(
        help:
            "How to print the changes: text, markdown (a pull-request comment), json, github (annotations) or html (each changed control drawn before and after)."
    )
    var format = DiffFormat.text

    @Option(
        help: "Exit 1 when a change of this class or a more severe one is found: breaking, behavior, cosmetic or none.")
    var failOn = FailOn.breaking

    @Option(
        help: "The most changes listed for one spec (0 for no limit): the others are counted, and a line says how many."
    )
    var maxChanges = DiagnosticLimit(count: FormComparison.defaultLimit)

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if against == nil, files.count != 2 {
            throw ValidationError("Give two spec files, OLD and NEW, or --against REV and the paths to compare.")
        }
    }

    func run(console: Console) throws -> Int32 {
        let plan = diagnostics.plan(of: against == nil ? files : files.isEmpty ? ["."] : files)
        let pairs: [(old: SpecSource?, new: SpecSource?)]
        if let against {
            switch gitPairs(against, plan: plan) {
            case .success(let found): pairs = found
            case .failure(let failure):
                console.error("error: \(failure.message)\n")
                return failure.status
            }
        } else {
            guard plan.inputs == files.map({ $0 == "-" ? .standardInput : .file($0) }) else {
                console.error("error: diff compares two spec files; to compare folders, use --against REV\n")
                return 64
            }
            pairs = [(.file(plan.inputs[0]), .file(plan.inputs[1]))]
        }
        let outcome = plan.diff(pairs, standardInput: console.standardInput, limit: maxChanges.count)
        let problems = outcome.report.hasErrors ? outcome.report : nil
        if let problems, format == .text {
            console.out(plan.rendered(problems, terminal: console.outIsTerminal, environment: console.environment))
        }
        if problems != nil, format == .text || plan.diagnosticsFormat == .text {
            console.error(outcome.report.summaryLine(verb: "checked") + "\n")
        }
        console.out(format.render(outcome.specs, problems: problems, against: against))
        guard problems == nil else { return 1 }
        guard let threshold = failOn.changeClass else { return 0 }
        return outcome.counts.containsChange(atLeast: threshold) ? 1 : 0
    }

    /// The specs of the work tree under the paths and their versions at `revision`, in the order
    /// of their paths: a spec at only one side is new or deleted. A spec whose name is not UTF-8
    /// is read by its bytes at both sides, and named with `\xHH` for a byte that is not. A
    /// version that cannot be read (git cannot show it) is that spec's diagnostic; the others
    /// are compared.
    private func gitPairs(_ revision: String, plan: RunPlan) -> Result<
        [(old: SpecSource?, new: SpecSource?)], GitRevision.Failure
    > {
        let resolved: GitRevision
        switch GitRevision.resolve(revision) {
        case .success(let found): resolved = found
        case .failure(let failure): return .failure(failure)
        }
        var treePaths: [String] = []
        for path in files.isEmpty ? ["."] : files {
            guard let treePath = resolved.treePath(of: path) else {
                return .failure(
                    GitRevision.Failure(
                        message: "--against compares the specs of this git work tree: '\(path)' is outside it",
                        status: 64))
            }
            treePaths.append(treePath)
        }
        let oldNames: [FileName]
        switch resolved.specNames(under: treePaths) {
        case .success(let found): oldNames = found
        case .failure(let failure): return .failure(failure)
        }
        var byPath: [String: (old: SpecSource?, new: SpecSource?)] = [:]
        // Each spec's path as seen from here, by its bytes.
        var shownPaths: [String: FileName] = [:]
        var others: [(old: SpecSource?, new: SpecSource?)] = []
        for input in plan.inputs {
            switch input {
            case .file(let path):
                guard let treePath = resolved.treePath(of: path) else { continue }
                byPath[treePath, default: (nil, nil)].new = .file(.file(resolved.shownPath(of: treePath)))
            case .nonUTF8File(let path):
                guard let treePath = resolved.treePath(of: path) else { continue }
                let shown = resolved.shownPath(of: treePath)
                shownPaths[treePath.text] = shown
                byPath[treePath.text, default: (nil, nil)].new = .file(.nonUTF8File(shown))
            case .directoryWithoutSpecs: if oldNames.isEmpty { others.append((nil, .file(input))) }
            case .standardInput, .unreadable: others.append((nil, .file(input)))
            }
        }
        for name in oldNames {
            let treePath = name.text
            let shown = resolved.shownPath(of: name)
            shownPaths[treePath] = shown
            // What the search leaves out in the work tree (hidden, or excluded by a configuration) is
            // left out at the revision too: it is not a spec deleted.
            guard byPath[treePath] != nil || (!Self.exists(shown) && !Self.isHidden(shown.text)) else { continue }
            let old: SpecSource
            switch resolved.bytes(of: name, limit: plan.maxFileSize) {
            case .success(let bytes):
                old = .bytes(name: resolved.versionName(of: treePath), bytes: bytes, configuredAs: shown.text)
            case .failure(let diagnostic): old = .failed(diagnostic)
            }
            byPath[treePath, default: (nil, nil)].old = old
        }
        // A spec given by name that is gone from the work tree is deleted, when the revision has it.
        for (treePath, pair) in byPath where pair.old != nil {
            let shown = shownPaths[treePath] ?? FileName(Array(resolved.shownPath(of: treePath).utf8))
            if !Self.exists(shown) { byPath[treePath]?.new = nil }
        }
        return .success(others + byPath.keys.sorted().map { byPath[$0]! })
    }

    /// Whether there is a file (or a link) at `path`, by its bytes.
    private static func exists(_ path: FileName) -> Bool {
        access(path.cPath, F_OK) == 0
    }

    /// Whether a directory search skips `path`: a name in it starts with `.`.
    private static func isHidden(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
    }
}

/// `--fail-on` of `formspec diff`: the least severe class of change that fails the run.
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case breaking, behavior, cosmetic, none

    /// The class, nil for `none` (never fails on a change).
    var changeClass: ChangeClass? { ChangeClass(rawValue: rawValue) }

    // As for `DiagnosticFormat`: the library's defaults, without their start-up cost.
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }
}

extension DiffFormat: ExpressibleByArgument {
    // As for `DiagnosticFormat`: the library's defaults, without their start-up cost.
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }
}
