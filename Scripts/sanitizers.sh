#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer: AddressSanitizer (with LeakSanitizer, which it
# enables on Linux) and ThreadSanitizer, each in its own scratch path (.build-asan, .build-tsan)
# so that neither rebuilds the other's objects or the plain .build. Exits non-zero when a test
# fails or a sanitizer reports anything.
#
# usage: Scripts/sanitizers.sh [address|thread|all]   (default all)
# Environment: SWIFT (default swift).
set -euo pipefail

which="${1:-all}"
case "$which" in
    address | thread | all) ;;
    *) sed -n '7s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift="${SWIFT:-swift}"
# Swift's crash backtracer reads the crashed thread's stack, which ASan takes for a
# stack-buffer-underflow and reports instead of the crash: leave crashes to the sanitizer.
export SWIFT_BACKTRACE=enable=no

# run SANITIZER SCRATCH: the whole suite under SANITIZER.
run() {
    printf '\n== swift test --sanitize=%s (%s)\n' "$1" "$2"
    local start=$SECONDS
    # The limit tests then check no peak memory: the sanitizer's shadow memory is most of it.
    FORMSPEC_SANITIZER="$1" "$swift" test --package-path "$root" --scratch-path "$root/$2" --sanitize="$1"
    echo "$1: passed in $((SECONDS - start)) s"
}

# A report makes the test process exit non-zero (ASan stops at the first, TSan exits 66 at the end).
# Leaks of the toolchain's own, each explained in the file, are suppressed by Scripts/sanitizers/lsan.supp.
if [[ $which == address || $which == all ]]; then
    ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        LSAN_OPTIONS="suppressions=$root/Scripts/sanitizers/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        run address .build-asan
fi
if [[ $which == thread || $which == all ]]; then
    run thread .build-tsan
fi
