/// What the pipeline keeps of the controls it decodes and checks while the file is read
/// (``StreamedControls``): the one choice that tells a check from the two ways of compiling.
/// ``Compiler`` makes it once per spec (``Compiler/analysisMode(compiling:)``); every stage after
/// it reads the same.
enum AnalysisMode: Equatable {
    /// A check: each control is checked as it is read, and only what the rule about duplicate ids
    /// reads of it is kept (its place, type and id).
    case check
    /// A compile: each control is normalized as soon as it is checked, and only its model, id and
    /// place are kept (``NormalizedControls``).
    case streamingCompile
    /// A run that reads the controls' syntax whole (a draft of a spec with errors, the names of
    /// generated Swift): each control's syntax is kept, and a compile normalizes the form after the
    /// decode. With `checkingSwiftNames`, `codegen.name-collision` runs after the form's rules.
    case wholeSyntax(checkingSwiftNames: Bool)

    /// Whether each control is normalized as soon as it is checked.
    var normalizesEarly: Bool { self == .streamingCompile }

    /// Whether each control's syntax is kept whole once it is checked.
    var keepsSyntax: Bool {
        if case .wholeSyntax = self { return true }
        return false
    }

    /// Whether the names the controls' ids give in Swift are checked (`codegen.name-collision`).
    var checksSwiftNames: Bool { self == .wholeSyntax(checkingSwiftNames: true) }
}

extension Compiler {
    /// The mode of a check (`compiling` false) or a compile of one spec: a compiler that draws
    /// specs with errors or checks Swift names reads the syntax whole; otherwise a compile
    /// normalizes each control as it is checked, and a check keeps only what the rules about the
    /// whole form read.
    func analysisMode(compiling: Bool) -> AnalysisMode {
        if draftsSpecsWithErrors || checksSwiftNames { return .wholeSyntax(checkingSwiftNames: checksSwiftNames) }
        return compiling ? .streamingCompile : .check
    }
}
