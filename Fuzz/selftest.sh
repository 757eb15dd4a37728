#!/usr/bin/env bash
# Checks that Fuzz/run.sh's exit status tells the truth, in fork mode (--jobs 2) and alone:
#   - a clean short run exits 0 and prints its closing figures;
#   - a run of the planted-crash target (which stops on every input) exits non-zero and saves the input;
#   - a build that fails exits non-zero before any fuzzing.
# About 1.5 minutes after the fuzz build. Its runs keep their corpora in a temporary folder.
# usage: Fuzz/selftest.sh   (environment: SWIFT, as Fuzz/run.sh)
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FORMSPEC_FUZZ_OUT="$(mktemp -d)"
export FORMSPEC_FUZZ_OUT
trap 'rm -rf "$FORMSPEC_FUZZ_OUT"' EXIT
failures=0

# expect STATUS-TEST WHAT RUN.SH-ARGS...: runs Fuzz/run.sh and checks its status (zero or nonzero).
expect() {
    local want=$1 what=$2 status=0
    shift 2
    "$root/Fuzz/run.sh" "$@" >"$FORMSPEC_FUZZ_OUT/output" 2>&1 || status=$?
    if [[ $want == zero && $status -eq 0 ]] || [[ $want == nonzero && $status -ne 0 ]]; then
        echo "selftest: ok: $what (exit $status)"
    else
        echo "selftest: FAILED: $what: exit $status, expected $want; its output:" >&2
        tail -n 30 "$FORMSPEC_FUZZ_OUT/output" >&2
        failures=$((failures + 1))
    fi
}

for jobs in 2 1; do
    expect zero "a clean run with --jobs $jobs" --target pipeline --seconds 10 --jobs "$jobs"
    if ! grep -qE "^fuzz pipeline: [0-9]+ runs in 10 s \([0-9]+/s\); cov: [0-9]+ ft: [0-9]+ corp: [0-9]+; exit 0$" \
        "$FORMSPEC_FUZZ_OUT/output"; then
        echo "selftest: FAILED: the clean run with --jobs $jobs has no closing figures:" >&2
        tail -n 5 "$FORMSPEC_FUZZ_OUT/output" >&2
        failures=$((failures + 1))
    fi
    rm -rf "$FORMSPEC_FUZZ_OUT/planted-crash"
    expect nonzero "a planted crash with --jobs $jobs" --target planted-crash --seconds 10 --jobs "$jobs"
    # find, not ls | grep -q: under pipefail, ls killed by the pipe grep closed early would fail the test.
    if [[ -z $(find "$FORMSPEC_FUZZ_OUT/planted-crash" -maxdepth 1 -name 'crash-*' -print -quit) ]]; then
        echo "selftest: FAILED: the planted crash with --jobs $jobs saved no crash- file; its output:" >&2
        tail -n 30 "$FORMSPEC_FUZZ_OUT/output" >&2
        failures=$((failures + 1))
    fi
done
SWIFT=false expect nonzero "a build that fails" --seconds 10

if ((failures)); then
    echo "selftest: $failures failed" >&2
    exit 1
fi
echo "selftest: Fuzz/run.sh exits 0 on a clean run and non-zero on a finding or a broken build"
