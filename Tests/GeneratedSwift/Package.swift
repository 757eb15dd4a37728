// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Builds the Swift that `formspec compile --emit swift` generates for every sample and compile
/// golden, one module per spec (`Cases/NAME`, written by `run.sh`), against FormSpecRuntime, with
/// warnings as errors under Swift 6; `check-generated` then decodes each spec's JSON with
/// FormSpecRuntime and compares it with the generated constants.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let cases = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Cases")) ?? []).filter { !$0.hasPrefix(".") }.sorted()
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime = Target.Dependency.product(name: "FormSpecRuntime", package: "FormSpec")

let package = Package(
    name: "GeneratedSwift",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "FormSpec", path: "../..")],
    targets: cases.map { .target(name: $0, dependencies: [runtime], path: "Cases/" + $0, swiftSettings: strict) } + [
        .executableTarget(name: "check-generated", dependencies: [runtime] + cases.map { .target(name: $0) }, path: "Check",
                          swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
