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
            version at REV: a spec new since then is all added, one deleted all removed. A spec with errors (either \
            version) gets its diagnostics, as check prints them, and no diff; the exit status is 1.

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
        guard !outcome.report.hasErrors, outcome.specs.count == pairs.count else {
            console.out(
                plan.rendered(outcome.report, terminal: console.outIsTerminal, environment: console.environment))
            if plan.diagnosticsFormat == .text { console.error(outcome.report.summaryLine(verb: "checked") + "\n") }
            return 1
        }
        console.out(format.render(outcome.specs))
        guard let threshold = failOn.changeClass else { return 0 }
        return outcome.counts.containsChange(atLeast: threshold) ? 1 : 0
    }

    /// The specs of the work tree under the paths and their versions at `revision`, in the order
    /// of their paths: a spec at only one side is new or deleted.
    private func gitPairs(_ revision: String, plan: RunPlan) -> Result<
        [(old: SpecSource?, new: SpecSource?)], GitRevision.Failure
    > {
        let resolved: GitRevision
        switch GitRevision.resolve(revision) {
        case .success(let found): resolved = found
        case .failure(let failure): return .failure(failure)
        }
        let oldPaths: [String]
        switch resolved.specPaths(under: files.isEmpty ? ["."] : files) {
        case .success(let found): oldPaths = found
        case .failure(let failure): return .failure(failure)
        }
        var byPath: [String: (old: SpecSource?, new: SpecSource?)] = [:]
        let found = Set(
            plan.inputs.compactMap { input -> String? in
                if case .file(let path) = input { return Self.relative(path) }
                return nil
            })
        // What the search leaves out in the work tree (hidden, or excluded by a configuration) is
        // left out at the revision too: it is not a spec deleted.
        for path in oldPaths where found.contains(path) || (access(path, F_OK) != 0 && !Self.isHidden(path)) {
            let limit = plan.maxFileSize
            switch resolved.bytes(of: path, limit: limit) {
            case .success(let bytes):
                byPath[path, default: (nil, nil)].old = .bytes(
                    name: resolved.versionName(of: path), bytes: bytes, configuredAs: path)
            case .failure(let diagnostic):
                return .failure(GitRevision.Failure(message: diagnostic.message, status: 1))
            }
        }
        var others: [(old: SpecSource?, new: SpecSource?)] = []
        for input in plan.inputs {
            guard case .file(let path) = input else {
                if byPath.isEmpty { others.append((nil, .file(input))) }
                continue
            }
            let key = Self.relative(path)
            // A spec given by name that is gone from the work tree is deleted, when the revision has it.
            if byPath[key] != nil, access(path, F_OK) != 0 { continue }
            byPath[key, default: (nil, nil)].new = .file(.file(key))
        }
        return .success(others + byPath.keys.sorted().map { byPath[$0]! })
    }

    /// Whether a directory search skips `path`: a name in it starts with `.`.
    private static func isHidden(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
    }

    /// `path` without its leading `./`, as `git ls-tree` names it.
    private static func relative(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
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
