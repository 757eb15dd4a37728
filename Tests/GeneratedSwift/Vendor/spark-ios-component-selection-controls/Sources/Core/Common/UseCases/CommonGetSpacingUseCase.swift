// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  CommonGetSpacingUseCase.swift
//  SparkComponentSelectionControls
//
//  Created by robin.lemaire on 22/07/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation
import SparkTheming
import SwiftUI

// sourcery: AutoMockable, AutoMockTest
protocol CommonGetSpacingUseCaseable {
    // sourcery: theme = "Identical"
    func execute(theme: any Theme) -> CGFloat
}

final class CommonGetSpacingUseCase: CommonGetSpacingUseCaseable {

    // MARK: - Methods

    func execute(theme: any Theme) -> CGFloat {
        return theme.layout.spacing.medium
    }
}
