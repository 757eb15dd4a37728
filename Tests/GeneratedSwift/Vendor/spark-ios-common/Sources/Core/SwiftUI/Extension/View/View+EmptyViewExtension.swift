// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  View+EmptyViewExtension.swift
//  SparkCommon
//
//  Created by robin.lemaire on 11/02/2026.
//  Copyright © 2026 Leboncoin. All rights reserved.
//

import SwiftUI

public extension View {

    /// Get is the view is an EmptyView
    var isEmptyView: Bool {
        self is EmptyView
    }
}
