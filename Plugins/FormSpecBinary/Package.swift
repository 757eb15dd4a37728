// swift-tools-version:6.2
import PackageDescription

/// FormSpecPlugin and FormSpecCommand without compiling FormSpec: the build-tool plugin and the command
/// plugin (`swift package formspec …`) run `formspec` from a prebuilt artifact bundle
/// (`Scripts/artifactbundle.sh` makes `formspec.artifactbundle` here), and `FormSpecRuntime`, the value
/// types of the generated Swift, is built from source. The plugins' and the runtime's folders are links to
/// the main package's: one source for both packages.
let package = Package(
    name: "FormSpecBinary",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FormSpecRuntime", targets: ["FormSpecRuntime"]),
        .plugin(name: "FormSpecPlugin", targets: ["FormSpecPlugin"]),
        .plugin(name: "FormSpecCommand", targets: ["FormSpecCommand"]),
    ],
    targets: [
        .target(name: "FormSpecRuntime", swiftSettings: [.treatAllWarnings(as: .error)]),
        .plugin(name: "FormSpecPlugin", capability: .buildTool(), dependencies: ["formspec"]),
        // As in the main package's manifest.
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
        .binaryTarget(name: "formspec", path: "formspec.artifactbundle"),
    ],
    swiftLanguageModes: [.v6]
)
