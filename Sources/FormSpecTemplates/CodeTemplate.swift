import FormSpec
import Stencil

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A code-generation template: Stencil text, rendered for each compiled form with the
/// ``TemplateContext`` and the ``SwiftFilters``. A line of nothing but tags disappears whole, and a
/// tag inside a line of text keeps its line break (``TagLines``). A template cannot include or extend another: it is one file.
package struct CodeTemplate: Sendable {
    /// The template's text, named by its path (or `NAME.stencil` for a built-in template).
    package let source: SourceFile

    /// Reads and checks the template file at `path`; `template.syntax`, located in the
    /// template, when it cannot be read (a folder, a device or a FIFO is refused at once) or parsed
    /// (``parse(_:maxDiagnostics:)``).
    package static func load(
        path: String, maxFileSize: Int = SpecReader.defaultMaxFileSize,
        maxDiagnostics: Int = Compiler.defaultMaxDiagnostics
    ) -> Result<
        CodeTemplate, TemplateFailure
    > {
        switch SpecReader(maxFileSize: maxFileSize, readsRegularFilesOnly: true).load(.file(path)) {
        case .success(let source): return parse(source, maxDiagnostics: maxDiagnostics)
        case .failure(let problem):
            return .failure(
                TemplateFailure(
                    diagnostic: Diagnostic(
                        .templateSyntax, "cannot read the template: \(problem.message)", file: path, range: .fileStart),
                    source: nil))
        }
    }

    /// The built-in template `template`.
    package static func builtIn(_ template: BuiltInTemplate) -> CodeTemplate {
        CodeTemplate(source: SourceFile(name: template.rawValue + ".stencil", bytes: Array(template.text.utf8)))
    }

    /// Checks template text; `template.syntax` when it does not parse, at each mistake in its
    /// tags (an unknown tag or filter, a block left open, an end that closes nothing:
    /// ``TemplateOutline``, the first `maxDiagnostics` of them, 0 for all), when it is not UTF-8,
    /// or when it holds what Stencil cannot read safely (``TemplateGuard``).
    package static func parse(_ source: SourceFile, maxDiagnostics: Int = Compiler.defaultMaxDiagnostics) -> Result<
        CodeTemplate, TemplateFailure
    > {
        guard let text = String(validating: source.bytes, as: UTF8.self) else {
            return .failure(
                TemplateFailure(
                    diagnostic: Diagnostic(
                        .templateSyntax, "the template is not UTF-8 text", file: source.name, range: .fileStart),
                    source: nil))
        }
        if let refused = TemplateGuard.check(source) {
            return .failure(TemplateFailure(diagnostic: refused, source: source))
        }
        let template = CodeTemplate(source: source)
        let environment = environment(RenderBudget(.standard))
        let tokens = LexedText(text).tokens(environment: environment, name: source.name)
        let mistakes = TemplateOutline.errors(in: tokens, environment: environment)
        if !mistakes.isEmpty {
            var collector = DiagnosticCollector(
                file: source.name, limit: maxDiagnostics > 0 ? maxDiagnostics : .max,
                byteBudget: DiagnosticCollector.byteBudget(forFileOfSize: source.bytes.count))
            for mistake in mistakes {
                collector.append(
                    TemplateError.diagnostic(.templateSyntax, mistake, in: source, tokens: tokens, rendering: nil))
            }
            return .failure(TemplateFailure(diagnostics: collector.finished(), source: source))
        }
        // Stencil parses while it renders: with nothing in the context, nothing but the template itself can fail.
        if case .failure(let problem) = template.render(
            text, context: [:], limits: .standard, failing: .templateSyntax, spec: nil)
        {
            return .failure(TemplateFailure(diagnostic: problem, source: source))
        }
        return .success(template)
    }

    /// Renders the template for `form`, compiled from the spec at `specPath`, within `limits`
    /// (its steps grown with the form's lists: ``RenderLimits/rendering(listMembers:)``); `template.render`, located
    /// in the template and naming the spec, when rendering fails or passes a limit.
    package func render(
        _ form: FormModel, specPath: String, stringsTable: String = CompileOptions.defaultStringsTable,
        limits: RenderLimits = .standard
    ) -> Result<
        String, Diagnostic
    > {
        let context = TemplateContext.of(form, specPath: specPath, stringsTable: stringsTable)
        return render(
            String(decoding: source.bytes, as: UTF8.self), context: context,
            limits: limits.rendering(listMembers: TemplateContext.listMembers(in: context)), failing: .templateRender,
            spec: specPath)
    }

    /// How `--template NAME|PATH` writes the Swift: a built-in template by the compiler itself, or
    /// the template file at the path.
    package static let loader: TemplateLoader = { template, maxFileSize, maxDiagnostics in
        if let builtIn = BuiltInTemplate(rawValue: template) { return .success(.builtIn(builtIn)) }
        return load(path: template, maxFileSize: maxFileSize, maxDiagnostics: maxDiagnostics)
            .map { $0.swiftGeneration(maxDiagnostics: maxDiagnostics) }
            .mapError(\.report)
    }

    /// How `--emit swift` writes with this template: the whole text rendered first, so that a
    /// failure writes nothing; with the template's ``undefinedNames(maxDiagnostics:)``.
    package func swiftGeneration(maxDiagnostics: Int = Compiler.defaultMaxDiagnostics) -> SwiftGeneration {
        .template(source, warnings: undefinedNames(maxDiagnostics: maxDiagnostics)) { form, spec, table in
            try render(form, specPath: spec, stringsTable: table).get()
        }
    }

    /// `template.undefined` at each name the template reads that its context never has: the first
    /// `maxDiagnostics` of them (0: all), then `report.truncated`.
    package func undefinedNames(maxDiagnostics: Int = Compiler.defaultMaxDiagnostics) -> [Diagnostic] {
        UndefinedNames.check(source, maxDiagnostics: maxDiagnostics)
    }

    /// Stencil with this target's tags and filters, counting against `budget`.
    private static func environment(_ budget: RenderBudget) -> Environment {
        Environment(
            loader: nil, extensions: [BudgetedExtension.make(budget), SwiftFilters.extension], trimBehaviour: .nothing)
    }

    /// `text` rendered with `context` by Stencil, with this target's tags and filters counting
    /// against `limits`; the diagnostic `id`, located in the template, when that fails.
    private func render(
        _ text: String, context: [String: Any], limits: RenderLimits, failing id: DiagnosticID, spec: String?
    ) -> Result<String, Diagnostic> {
        let budget = RenderBudget(limits)
        let environment = Self.environment(budget)
        let tokens = LexedText(text).tokens(environment: environment, name: source.name)
        do {
            let nodes = try TokenParser(tokens: TagLines.trimmed(tokens, of: source.bytes), environment: environment)
                .parse()
            return .success(try budget.render(nodes, Context(dictionary: context, environment: environment)))
        } catch {
            return .failure(TemplateError.diagnostic(id, error, in: source, tokens: tokens, rendering: spec))
        }
    }
}

/// A template that cannot be used: its `template.syntax` diagnostics (one or more, in the
/// order of their places), and its text when it could be read.
package struct TemplateFailure: Error, Sendable {
    package var diagnostics: [Diagnostic]
    /// The template's text, to show the lines the diagnostics are about.
    package var source: SourceFile?

    package init(diagnostics: [Diagnostic], source: SourceFile?) {
        self.diagnostics = diagnostics
        self.source = source
    }

    package init(diagnostic: Diagnostic, source: SourceFile?) {
        self.init(diagnostics: [diagnostic], source: source)
    }

    /// The first diagnostic.
    package var diagnostic: Diagnostic { diagnostics[0] }

    /// The failure as a report of its diagnostics, with the template's lines.
    package var report: DiagnosticReport {
        var report = DiagnosticReport(diagnostics: [], fileCount: 0)
        report.add(diagnostics, source: source)
        return report
    }
}
