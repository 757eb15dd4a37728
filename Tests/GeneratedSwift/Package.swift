// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Builds the code `formspec compile` generates for every sample and compile golden, with
/// warnings as errors under Swift 6, one module per spec (written by `run.sh`):
/// - `Cases/Swift_NAME`: the built-in `swift` output, against FormSpecRuntime; `check-generated`
///   then decodes each spec's JSON with FormSpecRuntime and compares it with the constants;
/// - `Cases/UIKit_NAME`: the `uikit` template's factories, and `Cases/SwiftUI_NAME` (when `formspec templates` lists
///   `swiftui`) the `swiftui` template's screens, against the components' real sources (`Vendor/`, see its README):
///   RVS_Checkbox and RVS_CalendarInput are targets here, built with their bodies; Spark's three modules
///   (SparkTheming, SparkCommon, SparkComponentSelectionControls) are built by `Vendor/build-spark.sh` into
///   `.build/spark-modules` with their function bodies skipped, which SwiftPM cannot do (the compiler emits no object
///   file then), and the component cases find them with `-I`;
/// - `Cases/Custom_NAME`: the output of the custom template `Samples/Templates/control-ids.stencil`.
/// Apple's frameworks are stubs (`Stubs/`): Apple's declarations, bodies `fatalError()`; on Linux, the only check that
/// the generated calls are right. The vendored modules build in their own language mode (Swift 5), warnings allowed.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let cases = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Cases")) ?? []).filter {
    !$0.hasPrefix(".")
}.sorted()
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime = Target.Dependency.product(name: "FormSpecRuntime", package: "FormSpec")
let components: [Target.Dependency] = ["UIKit", "SwiftUI", "RVS_Checkbox", "RVS_CalendarInput"]
let spark: [SwiftSetting] = [.unsafeFlags(["-I", root + "/.build/spark-modules"])]
let upstream: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// A stub of one of Apple's frameworks, `Stubs/NAME`.
func stub(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Stubs/" + name)
}

/// A case folder's module: the component cases also see the stubs, the vendored modules and Spark's.
func generated(_ name: String) -> Target {
    let usesComponents = name.hasPrefix("UIKit_") || name.hasPrefix("SwiftUI_")
    return .target(
        name: name, dependencies: [runtime] + (usesComponents ? components : []), path: "Cases/" + name,
        swiftSettings: strict + (usesComponents ? spark : []))
}

let package = Package(
    name: "GeneratedSwift",
    platforms: [.macOS(.v13), .iOS(.v17)],
    dependencies: [.package(name: "FormSpec", path: "../..")],
    targets: [
        stub("FoundationLocalization"), stub("CoreGraphics"), stub("QuartzCore", ["CoreGraphics"]), stub("Combine"),
        stub("UIKit", ["FoundationLocalization", "CoreGraphics", "QuartzCore", "Combine"]), stub("SwiftUI", ["UIKit"]),
        .target(
            name: "RVS_Checkbox", dependencies: ["UIKit"], path: "Vendor/RVS_Checkbox/Sources/RVS_Checkbox",
            swiftSettings: upstream),
        .target(
            name: "RVS_CalendarInput", dependencies: ["UIKit"],
            path: "Vendor/RVS_CalendarInput/Sources/RVS_CalendarInput", swiftSettings: upstream),
    ]
        + cases.map(generated) + [
            // FormSpecRuntime's SwiftUI extensions (`#if canImport(SwiftUI)`) see the SwiftUI stub, which run.sh builds
            // first, so FormSpecRuntime is built against it here and the program links it.
            .executableTarget(
                name: "check-generated",
                dependencies: [runtime, "SwiftUI"] + cases.filter { $0.hasPrefix("Swift_") }.map { .target(name: $0) },
                path: "Check", swiftSettings: strict)
        ],
    swiftLanguageModes: [.v6]
)
