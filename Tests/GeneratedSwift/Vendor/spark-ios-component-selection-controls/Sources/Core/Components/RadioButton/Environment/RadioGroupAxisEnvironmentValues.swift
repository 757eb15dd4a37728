// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  RadioGroupAxisEnvironmentValues.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 23/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import SwiftUI

extension EnvironmentValues {
    // FormSpec patch (Linux): SwiftUI's @Entry macro has no implementation outside Apple's SDK, so it is expanded
    // by hand as Apple's macro expands it (upstream: `@Entry var radioGroupAxis: RadioGroupAxis = .default`).
    var radioGroupAxis: RadioGroupAxis {
        get { self[__Key_radioGroupAxis.self] }
        set { self[__Key_radioGroupAxis.self] = newValue }
    }

    private struct __Key_radioGroupAxis: EnvironmentKey {
        typealias Value = RadioGroupAxis
        static var defaultValue: Value { .default }
    }
}

public extension View {

    /// Set the **axis** on the ``SparkRadioGroup``.
    ///
    /// The default value for this property is *RadioGroupAxis.vertical*.
    func sparkRadioGroupAxis(_ axis: RadioGroupAxis) -> some View {
        self.environment(\.radioGroupAxis, axis)
    }
}
