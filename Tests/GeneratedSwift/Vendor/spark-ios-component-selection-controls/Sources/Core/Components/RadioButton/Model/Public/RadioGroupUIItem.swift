// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  RadioGroupUIItem.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

/// A simple struct for defining radio group using the ``SparkUIRadioGroup``.
public typealias RadioGroupUIItem = SelectionControlsGroupUIItem
