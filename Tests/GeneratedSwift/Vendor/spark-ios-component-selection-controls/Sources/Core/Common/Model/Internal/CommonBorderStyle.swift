// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CommonBorderStyle.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

struct CommonBorderStyle: Equatable {

    // MARK: - Properties

    var width: CGFloat = 0
    var cornerRadius: CGFloat = 0
}
