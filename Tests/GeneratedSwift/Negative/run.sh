#!/usr/bin/env bash
# Type-checks each deliberately wrong snippet here (Swift 6) against the stubs and the vendored components, and
# fails unless every one is rejected with the error its first line names (`// expect: SUBSTRING`): proof that the
# stubs and the real sources reject what the components reject. One line per snippet.
# Usage: run.sh MODULES_DIR SPARK_MODULES_DIR. Exits 1 when a snippet compiles or fails with another error.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
modules="$1" spark="$2"
failures=0
for snippet in "$here"/*.swift; do
    name=$(basename "$snippet")
    expected=$(sed -n '1s|^// expect: ||p' "$snippet")
    if [ -z "$expected" ]; then
        echo "NO EXPECTATION: $name (its first line must be // expect: <substring of the error>)"
        failures=$((failures + 1))
        continue
    fi
    if output=$(swiftc -typecheck -parse-as-library -swift-version 6 -I "$modules" -I "$spark" "$snippet" 2>&1); then
        echo "COMPILED: $name (expected: $expected)"
        failures=$((failures + 1))
    elif grep 'error:' <<<"$output" | grep -qF -- "$expected"; then
        echo "rejected as expected: $name: $expected"
    else
        echo "OTHER ERROR: $name (expected: $expected)"
        grep 'error:' <<<"$output" | head -n 5
        failures=$((failures + 1))
    fi
done
exit $((failures == 0 ? 0 : 1))
