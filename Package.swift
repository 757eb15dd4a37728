// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FormSpec",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FormSpec", targets: ["FormSpec"]),
        .executable(name: "formspec", targets: ["formspec"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "FormSpecYAML", dependencies: ["CLibYAML"]),
        .target(name: "FormSpec", dependencies: ["FormSpecYAML"]),
        .target(
            name: "FormSpecCLI",
            dependencies: ["FormSpec", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "formspec", dependencies: ["FormSpecCLI"]),
        .executableTarget(
            name: "formspec-benchmark",
            dependencies: ["FormSpec", "FormSpecYAML"],
            path: "Benchmarks/FormSpecBenchmark"
        ),
        .testTarget(name: "FormSpecYAMLTests", dependencies: ["FormSpecYAML"]),
        .testTarget(name: "FormSpecTests", dependencies: ["FormSpec"]),
        .testTarget(name: "FormSpecCLITests", dependencies: ["FormSpecCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
