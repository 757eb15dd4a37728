// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CGFloat+AngleExtension.swift
//  SparkCommon
//
//  Created by robin.lemaire on 25/11/2024.
//  Copyright © 2024 Leboncoin. All rights reserved.
//

import Foundation

internal extension CGFloat {

    var degreesToRadians: Self {
        return self * .pi / 180
    }
}
