// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  TypographyFontStyle.swift
//  SparkTheming
//
//  Created by robin.lemaire on 29/06/2026.
//  Copyright © 2026 Leboncoin. All rights reserved.
//

public enum TypographyFontStyle {
    case regular
    case medium
    case semiBold
    case bold
}
