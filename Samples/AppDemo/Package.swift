// swift-tools-version:6.2
import PackageDescription

/// The sign-up sample (`Samples/signup.form.yaml`) as an iOS app shows it, made by FormSpecPlugin
/// during the build: `SignupSwiftUI` with the `swiftui` template's `FormView`, `SignupUIKit` with
/// the `uikit` template's `FormControls`, both reading their texts from `Forms.xcstrings`.
///
/// It depends on the components from the releases the generated code needs: RVS_Checkbox 3.0.0
/// (iOS 17), RVS_CalendarInput 1.3.0, Spark's selection controls 2.1.0 with SparkTheming; the
/// generated code was checked against RVS_Checkbox 3.0.5, RVS_CalendarInput 1.3.5, Spark 2.2.2 and
/// SparkTheming 1.14.0. Open it in Xcode and build for an iOS 17 simulator. CI cannot fetch these
/// packages: it type-checks both targets, with the code the plugin generates, against those
/// releases' sources (Tests/GeneratedSwift).
let screen: [Target.Dependency] = [
    .product(name: "FormSpecRuntime", package: "FormSpec"),
    .product(name: "RVS_CalendarInput", package: "RVS_CalendarInput"),
    .product(name: "RVS_Checkbox", package: "RVS_Checkbox"),
    .product(name: "SparkComponentSelectionControls", package: "spark-ios-component-selection-controls"),
    .product(name: "SparkTheming", package: "spark-ios-theming"),
]
let formSpec = Target.PluginUsage.plugin(name: "FormSpecPlugin", package: "FormSpec")

let package = Package(
    name: "AppDemo",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SignupScreens", targets: ["SignupSwiftUI", "SignupUIKit"])],
    dependencies: [
        // Named, because a path dependency's identity is its folder's name, which varies by clone.
        .package(name: "FormSpec", path: "../.."),
        .package(url: "https://github.com/RiftValleySoftware/RVS_CalendarInput.git", from: "1.3.0"),
        .package(url: "https://github.com/RiftValleySoftware/RVS_Checkbox.git", from: "3.0.0"),
        .package(url: "https://github.com/leboncoin/spark-ios-component-selection-controls.git", from: "2.1.0"),
        .package(url: "https://github.com/leboncoin/spark-ios-theming.git", from: "1.14.0"),
    ],
    targets: [
        .target(
            name: "SignupSwiftUI", dependencies: screen, resources: [.process("Forms.xcstrings")], plugins: [formSpec]),
        .target(
            name: "SignupUIKit", dependencies: screen, resources: [.process("Forms.xcstrings")], plugins: [formSpec]),
    ],
    swiftLanguageModes: [.v6]
)
