// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  ToggleAccessibilityIdentifier.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 12/05/2023.
//  Copyright © 2023 Leboncoin. All rights reserved.
//

/// The accessibility identifiers for the switch.
public enum ToggleAccessibilityIdentifier {

    // MARK: - Properties

    /// The toggle view accessibility identifier.
    public static let view = "spark-switch"
    /// The toggle view accessibility identifier.
    public static let toggleView = "spark-switch-toggleView"
    /// The toggle dot view accessibility identifier.
    public static let toggleDotView = "spark-switch-toggle-dotView"
    /// The toggle dot image view accessibility identifier.
    public static let toggleDotImageView = "spark-switch-toggle-dotImageView"
    /// The text accessibility identifier.
    public static let text = "spark-switch-text"
}
