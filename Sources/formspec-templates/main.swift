import FormSpecCLI
import FormSpecTemplates

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `formspec` with Stencil templates: what `formspec compile --template PATH` (or `uikit`) runs.
Interruption.removeTemporaryFilesOnSignal()
TemplateProcess.endWithParent()
Console.reportClosedPipes()
exit(FormSpecCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard(loadTemplate: CodeTemplate.loader)))
