/// Compiles FormSpec specs: the library's entry point.
///
/// A compile reads a spec, checks it and, when it has no error, resolves it into a typed
/// ``FormModel``. It runs the stages `formspec compile` runs, with the command line's defaults
/// (no `.formspec.yml` is read): the same diagnostics, in the same order.
///
/// ```swift
/// let spec = SpecCompiler().compile(path: "Forms/signup.form.yaml")
/// ```
public struct SpecCompiler: Sendable {
    /// A compiler with the command line's defaults.
    public init() {}

    /// Reads the spec at `path` and compiles it; a file that cannot be read gives one `io.*`
    /// diagnostic and no form.
    public func compile(path: String) -> CompiledSpec {
        switch SpecReader().load(.file(path)) {
        case .success(let source): return compile(source)
        case .failure(let diagnostic): return CompiledSpec(name: path, diagnostics: [diagnostic], form: nil)
        }
    }

    /// Compiles the spec `text`; `name` is the file name its diagnostics give.
    public func compile(_ text: String, name: String) -> CompiledSpec {
        compile(bytes: Array(text.utf8), name: name)
    }

    /// Compiles the spec whose UTF-8 bytes are `bytes`; `name` is the file name its diagnostics give.
    public func compile(bytes: [UInt8], name: String) -> CompiledSpec {
        compile(SourceFile(name: name, bytes: bytes))
    }

    /// Runs the pipeline on one source.
    private func compile(_ source: SourceFile) -> CompiledSpec {
        let compilation = Compiler().compile(source)
        return CompiledSpec(name: source.name, diagnostics: compilation.diagnostics, form: compilation.form)
    }
}
