/// `generate [--mix NAME] [--seed N] [--configuration FILE] --bytes N | --controls N`: writes a
/// valid FormSpec spec of about N bytes, or of exactly N controls, of a named mix, to standard
/// output; with `--configuration`, the configuration it is checked with to FILE.
enum GenerateCommand {
    static func run(_ arguments: Arguments) throws(BenchmarkError) {
        var arguments = arguments
        let bytes = try arguments.optionalPositiveInteger("bytes")
        let controls = try arguments.optionalPositiveInteger("controls")
        let mixName = arguments.option("mix") ?? BenchmarkMix.current.name
        let seed = try arguments.optionalPositiveInteger("seed").map(UInt64.init) ?? SpecGenerator.defaultSeed
        let configurationPath = arguments.option("configuration")
        try arguments.finish()
        let size: SpecGenerator.Size
        switch (bytes, controls) {
        case (let bytes?, nil): size = .bytes(bytes)
        case (nil, let controls?): size = .controls(controls)
        default: throw .usage("give either --bytes N or --controls N")
        }
        guard let mix = BenchmarkMix.named.first(where: { $0.name == mixName }) else {
            throw .usage("no mix '\(mixName)': the mixes are \(BenchmarkMix.named.map(\.name).joined(separator: ", "))")
        }
        var generator = SpecGenerator(size: size, mix: mix, seed: seed)
        if let configurationPath {
            guard mix.has(.configuration) else { throw .usage("the mix '\(mix.name)' has no configuration") }
            try OutputText.write(generator.configuration, to: configurationPath)
        }
        generator.generate { StandardStream.output.write($0) }
    }
}
