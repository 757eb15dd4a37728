// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  RadioButtonConstants.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

enum RadioButtonConstants {
    static let size: CGFloat = 24
    static let dotSize: CGFloat = 12
    static let lineWidth: CGFloat = 2
}
