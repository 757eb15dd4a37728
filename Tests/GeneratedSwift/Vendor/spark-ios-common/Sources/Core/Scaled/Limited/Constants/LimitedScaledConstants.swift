//
//  LimitedScaledMetricConstants.swift
//  SparkCommon
//
//  Created by robin.lemaire on 11/04/2025.
//  Copyright © 2025 Leboncoin. All rights reserved.
//

import Foundation

internal enum LimitedScaledMetricConstants {
    static let minValueFactor: CGFloat = 1
    static let maxValueFactor: CGFloat = 1.5
}
