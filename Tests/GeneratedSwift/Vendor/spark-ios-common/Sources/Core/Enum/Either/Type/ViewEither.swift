// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  ViewEither.swift
//  SparkCommonSnapshotTests
//
//  Created by michael.zimmermann on 26.10.23.
//  Copyright © 2023 Leboncoin. All rights reserved.
//

import UIKit
import SwiftUI

@_spi(SI_SPI) public typealias ViewEither = Either<UIView, AnyView>
