// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  IsSelectedEnvironmentValues.swift
//  SparkCommon
//
//  Created by robin.lemaire on 05/08/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import SwiftUI

public extension EnvironmentValues {
    // FormSpec patch (Linux): SwiftUI's @Entry macro has no implementation outside Apple's SDK, so it is expanded
    // by hand as Apple's macro expands it (upstream: `@Entry var isSelected: Bool = false`).
    var isSelected: Bool {
        get { self[__Key_isSelected.self] }
        set { self[__Key_isSelected.self] = newValue }
    }

    private struct __Key_isSelected: EnvironmentKey {
        typealias Value = Bool
        static var defaultValue: Value { false }
    }
}

public extension View {

    /// Set the **isSelected** on some Spark component.
    ///
    /// The default value for this property is *false*.
    func sparkIsSelected(_ value: Bool) -> some View {
        self.environment(\.isSelected, value)
    }
}
