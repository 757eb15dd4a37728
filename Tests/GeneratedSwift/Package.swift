// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Builds the code `formspec compile` generates for every sample and compile golden, with
/// warnings as errors under Swift 6, one module per spec (written by `run.sh`):
/// - `Cases/Swift_NAME`: the built-in `swift` output, against FormSpecRuntime; `check-generated`
///   then decodes each spec's JSON with FormSpecRuntime and compares it with the constants;
/// - `Cases/UIKit_NAME`: the `uikit` template's factories, against `StandIns/`: modules that
///   declare UIKit's, Spark's, RVS_Checkbox's and RVS_CalendarInput's API exactly as the
///   components document it (on Linux, the only check that the generated calls are right);
/// - `Cases/Custom_NAME`: the output of the custom template `Samples/Templates/control-ids.stencil`.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let cases = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Cases")) ?? []).filter {
    !$0.hasPrefix(".")
}.sorted()
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime = Target.Dependency.product(name: "FormSpecRuntime", package: "FormSpec")
let components: [Target.Dependency] = [
    "UIKit", "SparkTheming", "SparkComponentSelectionControls", "RVS_Checkbox", "RVS_CalendarInput",
]

let package = Package(
    name: "GeneratedSwift",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "FormSpec", path: "../..")],
    targets: [
        .target(name: "UIKit", path: "StandIns/UIKit"),
        .target(name: "SparkTheming", path: "StandIns/SparkTheming"),
        .target(
            name: "SparkComponentSelectionControls", dependencies: ["UIKit", "SparkTheming"],
            path: "StandIns/SparkComponentSelectionControls"),
        .target(name: "RVS_Checkbox", dependencies: ["UIKit"], path: "StandIns/RVS_Checkbox"),
        .target(name: "RVS_CalendarInput", dependencies: ["UIKit"], path: "StandIns/RVS_CalendarInput"),
    ]
        + cases.map { name in
            .target(
                name: name, dependencies: [runtime] + (name.hasPrefix("UIKit_") ? components : []),
                path: "Cases/" + name, swiftSettings: strict)
        } + [
            .executableTarget(
                name: "check-generated",
                dependencies: [runtime] + cases.filter { $0.hasPrefix("Swift_") }.map { .target(name: $0) },
                path: "Check", swiftSettings: strict)
        ],
    swiftLanguageModes: [.v6]
)
