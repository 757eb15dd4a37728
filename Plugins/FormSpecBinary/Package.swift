// swift-tools-version:6.2
import PackageDescription

/// FormSpecPlugin without compiling FormSpec: the build-tool plugin runs `formspec` from a prebuilt
/// artifact bundle (`Scripts/artifactbundle.sh` makes `formspec.artifactbundle` here), and
/// `FormSpecRuntime`, the value types of the generated Swift, is built from source. The plugin's and
/// the runtime's folders are links to the main package's: one source for both packages.
let package = Package(
    name: "FormSpecBinary",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FormSpecRuntime", targets: ["FormSpecRuntime"]),
        .plugin(name: "FormSpecPlugin", targets: ["FormSpecPlugin"]),
    ],
    targets: [
        .target(name: "FormSpecRuntime", swiftSettings: [.treatAllWarnings(as: .error)]),
        .plugin(name: "FormSpecPlugin", capability: .buildTool(), dependencies: ["formspec"]),
        .binaryTarget(name: "formspec", path: "formspec.artifactbundle"),
    ],
    swiftLanguageModes: [.v6]
)
