// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CommonConstants.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation
import SwiftUI

enum CommonConstants {
    /// Animation duration is 200ms
    static let animationDuration = 0.2
    static let hoverPadding: CGFloat = 4

    enum Scaled {
        static let minFactor = 0.85
        static let maxFactor = 1.33
    }
}
