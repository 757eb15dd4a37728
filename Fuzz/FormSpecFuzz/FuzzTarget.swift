import Foundation

/// What the fuzzer feeds its inputs to: the target `Fuzz/run.sh --target NAME` names, which it
/// passes on in `FORMSPEC_FUZZ_TARGET` (so that the processes of libFuzzer's fork mode, which
/// inherit the environment, run the same target).
enum FuzzTarget: String, CaseIterable {
    /// A spec through the whole pipeline, as `check` and `compile` run it (``fuzzPipeline(_:)``).
    case pipeline
    /// A spec fixed as `formspec fix` fixes it (``fuzzFix(_:)``).
    case fix
    /// Two versions of a spec compared as `formspec diff` compares them (``fuzzDiff(_:)``).
    case diff
    /// A String Catalog read as `formspec strings` reads it (``fuzzCatalog(_:)``).
    case strings
    /// Stops on every input that is not empty: `Fuzz/selftest.sh` shows with it that a finding
    /// ends `Fuzz/run.sh` with a non-zero status, in fork mode too.
    case plantedCrash = "planted-crash"

    /// The target the environment names, `pipeline` when it names none.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FORMSPEC_FUZZ_TARGET"] ?? FuzzTarget.pipeline.rawValue
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("formspec-fuzz: no target '\(name)' (the targets: \(names))\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Runs one input through the target; a crash or a broken invariant stops the fuzzer.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .pipeline: fuzzPipeline(bytes)
        case .fix: fuzzFix(bytes)
        case .diff: fuzzDiff(bytes)
        case .strings: fuzzCatalog(bytes)
        case .plantedCrash: if !bytes.isEmpty { fatalError("invariant: the planted crash") }
        }
    }
}

/// libFuzzer's entry point (which `-sanitize=fuzzer` links against): one input to the selected
/// target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
