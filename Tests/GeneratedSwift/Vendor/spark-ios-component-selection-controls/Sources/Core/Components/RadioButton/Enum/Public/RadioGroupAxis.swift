// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  RadioGroupAxis.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 23/07/2025.
//

import Foundation

/// Enum describing axis options for radio groups.
public typealias RadioGroupAxis = SelectionControlsAxis
