#!/usr/bin/env bash
# Benchmarks the compiler on generated FormSpec specs and reports the targets of issues 2 to 4:
# the parse stage (YAMLParser.parse) within 2x libyaml's raw event loop, its peak memory within
# 10x the input size, decode + validate (Compiler().check minus the parse stage) adding at most 50%
# to the parse stage, the whole compile (check, normalize, JSON streamed into a file) within 3x the
# raw event loop and 150 MiB, and no quadratic step: check on twice the controls within 2.6x the time.
# A report, not a test: it exits 0 when a target is missed (and non-zero only when something
# cannot be built or run).
#
# usage: Benchmarks/run.sh [--bytes N] [--controls C] [--rounds R] [--iterations K]
#   --bytes N       size of the generated spec for raw libyaml, parse, check and compile (default 10000000)
#   --controls C    the scaling check times check on specs of C and 2C controls (default 10000)
#   --rounds R      times each program is started, alternating raw libyaml, parse, check, compile and the
#                   two scaling specs (default 5); the best time over all rounds is reported
#   --iterations K  runs inside each started program (default 1)
# Environment: SWIFT (default swift), CC (default cc).
set -euo pipefail

bytes=10000000
controls=10000
rounds=5
iterations=1
while (($#)); do
    case "$1" in
        --bytes | --controls | --rounds | --iterations)
            [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: $1 takes a positive integer" >&2; exit 2; }
            declare "${1#--}=$2"
            shift 2
            ;;
        *) sed -n '9,15s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done
large_controls=$((2 * controls))

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/Benchmarks/out"
mkdir -p "$out"
swift="${SWIFT:-swift}"

echo "Building formspec-benchmark (release) and raw_events..." >&2
"$swift" build --package-path "$root" -c release --product formspec-benchmark >&2
tool="$("$swift" build --package-path "$root" -c release --show-bin-path)/formspec-benchmark"
# shellcheck disable=SC2046 # pkg-config prints several flags
"${CC:-cc}" -O2 $(pkg-config --cflags yaml-0.1) -o "$out/raw_events" "$root/Benchmarks/raw_events.c" $(pkg-config --libs yaml-0.1)

# generate FILE OPTION VALUE: writes the spec `generate OPTION VALUE` to FILE, or reuses FILE
# unless the tool was rebuilt since (its generator may have changed).
generate() {
    if [[ ! -s $1 || $tool -nt $1 ]]; then
        echo "Generating $1..." >&2
        "$tool" generate "$2" "$3" >"$1.partial"
        mv "$1.partial" "$1"
    fi
}
spec="$out/spec-$bytes.form.yaml"
small_spec="$out/spec-$controls-controls.form.yaml"
large_spec="$out/spec-$large_controls-controls.form.yaml"
generate "$spec" --bytes "$bytes"
generate "$small_spec" --controls "$controls"
generate "$large_spec" --controls "$large_controls"

# field NAME FILE: the value of a field=value line.
field() { sed -n "s/^$1=//p" "$2"; }

# Alternate the programs so that drift in machine load hits all alike.
results="$out/results"
rm -rf "$results"
mkdir -p "$results"
for ((round = 1; round <= rounds; round++)); do
    echo "Round $round of $rounds..." >&2
    "$out/raw_events" "$spec" --iterations "$iterations" >"$results/raw-$round.txt"
    "$tool" parse "$spec" --iterations "$iterations" >"$results/parse-$round.txt"
    "$tool" check "$spec" --iterations "$iterations" >"$results/check-$round.txt"
    "$tool" compile "$spec" --iterations "$iterations" >"$results/compile-$round.txt"
    "$tool" check "$small_spec" --iterations "$iterations" >"$results/small-$round.txt"
    "$tool" check "$large_spec" --iterations "$iterations" >"$results/large-$round.txt"
done

# summarize PREFIX: "best_seconds peak_rss_bytes work problems" over all rounds of one program,
# where work is what it reports having done (events, nodes or diagnostics) and problems what it
# found wrong (parse problems, or errors among the diagnostics), the most of any round.
summarize() {
    cat "$results/$1"-*.txt | awk -F= '
        $1 == "best_seconds" && (best == "" || $2 < best) { best = $2 }
        $1 == "peak_rss_bytes" && $2 > peak { peak = $2 }
        ($1 == "events" || $1 == "nodes" || $1 == "diagnostics") && $2 > work { work = $2 }
        ($1 == "problems" || $1 == "errors") && $2 > problems { problems = $2 }
        END { print best, peak, work + 0, problems + 0 }'
}
read -r raw_best raw_peak raw_events raw_problems < <(summarize raw)
read -r parse_best parse_peak parse_nodes parse_problems < <(summarize parse)
read -r check_best check_peak check_diagnostics _ < <(summarize check)
read -r compile_best compile_peak _ _ < <(summarize compile)
read -r small_best small_peak _ _ < <(summarize small)
read -r large_best large_peak _ _ < <(summarize large)
input_bytes="$(field input_bytes "$results/parse-1.txt")"
small_bytes="$(field input_bytes "$results/small-1.txt")"
large_bytes="$(field input_bytes "$results/large-1.txt")"

awk -v bytes="$input_bytes" -v rounds="$rounds" -v iterations="$iterations" \
    -v raw_best="$raw_best" -v raw_peak="$raw_peak" -v raw_events="$raw_events" \
    -v parse_best="$parse_best" -v parse_peak="$parse_peak" -v parse_nodes="$parse_nodes" \
    -v check_best="$check_best" -v check_peak="$check_peak" -v check_diagnostics="$check_diagnostics" \
    -v compile_best="$compile_best" -v compile_peak="$compile_peak" '
    function row(name, best, peak) {
        printf "| %s | %.3f | %.1f | %.1f | %.2fx | %.1fx |\n", name, best, bytes / best / 1e6, peak / 1048576, best / raw_best, peak / bytes
    }
    BEGIN {
        printf "Input: %s bytes (%.1f MB); best of %d rounds x %d iteration(s), alternating.\n\n", bytes, bytes / 1e6, rounds, iterations
        print "| phase | best time (s) | throughput (MB/s) | peak RSS (MiB) | time vs raw libyaml | peak RSS / input |"
        print "|---|---:|---:|---:|---:|---:|"
        row("raw libyaml event loop (" raw_events " events)", raw_best, raw_peak)
        row("parse: YAMLParser.parse (" parse_nodes " nodes)", parse_best, parse_peak)
        row("check: Compiler().check (" check_diagnostics " diagnostics)", check_best, check_peak)
        row("compile: Compiler().compile + JSON written to a file", compile_best, compile_peak)
    }'
awk -v controls="$controls" -v large_controls="$large_controls" \
    -v small_bytes="$small_bytes" -v small_best="$small_best" -v small_peak="$small_peak" \
    -v large_bytes="$large_bytes" -v large_best="$large_best" -v large_peak="$large_peak" '
    function row(name, bytes, best, peak) {
        printf "| check on %s | %.1f | %.3f | %.1f | %.1f |\n", name, bytes / 1e6, best, bytes / best / 1e6, peak / 1048576
    }
    BEGIN {
        print "\n| scaling | input (MB) | best time (s) | throughput (MB/s) | peak RSS (MiB) |"
        print "|---|---:|---:|---:|---:|"
        row(controls " controls", small_bytes, small_best, small_peak)
        row(large_controls " controls", large_bytes, large_best, large_peak)
    }'
echo
awk -v bytes="$input_bytes" -v raw_best="$raw_best" -v parse_best="$parse_best" -v parse_peak="$parse_peak" \
    -v check_best="$check_best" -v compile_best="$compile_best" -v compile_peak="$compile_peak" -v controls="$controls" -v large_controls="$large_controls" \
    -v small_best="$small_best" -v large_best="$large_best" -v small_bytes="$small_bytes" -v large_bytes="$large_bytes" '
    BEGIN {
        ratio = parse_best / raw_best
        printf "%s time:    parse stage takes %.2fx the raw event loop (target: at most 2x)\n", ratio <= 2 ? "PASS" : "FAIL", ratio
        ratio = parse_peak / bytes
        printf "%s memory:  parse stage peak RSS is %.1fx the input size (target: at most 10x)\n", ratio <= 10 ? "PASS" : "FAIL", ratio
        share = (check_best - parse_best) / parse_best
        printf "%s check:   decode + validate add %.0f%% to the parse stage (target: at most 50%%)\n", share <= 0.5 ? "PASS" : "FAIL", share * 100
        ratio = compile_best / raw_best
        printf "%s compile: the whole compile to a file takes %.2fx the raw event loop (target: at most 3x)\n", ratio <= 3 ? "PASS" : "FAIL", ratio
        mib = compile_peak / 1048576
        printf "%s compile memory: peak RSS %.1f MiB (target: at most 150 MiB)\n", mib <= 150 ? "PASS" : "FAIL", mib
        ratio = large_best / small_best
        printf "%s scaling: check on %d controls takes %.2fx its time on %d (target: at most 2.6x; linear is 2x,\n", ratio <= 2.6 ? "PASS" : "FAIL", large_controls, ratio, controls
        printf "              quadratic 4x; the spec is %.2fx the bytes)\n", large_bytes / small_bytes
    }'
# valid NAME SPEC: says FAIL, with the ids seen, when check reported diagnostics on SPEC (in the
# results NAME-1.txt): the generated specs must be valid, or the times measure error reporting.
valid() {
    local diagnostics
    diagnostics="$(field diagnostics "$results/$1-1.txt")"
    [[ $diagnostics == 0 ]] && return 0
    echo "FAIL valid:   $(basename "$2") gets $diagnostics diagnostics ($(field errors "$results/$1-1.txt") errors);" \
        "by id: $(field diagnostic_ids "$results/$1-1.txt" | cut -c1-400)"
    return 1
}
invalid=0
valid check "$spec" || invalid=1
valid small "$small_spec" || invalid=1
valid large "$large_spec" || invalid=1
((invalid)) || echo "PASS valid:   check reports no diagnostics on the generated specs"
awk -v raw="$(field start_rss_bytes "$results/raw-1.txt")" -v parse="$(field start_rss_bytes "$results/parse-1.txt")" '
    BEGIN {
        printf "\nPeak RSS includes each process at start, before the input is read (runtime and linked\n"
        printf "libraries): %.1f MiB for raw_events, %.1f MiB for formspec-benchmark.\n", raw / 1048576, parse / 1048576
    }'
if [[ $raw_problems != 0 || $parse_problems != 0 ]]; then
    echo "WARNING: the generated spec did not parse cleanly (raw problems: $raw_problems, parse problems: $parse_problems); the numbers measure error handling"
fi
if ((invalid)); then
    echo "WARNING: the generator wrote a spec that check rejects or warns about (see FAIL valid above): fix"
    echo "Benchmarks/FormSpecBenchmark/SpecGenerator*.swift, or the validator if the spec is right."
fi
