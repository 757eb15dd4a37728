#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormSpecCLI

Interruption.removeTemporaryFilesOnSignal()
exit(FormSpecCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
