// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  SparkAnimationType.swift
//  SparkCommon
//
//  Created by robin.lemaire on 15/11/2024.
//  Copyright © 2024 Leboncoin. All rights reserved.
//

import Foundation

/// The Spark animations type.
public enum SparkAnimationType: CaseIterable {
    /// The bell animation. Left to right. Infinit animation.
    case bell
}
