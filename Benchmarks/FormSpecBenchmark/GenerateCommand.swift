/// `generate --bytes N`: writes a valid FormSpec spec of about N bytes to standard output.
enum GenerateCommand {
    static func run(_ arguments: Arguments) throws(BenchmarkError) {
        var arguments = arguments
        let bytes = try arguments.positiveInteger("bytes")
        try arguments.finish()
        var generator = SpecGenerator(targetBytes: bytes)
        generator.generate { StandardStream.output.write($0) }
    }
}
