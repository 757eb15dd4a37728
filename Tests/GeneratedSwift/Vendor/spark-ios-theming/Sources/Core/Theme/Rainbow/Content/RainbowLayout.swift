// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  RainbowLayout.swift
//  SparkTheming
//
//  Created by robin.lemaire on 14/10/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

struct RainbowLayout: Layout {

    // MARK: - Properties

    let spacing: any LayoutSpacing = LayoutSpacingDefault(
        small: 0,
        medium: 0,
        large: 0,
        xLarge: 0,
        xxLarge: 0,
        xxxLarge: 0
    )

    // MARK: - Initialization

    init() {}
}
