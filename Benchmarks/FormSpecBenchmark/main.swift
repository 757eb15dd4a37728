#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(BenchmarkTool.run(Array(CommandLine.arguments.dropFirst())))
