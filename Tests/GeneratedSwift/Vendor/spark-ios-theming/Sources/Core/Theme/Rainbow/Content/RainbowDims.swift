// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  RainbowDims.swift
//  SparkTheming
//
//  Created by robin.lemaire on 14/10/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

struct RainbowDims: Dims {

    // MARK: - Properties

    let dim1: CGFloat = 0.4
    let dim2: CGFloat = 0.4
    let dim3: CGFloat = 0.4
    let dim4: CGFloat = 0.4
    let dim5: CGFloat = 0.4

    // MARK: - Initialization

    init() {}
}
