// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  RadioButtonIntentEnvironmentValues.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 23/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import SwiftUI

extension EnvironmentValues {
    // FormSpec patch (Linux): SwiftUI's @Entry macro has no implementation outside Apple's SDK, so it is expanded
    // by hand as Apple's macro expands it (upstream: `@Entry var radioButtonIntent: RadioButtonIntent = .default`).
    var radioButtonIntent: RadioButtonIntent {
        get { self[__Key_radioButtonIntent.self] }
        set { self[__Key_radioButtonIntent.self] = newValue }
    }

    private struct __Key_radioButtonIntent: EnvironmentKey {
        typealias Value = RadioButtonIntent
        static var defaultValue: Value { .default }
    }
}

public extension View {

    /// Set the **intent** on the ``SparkRadioButton``.
    ///
    /// The default value for this property is *RadioButtonIntent.basic*.
    func sparkRadioButtonIntent(_ intent: RadioButtonIntent) -> some View {
        self.environment(\.radioButtonIntent, intent)
    }
}
