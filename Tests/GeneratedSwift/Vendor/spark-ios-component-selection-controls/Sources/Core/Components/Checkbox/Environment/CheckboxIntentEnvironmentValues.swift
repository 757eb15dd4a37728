// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CheckboxIntentEnvironmentValues.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 23/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import SwiftUI

extension EnvironmentValues {
    // FormSpec patch (Linux): SwiftUI's @Entry macro has no implementation outside Apple's SDK, so it is expanded
    // by hand as Apple's macro expands it (upstream: `@Entry var checkboxIntent: CheckboxIntent = .default`).
    var checkboxIntent: CheckboxIntent {
        get { self[__Key_checkboxIntent.self] }
        set { self[__Key_checkboxIntent.self] = newValue }
    }

    private struct __Key_checkboxIntent: EnvironmentKey {
        typealias Value = CheckboxIntent
        static var defaultValue: Value { .default }
    }
}

public extension View {

    /// Set the **intent** on the ``SparkCheckbox``.
    ///
    /// The default value for this property is *CheckboxIntent.basic*.
    func sparkCheckboxIntent(_ intent: CheckboxIntent) -> some View {
        self.environment(\.checkboxIntent, intent)
    }
}
