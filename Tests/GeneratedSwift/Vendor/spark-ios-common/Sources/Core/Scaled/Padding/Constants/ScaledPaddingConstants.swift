// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  ScaledPaddingConstants.swift
//  SparkCommon
//
//  Created by robin.lemaire on 11/04/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

internal enum ScaledPaddingConstants {
    static let minValueFactor: CGFloat = 1
    static let maxValueFactor: CGFloat = 1.5
}
