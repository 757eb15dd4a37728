#!/usr/bin/env bash
# Benchmarks the parse stage (YAMLParser.parse) against libyaml's raw event loop on a generated
# FormSpec spec, and reports the targets of issue 2: parse time within 2x the raw event loop,
# peak memory within 10x the input size. A report, not a test: it exits 0 when a target is
# missed (and non-zero only when something cannot be built or run).
#
# usage: Benchmarks/run.sh [--bytes N] [--rounds R] [--iterations K]
#   --bytes N       size of the generated spec (default 10000000, about 10 MB)
#   --rounds R      times each program is started, alternating raw libyaml and the parse stage
#                   (default 5); the best time over all rounds is reported
#   --iterations K  runs inside each started program (default 1)
# Environment: SWIFT (default swift), CC (default cc).
set -euo pipefail

bytes=10000000
rounds=5
iterations=1
while (($#)); do
    case "$1" in
        --bytes | --rounds | --iterations)
            [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: $1 takes a positive integer" >&2; exit 2; }
            declare "${1#--}=$2"
            shift 2
            ;;
        *) sed -n '7,12s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/Benchmarks/out"
mkdir -p "$out"
swift="${SWIFT:-swift}"

echo "Building formspec-benchmark (release) and raw_events..." >&2
"$swift" build --package-path "$root" -c release --product formspec-benchmark >&2
tool="$("$swift" build --package-path "$root" -c release --show-bin-path)/formspec-benchmark"
# shellcheck disable=SC2046 # pkg-config prints several flags
"${CC:-cc}" -O2 $(pkg-config --cflags yaml-0.1) -o "$out/raw_events" "$root/Benchmarks/raw_events.c" $(pkg-config --libs yaml-0.1)

# Reuse the spec of this size, unless the tool was rebuilt since (its generator may have changed).
spec="$out/spec-$bytes.form.yaml"
if [[ ! -s $spec || $tool -nt $spec ]]; then
    echo "Generating $spec..." >&2
    "$tool" generate --bytes "$bytes" >"$spec.partial"
    mv "$spec.partial" "$spec"
fi

# field NAME FILE: the value of a field=value line.
field() { sed -n "s/^$1=//p" "$2"; }

# Alternate the two programs so that drift in machine load hits both alike.
results="$out/results"
rm -rf "$results"
mkdir -p "$results"
for ((round = 1; round <= rounds; round++)); do
    echo "Round $round of $rounds..." >&2
    "$out/raw_events" "$spec" --iterations "$iterations" >"$results/raw-$round.txt"
    "$tool" parse "$spec" --iterations "$iterations" >"$results/parse-$round.txt"
done

# summarize PREFIX: "best_seconds peak_rss_bytes work problems" over all rounds of one program.
summarize() {
    cat "$results/$1"-*.txt | awk -F= '
        $1 == "best_seconds" && (best == "" || $2 < best) { best = $2 }
        $1 == "peak_rss_bytes" && $2 > peak { peak = $2 }
        $1 == "events" || $1 == "nodes" { work = $2 }
        $1 == "problems" && $2 > problems { problems = $2 }
        END { print best, peak, work, problems + 0 }'
}
read -r raw_best raw_peak raw_events raw_problems < <(summarize raw)
read -r parse_best parse_peak parse_nodes parse_problems < <(summarize parse)
input_bytes="$(field input_bytes "$results/parse-1.txt")"

awk -v bytes="$input_bytes" -v rounds="$rounds" -v iterations="$iterations" \
    -v raw_best="$raw_best" -v raw_peak="$raw_peak" -v raw_events="$raw_events" \
    -v parse_best="$parse_best" -v parse_peak="$parse_peak" -v parse_nodes="$parse_nodes" '
    function row(name, best, peak) {
        printf "| %s | %.3f | %.1f | %.1f | %.2fx | %.1fx |\n", name, best, bytes / best / 1e6, peak / 1048576, best / raw_best, peak / bytes
    }
    BEGIN {
        printf "Input: %s bytes (%.1f MB); best of %d rounds x %d iteration(s), alternating.\n\n", bytes, bytes / 1e6, rounds, iterations
        print "| phase | best time (s) | throughput (MB/s) | peak RSS (MiB) | time vs raw libyaml | peak RSS / input |"
        print "|---|---:|---:|---:|---:|---:|"
        row("raw libyaml event loop (" raw_events " events)", raw_best, raw_peak)
        row("parse: YAMLParser.parse (" parse_nodes " nodes)", parse_best, parse_peak)
        print ""
        ratio = parse_best / raw_best
        printf "%s time:   parse stage takes %.2fx the raw event loop (target: at most 2x)\n", ratio <= 2 ? "PASS" : "FAIL", ratio
        ratio = parse_peak / bytes
        printf "%s memory: parse stage peak RSS is %.1fx the input size (target: at most 10x)\n", ratio <= 10 ? "PASS" : "FAIL", ratio
    }'
awk -v raw="$(field start_rss_bytes "$results/raw-1.txt")" -v parse="$(field start_rss_bytes "$results/parse-1.txt")" '
    BEGIN {
        printf "\nPeak RSS includes each process at start, before the input is read (runtime and linked\n"
        printf "libraries): %.1f MiB for raw_events, %.1f MiB for formspec-benchmark.\n", raw / 1048576, parse / 1048576
    }'
if [[ $raw_problems != 0 || $parse_problems != 0 ]]; then
    echo "WARNING: the generated spec did not parse cleanly (raw problems: $raw_problems, parse problems: $parse_problems); the numbers measure error handling"
fi
