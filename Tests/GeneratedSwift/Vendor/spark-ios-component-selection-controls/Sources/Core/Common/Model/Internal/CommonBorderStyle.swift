//
//  CommonBorderStyle.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

struct CommonBorderStyle: Equatable {

    // MARK: - Properties

    var width: CGFloat = 0
    var cornerRadius: CGFloat = 0
}
