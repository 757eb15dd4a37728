/// `generate --bytes N` or `generate --controls N`: writes a valid FormSpec spec of about N bytes,
/// or of exactly N controls, to standard output.
enum GenerateCommand {
    static func run(_ arguments: Arguments) throws(BenchmarkError) {
        var arguments = arguments
        let bytes = try arguments.optionalPositiveInteger("bytes")
        let controls = try arguments.optionalPositiveInteger("controls")
        try arguments.finish()
        let size: SpecGenerator.Size
        switch (bytes, controls) {
        case (let bytes?, nil): size = .bytes(bytes)
        case (nil, let controls?): size = .controls(controls)
        default: throw .usage("give either --bytes N or --controls N")
        }
        var generator = SpecGenerator(size: size)
        generator.generate { StandardStream.output.write($0) }
    }
}
