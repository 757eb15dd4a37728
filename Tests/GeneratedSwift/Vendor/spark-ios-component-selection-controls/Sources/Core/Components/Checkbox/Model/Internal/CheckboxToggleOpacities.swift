// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CheckboxToggleOpacities.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

@_spi(SI_SPI) import SparkTheming
import Foundation

struct CheckboxToggleOpacities: Equatable {

    // MARK: - Properties

    var background: CGFloat = 0
    var border: CGFloat = 0
}
