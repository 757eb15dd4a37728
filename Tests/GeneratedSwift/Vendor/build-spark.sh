#!/usr/bin/env bash
# Builds Spark's three modules (SparkTheming, SparkCommon, SparkComponentSelectionControls) from the vendored
# sources into ../.build/spark-modules: declarations only, function bodies skipped
# (-experimental-skip-all-function-bodies), against the stubs SwiftPM built (`swift build --target SwiftUI`).
# SwiftPM cannot build them as targets: with their bodies skipped the compiler emits no object file.
# They build in their own language mode (Swift 5), with `SWIFT_PACKAGE` defined as under SwiftPM.
# Usage: build-spark.sh MODULES_DIR (SwiftPM's, `swift build --show-bin-path`/Modules). Exits 1 on any error.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
modules="$1"
out="$here/../.build/spark-modules"
mkdir -p "$out"
build() {  # build MODULE SOURCES_FOLDER
    local name="$1" sources="$here/$2"
    find "$sources" -name '*.swift' -print0 | sort -z | xargs -0 swiftc -emit-module -parse-as-library -wmo -suppress-warnings \
        -module-name "$name" -swift-version 5 -DSWIFT_PACKAGE -Xfrontend -experimental-skip-all-function-bodies \
        -I "$modules" -I "$out" -emit-module-path "$out/$name.swiftmodule"
}
build SparkTheming spark-ios-theming/Sources/Core
build SparkCommon spark-ios-common/Sources/Core
build SparkComponentSelectionControls spark-ios-component-selection-controls/Sources/Core
