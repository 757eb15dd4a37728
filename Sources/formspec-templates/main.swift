#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormSpecCLI
import FormSpecTemplates

// `formspec` with Stencil templates: what `formspec compile --template PATH` (or `uikit`) runs.
Interruption.removeTemporaryFilesOnSignal()
TemplateProcess.endWithParent()
Console.reportClosedPipes()
exit(FormSpecCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard(loadTemplate: CodeTemplate.loader)))
