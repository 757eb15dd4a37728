// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CheckboxGroupAxisEnvironmentValues.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 23/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import SwiftUI

extension EnvironmentValues {
    // FormSpec patch (Linux): SwiftUI's @Entry macro has no implementation outside Apple's SDK, so it is expanded
    // by hand as Apple's macro expands it (upstream: `@Entry var checkboxGroupAxis: CheckboxGroupAxis = .default`).
    var checkboxGroupAxis: CheckboxGroupAxis {
        get { self[__Key_checkboxGroupAxis.self] }
        set { self[__Key_checkboxGroupAxis.self] = newValue }
    }

    private struct __Key_checkboxGroupAxis: EnvironmentKey {
        typealias Value = CheckboxGroupAxis
        static var defaultValue: Value { .default }
    }
}

public extension View {

    /// Set the **axis** on the ``SparkCheckboxGroup``.
    ///
    /// The default value for this property is *CheckboxGroupAxis.vertical*.
    func sparkCheckboxGroupAxis(_ axis: CheckboxGroupAxis) -> some View {
        self.environment(\.checkboxGroupAxis, axis)
    }
}
