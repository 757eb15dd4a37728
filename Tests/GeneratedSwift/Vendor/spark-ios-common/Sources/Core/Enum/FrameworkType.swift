//
//  FrameworkType.swift
//  SparkCommon
//
//  Created by robin.lemaire on 13/09/2023.
//  Copyright © 2023 Leboncoin. All rights reserved.
//

@_spi(SI_SPI) @frozen public enum FrameworkType {
    case uiKit
    case swiftUI
}
