#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormSpecCLI

Interruption.removeTemporaryFilesOnSignal()
Console.reportClosedPipes()
exit(FormSpecCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
