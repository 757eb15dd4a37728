// swift-tools-version:6.2
import PackageDescription

/// Every target of ours builds in Swift 6 mode with warnings as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "FormSpec",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FormSpec", targets: ["FormSpec"]),
        // The value types of generated code, for apps: Swift and Foundation only (and conversions to UIKit and
        // SwiftUI where they exist).
        .library(name: "FormSpecRuntime", targets: ["FormSpecRuntime"]),
        .executable(name: "formspec", targets: ["formspec"]),
        // formspec with Stencil linked: what `formspec compile --template` runs, next to it.
        .executable(name: "formspec-templates", targets: ["formspec-templates"]),
        .plugin(name: "FormSpecPlugin", targets: ["FormSpecPlugin"]),
        // `swift package formspec check|fix|diff|strings` on a package's specs.
        .plugin(name: "FormSpecCommand", targets: ["FormSpecCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        // Custom code-generation templates: the template language of SwiftGen and Sourcery.
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        // `swift package generate-documentation`: a command plugin, built only when documentation is generated.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "FormSpecYAML", dependencies: ["CLibYAML"], swiftSettings: strict),
        // <sys/xattr.h>, which the C library module leaves out: a replaced file keeps its extended attributes.
        .systemLibrary(name: "CExtendedAttributes"),
        .target(name: "FormSpec", dependencies: ["FormSpecYAML", "CExtendedAttributes"], swiftSettings: strict),
        .target(name: "FormSpecRuntime", swiftSettings: strict),
        // Stencil templates over a compiled form; the compiler library itself depends on neither Stencil nor Foundation.
        .target(
            name: "FormSpecTemplates", dependencies: ["FormSpec", .product(name: "Stencil", package: "Stencil")],
            swiftSettings: strict),
        // The language server: LSP's types (its own, Codable) and the server, over the compiler library.
        .target(name: "FormSpecLanguageServer", dependencies: ["FormSpec", "FormSpecYAML"], swiftSettings: strict),
        .target(
            name: "FormSpecCLI",
            dependencies: [
                "FormSpec", "FormSpecLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "formspec", dependencies: ["FormSpecCLI"], swiftSettings: strict),
        .executableTarget(
            name: "formspec-templates", dependencies: ["FormSpecCLI", "FormSpecTemplates"], swiftSettings: strict),
        .plugin(name: "FormSpecPlugin", capability: .buildTool(), dependencies: ["formspec"]),
        // SwiftPM grants a permission to a plugin, not to one of its subcommands: every run asks for it.
        .plugin(
            name: "FormSpecCommand",
            capability: .command(
                intent: .custom(
                    verb: "formspec", description: "Check, fix, compare or extract the texts of form specs"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "formspec fix rewrites specs; formspec strings writes a String Catalog")
                ]
            ),
            dependencies: ["formspec"]
        ),
        .executableTarget(
            name: "formspec-benchmark",
            dependencies: ["FormSpec", "FormSpecYAML"],
            path: "Benchmarks/FormSpecBenchmark",
            swiftSettings: strict
        ),
        // Runs a program as its own child and reports its peak memory, for the CLI's limit tests.
        .executableTarget(name: "child-rusage", path: "Tests/ChildRusage"),
        .target(
            name: "FormSpecTestSupport", dependencies: ["FormSpecYAML"], path: "Tests/FormSpecTestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "FormSpecYAMLTests", dependencies: ["FormSpecYAML", "FormSpecTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "FormSpecTests", dependencies: ["FormSpec", "FormSpecYAML", "FormSpecTestSupport"],
            exclude: ["Goldens"],
            swiftSettings: strict),
        .testTarget(
            name: "FormSpecCLITests", dependencies: ["FormSpecCLI", "FormSpecTemplates", "FormSpecTestSupport"],
            swiftSettings: strict),
        .testTarget(name: "FormSpecRuntimeTests", dependencies: ["FormSpecRuntime"], swiftSettings: strict),
        .testTarget(
            name: "FormSpecLanguageServerTests",
            dependencies: ["FormSpecLanguageServer", "FormSpecYAML", "FormSpecTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "FormSpecTemplatesTests",
            dependencies: ["FormSpecTemplates", "FormSpec", "FormSpecYAML", "FormSpecTestSupport"],
            exclude: ["BlockTagSpec", "Goldens", "UIKitGoldens", "SwiftUIGoldens"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target of Fuzz/run.sh, in the package only when FORMSPEC_FUZZ=1: it calls libFuzzer's
// driver, which only -sanitize=fuzzer links, so a plain `swift build` must not see it.
if Context.environment["FORMSPEC_FUZZ"] == "1" {
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .executableTarget(
            name: "formspec-fuzz", dependencies: ["FormSpec", "FormSpecYAML", "CLibFuzzer"],
            path: "Fuzz/FormSpecFuzz", swiftSettings: strict),
    ]
}
