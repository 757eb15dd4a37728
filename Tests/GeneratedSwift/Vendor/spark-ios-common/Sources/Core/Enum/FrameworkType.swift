// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  FrameworkType.swift
//  SparkCommon
//
//  Created by robin.lemaire on 13/09/2023.
//  Copyright © 2023 Leboncoin. All rights reserved.
//

@_spi(SI_SPI) @frozen public enum FrameworkType {
    case uiKit
    case swiftUI
}
