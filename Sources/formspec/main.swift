import FormSpecCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

Interruption.removeTemporaryFilesOnSignal()
Console.reportClosedPipes()
exit(FormSpecCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
