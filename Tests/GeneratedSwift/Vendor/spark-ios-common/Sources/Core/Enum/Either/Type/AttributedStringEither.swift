// swift-format-ignore-file
// FormSpec: these two lines keep the formatter off this vendored file (Tests/GeneratedSwift/Vendor/README.md).
//
//  Either+AttributedStringEquatable.swift
//  SparkCommon
//
//  Created by robin.lemaire on 04/07/2023.
//  Copyright © 2023 Leboncoin. All rights reserved.
//

import UIKit
import SwiftUI

@_spi(SI_SPI) public typealias AttributedStringEither = Either<NSAttributedString, AttributedString>
