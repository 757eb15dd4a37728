// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CheckboxGroupUIItem.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

/// A simple struct for defining checkbox group using the ``SparkUICheckboxGroup``.
public typealias CheckboxGroupUIItem = SelectionControlsGroupUIItem
