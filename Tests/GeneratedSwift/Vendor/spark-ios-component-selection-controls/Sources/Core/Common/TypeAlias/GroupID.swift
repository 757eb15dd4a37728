// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  GroupID.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 10/09/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

/// SelectionControlsGroupID is a typealias which contains **Equatable**, **Hashable** and **CustomStringConvertible**.
public typealias SelectionControlsGroupID = Equatable & Hashable & CustomStringConvertible
