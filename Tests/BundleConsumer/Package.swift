// swift-tools-version:6.2
import PackageDescription

/// An app of FormSpecBinary, the plugin-only package, for CI: its build runs `formspec` and
/// `formspec-templates` from the artifact bundle that `Scripts/artifactbundle.sh` makes, and compiles
/// neither FormSpec nor Stencil. `order.form.yaml` becomes typed Swift (the built-in template);
/// `OrderEvents` writes its spec's Swift with a Stencil template, which `formspec` hands to the
/// `formspec-templates` next to it in the bundle.
let package = Package(
    name: "BundleConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency's identity is its folder's name.
        .package(name: "FormSpecBinary", path: "../../Plugins/FormSpecBinary")
    ],
    targets: [
        .executableTarget(
            name: "BundleConsumer",
            dependencies: ["OrderEvents", .product(name: "FormSpecRuntime", package: "FormSpecBinary")],
            plugins: [.plugin(name: "FormSpecPlugin", package: "FormSpecBinary")]
        ),
        .target(
            name: "OrderEvents",
            dependencies: [.product(name: "FormSpecRuntime", package: "FormSpecBinary")],
            exclude: ["events.stencil"],
            plugins: [.plugin(name: "FormSpecPlugin", package: "FormSpecBinary")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
