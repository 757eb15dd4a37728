// swift-tools-version:6.2
import PackageDescription

/// A demo of FormSpecPlugin: `checkout.form.yaml`, `Newsletter/form.form.yaml`,
/// `Feedback/form.form.yaml` (two specs of the same file name) and `contact.form.yml` are
/// compiled during the build into
/// typed Swift (the target links FormSpecRuntime) and into JSON resources, both used when the
/// program runs.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency's identity is its folder's name, which varies by clone.
        .package(name: "FormSpec", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            dependencies: [.product(name: "FormSpecRuntime", package: "FormSpec")],
            plugins: [.plugin(name: "FormSpecPlugin", package: "FormSpec")]
        )
    ],
    swiftLanguageModes: [.v6]
)
