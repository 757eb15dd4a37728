// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CheckboxConstants.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

enum CheckboxConstants {
    static let secondAnimationDuration = 0.3
    static let size: CGFloat = 24
    static let iconPadding: CGFloat = 2
    static let lineWidth: CGFloat = 2
}
