// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  AccessibilityLargeContentTextEnvironmentValues.swift
//  SparkCommon
//
//  Created by robin.lemaire on 05/08/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import SwiftUI

public extension EnvironmentValues {
    // FormSpec patch (Linux): SwiftUI's @Entry macro has no implementation outside Apple's SDK, so it is expanded
    // by hand as Apple's macro expands it (upstream: `@Entry var accessibilityLargeContentText: String?`).
    var accessibilityLargeContentText: String? {
        get { self[__Key_accessibilityLargeContentText.self] }
        set { self[__Key_accessibilityLargeContentText.self] = newValue }
    }

    private struct __Key_accessibilityLargeContentText: EnvironmentKey {
        typealias Value = String?
        static var defaultValue: Value { nil }
    }
}

public extension View {

    /// Set the **accessibilityLargeContentText** on some Spark component.
    /// The text will be displayed on the **largeContent** view.
    ///
    /// The default value for this property is *nil*.
    func sparkAccessibilityLargeContentText(_ text: String) -> some View {
        self.environment(\.accessibilityLargeContentText, text)
    }
}
