// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  ToggleConstants.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 12/05/2023.
//  Copyright © 2023 Leboncoin. All rights reserved.
//

import Foundation

enum ToggleConstants {
    static let toggleDotImagePadding: CGFloat = 5
    static let width: CGFloat = 56
    static let height: CGFloat = 32
    static let dotSize: CGFloat = Self.height
    static let dotPressedSize: CGFloat = Self.width * 0.75
    static let dotIncreasePressedSize: CGFloat = 10
    static let padding: CGFloat = 4
    static let dotIconSize: CGFloat = 14
}
