#!/usr/bin/env bash
# The performance suite of issue 6: the compiler on generated FormSpec specs of several sizes, and
# the command line's start-up. For each size it times libyaml's raw event loop, the parse stage
# (YAMLParser.parse), the check (parse, decode, validate), the whole compile (check, normalize,
# JSON streamed into a file) and the compile with Swift (--emit json,swift), side by side in one
# run, and prints a PASS or FAIL line per target:
#   compile   the compile of the 10 MB spec within 2x the raw event loop;
#   swift     the compile with Swift of the 10 MB spec within 1.5x the compile (JSON only);
#   html      the visual preview of the 10 MB spec (--emit html) within 1.5x its JSON compile;
#   memory    the compile's peak RSS within 6x the input, on each spec of 10 MB or more;
#   diff      `formspec diff` of the 10 MB spec and a copy with three edits (both compiled, then
#             compared) within 3x the check of one, and its peak RSS within 6x what it reads (the
#             two versions), as the compile's; with valgrind, in instructions on the 1 MB spec too;
#   instructions  with valgrind on the machine, `formspec check` of the 1 MB spec within 2x the raw
#             event loop's instructions, and `formspec compile` of it (JSON) within 2.4x, counted by
#             callgrind (repeatable whatever else runs, unlike times);
#   start-up  `formspec check` of a 4 KB spec within 1.5x a Swift program that only imports
#             Foundation (the median of many alternating runs), and so `formspec compile --emit
#             swift` of it; the same check with an option, which goes through
#             swift-argument-parser, is timed beside them for information;
#   scaling   the compile of the 50 MB spec within 5.5x its time on the 10 MB spec (1.1x linear);
#   fix       `formspec fix --check` of the 10 MB spec within 1.5x `formspec check` of it (whole
#             processes, alternating, the best wall time of each; the spec has nothing to fix, so
#             fix must cost one check), and with valgrind, in instructions on the 1 MB spec;
#   lsp       the language server's round trip "didChange → publishDiagnostics" within 10 ms on a
#             4 KB spec, and within 1.5x `formspec check` of the same text (a process, start-up
#             included) on a 1 MB spec, medians (Benchmarks/lsp_roundtrip.py; with valgrind on the
#             machine, the same two counted in instructions too);
#   logic     with valgrind on the machine, `formspec check` of a form of 10,000 controls with a
#             condition on every control within 1.3x the instructions of the same form without its
#             conditions (`visibleWhen`, `enabledWhen`, `requiredWhen` removed; `required` and the
#             selection bounds kept), one line per shape (chain, star, groups, nested, mixed, samples:
#             Benchmarks/logic_specs.py), with the best wall times beside them for information;
#   mixes     on specs of each mix of `formspec-benchmark generate --mix` (current, even, calendars;
#             seed 1, each in its own folder with its configuration): with valgrind, `formspec
#             check` and `formspec compile` of the 1 MB spec against the raw event loop on it, and
#             the compile's peak RSS on the 10 MB spec against the input; the WORST mix is the
#             figure held to the targets (check 2x, compile 2.4x, peak RSS 6x), a table per mix
#             beside it.
# A report, not a test: it exits 0 when a target is missed (and non-zero only when something
# cannot be built or run).
#
# usage: Benchmarks/run.sh [--sizes LIST] [--rounds R] [--iterations K] [--startup-runs N] [--lsp-rounds N]
#                          [--logic-controls N] [--logic-only] [--mixes LIST]
#   --sizes LIST      spec sizes in bytes, comma-separated, with an optional K or M suffix (powers
#                     of ten: 1M is 1,000,000 bytes); default 100K,1M,10M,50M (the targets look
#                     for 10M and 50M written so). Quick: 100K,1M
#   --rounds R        processes started per program and size, alternating raw libyaml, parse,
#                     check and compile (default 3); the best time over all rounds is reported
#   --iterations K    runs inside each started process (default 1)
#   --startup-runs N  runs of each start-up program, alternating (default 40; 0 skips start-up)
#   --lsp-rounds N    round trips of the language server per spec (default 30; 0 skips them)
#   --logic-controls N  controls of each form of the logic target (default 10000; 0 skips it)
#   --logic-only      only the logic target (with --rounds wall times of each form)
#   --mixes LIST      the mixes of the mixes target, comma-separated (default current,even,calendars;
#                     none skips it)
# Specs are generated once (deterministic) and kept in Benchmarks/out/, with the programs.
# Environment: SWIFT (default swift), SWIFTC (default swiftc), CC (default cc), SCRATCH_PATH (the
# release build's directory; default the package's .build).
set -euo pipefail

sizes=100K,1M,10M,50M
rounds=3
iterations=1
startup_runs=40
lsp_rounds=30
logic_controls=10000
logic_only=0
mixes=current,even,calendars
while (($#)); do
    case "$1" in
        --sizes)
            [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*[KM]?(,[1-9][0-9]*[KM]?)*$ ]] || {
                echo "run.sh: --sizes takes sizes such as 100K,1M,10M" >&2
                exit 2
            }
            sizes=$2
            shift 2
            ;;
        --rounds | --iterations)
            [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: $1 takes a positive integer" >&2; exit 2; }
            declare "${1#--}=$2"
            shift 2
            ;;
        --logic-only)
            logic_only=1
            shift
            ;;
        --mixes)
            [[ $# -ge 2 && $2 =~ ^[a-z]+(,[a-z]+)*$ ]] || { echo "run.sh: --mixes takes names such as current,even" >&2; exit 2; }
            mixes=$2
            shift 2
            ;;
        --startup-runs | --lsp-rounds | --logic-controls)
            [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || { echo "run.sh: $1 takes a number" >&2; exit 2; }
            name=${1#--}
            declare "${name//-/_}=$2"
            shift 2
            ;;
        *) sed -n '43,59s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/Benchmarks/out"
mkdir -p "$out"
swift="${SWIFT:-swift}"

echo "Building formspec-benchmark and formspec (release), raw_events and the Foundation-only program..." >&2
# SCRATCH_PATH, when set, is the build's directory (a release build beside a warm debug one).
build=("$swift" build --package-path "$root" -c release ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
((logic_only)) || "${build[@]}" --product formspec-benchmark >&2
"${build[@]}" --product formspec >&2
bin="$("${build[@]}" --show-bin-path)"

# logic_target: the `logic` lines. For each shape of Benchmarks/logic_specs.py, `formspec check` of
# the form with its conditions and without them, in instructions (callgrind) and best wall time.
logic_target() {
    if ((logic_controls == 0)); then
        echo "SKIP logic:    --logic-controls 0"
        return
    fi
    if ! command -v valgrind >/dev/null; then
        echo "SKIP logic:    needs valgrind"
        return
    fi
    local specs="$out/logic-$logic_controls" shape spec round kind start end
    echo "Logic: forms of $logic_controls controls, with and without conditions..." >&2
    python3 "$root/Benchmarks/logic_specs.py" "$specs" --controls "$logic_controls"
    for spec in "$specs"/logic-*.form.yaml; do
        kind=$(basename "$spec" .form.yaml)
        # A form may have errors (`mixed` has: its random conditions leave some required controls
        # unanswerable), and check then exits 1: its count is what is wanted all the same.
        { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin/formspec" check "$spec" 2>&1 >/dev/null || true; } |
            sed -n 's/.*Collected : \([0-9]*\).*/\1/p' >"$specs/$kind.instructions"
        for ((round = 1; round <= rounds; round++)); do
            start=$EPOCHREALTIME
            "$bin/formspec" check "$spec" >/dev/null 2>&1 || true
            end=$EPOCHREALTIME
            echo $((${end/./} - ${start/./})) >>"$specs/$kind.wall"
        done
    done
    for shape in chain star groups nested mixed samples; do
        awk -v shape="$shape" -v controls="$logic_controls" \
            -v with="$(cat "$specs/logic-$shape.instructions")" -v without="$(cat "$specs/logic-$shape-plain.instructions")" \
            -v with_wall="$(sort -n "$specs/logic-$shape.wall" | head -1)" \
            -v without_wall="$(sort -n "$specs/logic-$shape-plain.wall" | head -1)" 'BEGIN {
            ratio = with / without
            printf "%s logic:    %-6s %d controls: check with conditions runs %.2fx without them (%.1f M against %.1f M instructions; target: at most 1.3x); wall %.2f s against %.2f s\n",
                ratio <= 1.3 ? "PASS" : "FAIL", shape, controls, ratio, with / 1e6, without / 1e6, with_wall / 1e6, without_wall / 1e6 }'
    done
    rm -f "$specs"/*.wall
}
if ((logic_only)); then
    logic_target
    exit 0
fi
tool="$bin/formspec-benchmark"
# shellcheck disable=SC2046 # pkg-config prints several flags
"${CC:-cc}" -O2 $(pkg-config --cflags yaml-0.1) -o "$out/raw_events" "$root/Benchmarks/raw_events.c" $(pkg-config --libs yaml-0.1)
echo "import Foundation" >"$out/foundation_only.swift"
"${SWIFTC:-swiftc}" -O -o "$out/foundation_only" "$out/foundation_only.swift"

# instructions COMMAND...: the instructions callgrind counts in one run of COMMAND.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# bytes SIZE: the size in bytes (100K → 100000).
bytes() {
    case "$1" in
        *K) echo $((${1%K} * 1000)) ;;
        *M) echo $((${1%M} * 1000000)) ;;
        *) echo "$1" ;;
    esac
}

# generate FILE BYTES: writes the spec `generate --bytes BYTES` to FILE, or reuses FILE unless
# the tool was rebuilt since (its generator may have changed).
generate() {
    if [[ ! -s $1 || $tool -nt $1 ]]; then
        echo "Generating $1..." >&2
        "$tool" generate --bytes "$2" >"$1.partial"
        mv "$1.partial" "$1"
    fi
}
IFS=, read -ra size_list <<<"$sizes"
for size in "${size_list[@]}"; do
    generate "$out/spec-$size.form.yaml" "$(bytes "$size")"
done

# Alternate the programs so that drift in machine load hits all alike.
results="$out/results"
rm -rf "$results"
mkdir -p "$results"
for ((round = 1; round <= rounds; round++)); do
    for size in "${size_list[@]}"; do
        echo "Round $round of $rounds, $size..." >&2
        spec="$out/spec-$size.form.yaml"
        "$out/raw_events" "$spec" --iterations "$iterations" >"$results/$size-raw-$round.txt"
        for phase in parse check compile compile-swift compile-html diff; do
            "$tool" "$phase" "$spec" --iterations "$iterations" >"$results/$size-$phase-$round.txt"
        done
    done
done

# Start-up: wall times of whole processes, the two programs alternating, in microseconds.
if ((startup_runs > 0)); then
    echo "Start-up: $startup_runs runs each..." >&2
    startup_spec="$out/spec-startup.form.yaml"
    generate "$startup_spec" 4000
    formspec="$bin/formspec"
    "$formspec" check "$startup_spec" >/dev/null 2>&1 || { echo "run.sh: formspec check fails on $startup_spec" >&2; exit 1; }
    # microseconds COMMAND...: the wall time of one run of COMMAND (bash's clock: no extra process).
    microseconds() {
        local start=$EPOCHREALTIME
        "$@" >/dev/null 2>&1
        local end=$EPOCHREALTIME
        echo $((${end/./} - ${start/./}))
    }
    for ((run = 1; run <= startup_runs; run++)); do
        microseconds "$formspec" check "$startup_spec" >>"$results/startup-formspec.txt"
        microseconds "$out/foundation_only" >>"$results/startup-foundation.txt"
        # The same check with an option, which goes through swift-argument-parser (see README).
        microseconds "$formspec" check --diagnostics-format text "$startup_spec" >>"$results/startup-parsed.txt"
        microseconds "$formspec" compile "$startup_spec" --emit swift >>"$results/startup-swift.txt"
    done
fi

# formspec fix --check against formspec check of the 10 MB spec: whole processes, alternating,
# in microseconds (the best of each is compared).
fix_spec="$out/spec-10M.form.yaml"
if [[ -f $fix_spec ]]; then
    echo "Fix: formspec fix --check and formspec check of the 10 MB spec, $rounds rounds..." >&2
    for ((round = 1; round <= rounds; round++)); do
        for command in check fix; do
            arguments=("$command")
            [[ $command == fix ]] && arguments+=(--check)
            start=$EPOCHREALTIME
            "$bin/formspec" "${arguments[@]}" "$fix_spec" >/dev/null 2>&1 || true
            end=$EPOCHREALTIME
            echo $((${end/./} - ${start/./})) >>"$results/wall-$command.txt"
        done
    done
fi

# Instructions (callgrind, where valgrind is installed): formspec check and compile of the 1 MB
# spec, and the raw event loop on it. Counts are repeatable whatever else the machine runs.
if command -v valgrind >/dev/null; then
    echo "Instructions: callgrind on the 1 MB spec..." >&2
    generate "$out/spec-1M.form.yaml" 1000000
    compiled="$(mktemp -d)"
    {
        echo "raw=$(instructions "$out/raw_events" "$out/spec-1M.form.yaml" --iterations 1)"
        echo "check=$(instructions "$bin/formspec" check "$out/spec-1M.form.yaml")"
        echo "compile=$(instructions "$bin/formspec" compile "$out/spec-1M.form.yaml" --output-dir "$compiled")"
        echo "fix=$(instructions "$bin/formspec" fix --check "$out/spec-1M.form.yaml")"
        # The edits of formspec-benchmark's diff phase (DiffPhase.swift): the form's id, a state, a label.
        awk '!id && $0 == "id: benchmark-form" { $0 = "id: benchmark-form-2"; id = 1 }
            !state && /^ *state: on$/ { sub(/on$/, "off"); state = 1 }
            !label && /^ *label: Taille$/ { sub(/Taille$/, "Taille et coupe"); label = 1 } { print }' \
            "$out/spec-1M.form.yaml" >"$compiled/edited.form.yaml"
        echo "diff=$(instructions "$bin/formspec" diff "$out/spec-1M.form.yaml" "$compiled/edited.form.yaml" --fail-on none)"
    } >"$results/instructions.txt"
    rm -rf "$compiled"
fi

# The language server: round trips against check of the same text, on a 4 KB and a 1 MB spec.
if ((lsp_rounds > 0)); then
    callgrind=()
    command -v valgrind >/dev/null && callgrind=(--callgrind)
    for lsp_size in 4K 1M; do
        echo "Language server, $lsp_size: $lsp_rounds round trips..." >&2
        generate "$out/spec-lsp-$lsp_size.form.yaml" "$(bytes "$lsp_size")"
        python3 "$root/Benchmarks/lsp_roundtrip.py" "$bin/formspec" "$out/spec-lsp-$lsp_size.form.yaml" \
            --rounds "$lsp_rounds" "${callgrind[@]}" | tr ' ' '\n' >"$results/lsp-$lsp_size.txt"
    done
fi

# field NAME FILE: the value of a field=value line.
field() { sed -n "s/^$1=//p" "$2"; }

# summarize SIZE PHASE: "best_seconds peak_rss_bytes work problems" over all rounds of one
# program (its files only: `compile-1.txt`, not `compile-swift-1.txt`), where work is what it reports having done (events, nodes or diagnostics) and problems
# what it found wrong (parse problems, or errors among the diagnostics), the most of any round.
summarize() {
    cat "$results/$1-$2"-[0-9]*.txt | awk -F= '
        $1 == "best_seconds" && (best == "" || $2 < best) { best = $2 }
        $1 == "peak_rss_bytes" && $2 > peak { peak = $2 }
        ($1 == "events" || $1 == "nodes" || $1 == "diagnostics") && $2 > work { work = $2 }
        ($1 == "problems" || $1 == "errors") && $2 > problems { problems = $2 }
        END { print best, peak, work + 0, problems + 0 }'
}

# One summary line per size and phase, for the table and the targets:
# "size input_bytes phase best peak work problems".
summary="$results/summary.txt"
for size in "${size_list[@]}"; do
    input_bytes="$(field input_bytes "$results/$size-raw-1.txt")"
    for phase in raw parse check compile compile-swift compile-html diff; do
        echo "$size $input_bytes $phase $(summarize "$size" "$phase")"
    done
done >"$summary"

printf 'Best of %d rounds x %d iteration(s), programs alternating; times are wall clock on a shared machine.\n\n' "$rounds" "$iterations"
awk '
    BEGIN {
        name["raw"] = "raw libyaml event loop"
        name["parse"] = "parse: YAMLParser.parse"
        name["check"] = "check: Compiler().check"
        name["compile"] = "compile: Compiler().compile + JSON file"
        name["compile-swift"] = "compile + JSON and Swift files (--emit json,swift)"
        name["compile-html"] = "compile + visual preview file (--emit html)"
        name["diff"] = "diff: both versions compiled and compared (formspec diff)"
        print "| spec | phase | best time (s) | throughput (MB/s) | peak RSS (MiB) | time vs raw | peak RSS / input |"
        print "|---|---|---:|---:|---:|---:|---:|"
    }
    $3 == "raw" { raw = $4 }
    {
        printf "| %s (%.1f MB) | %s | %.3f | %.1f | %.1f | %.2fx | %.1fx |\n", $1, $2 / 1e6, name[$3], $4, $2 / $4 / 1e6,
            $5 / 1048576, $4 / raw, $5 / $2
    }' "$summary"

if ((startup_runs > 0)); then
    # stats FILE: "best median" in seconds.
    stats() { sort -n "$1" | awk '{ t[NR] = $1 } END { m = NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2; print t[1] / 1e6, m / 1e6 }'; }
    read -r formspec_best formspec_median < <(stats "$results/startup-formspec.txt")
    read -r foundation_best foundation_median < <(stats "$results/startup-foundation.txt")
    read -r parsed_best parsed_median < <(stats "$results/startup-parsed.txt")
    read -r swift_best swift_median < <(stats "$results/startup-swift.txt")
    awk -v runs="$startup_runs" -v spec_bytes="$(wc -c <"$startup_spec")" \
        -v fb="$formspec_best" -v fm="$formspec_median" -v ob="$foundation_best" -v om="$foundation_median" \
        -v pb="$parsed_best" -v pm="$parsed_median" -v sb="$swift_best" -v sm="$swift_median" '
        BEGIN {
            printf "\n| start-up (%d runs each, alternating) | best (ms) | median (ms) | median vs Foundation-only |\n", runs
            print "|---|---:|---:|---:|"
            printf "| formspec check, a %d-byte spec | %.1f | %.1f | %.2fx |\n", spec_bytes, fb * 1000, fm * 1000, fm / om
            printf "| formspec check --diagnostics-format text (through the argument parser) | %.1f | %.1f | %.2fx |\n",
                pb * 1000, pm * 1000, pm / om
            printf "| formspec compile --emit swift, the same spec | %.1f | %.1f | %.2fx |\n", sb * 1000, sm * 1000, sm / om
            printf "| a Swift program that only imports Foundation | %.1f | %.1f | 1.00x |\n", ob * 1000, om * 1000
        }'
fi

echo
# row SIZE PHASE: "input_bytes best peak" of one summary line.
row() { awk -v size="$1" -v phase="$2" '$1 == size && $3 == phase { print $2, $4, $5 }' "$summary"; }
has_size() { [[ ,$sizes, == *,$1,* ]]; }
if has_size 10M; then
    read -r _ raw_best _ < <(row 10M raw)
    read -r _ compile_best _ < <(row 10M compile)
    awk -v raw="$raw_best" -v compile="$compile_best" 'BEGIN {
        ratio = compile / raw
        printf "%s compile:  the whole compile of the 10 MB spec takes %.2fx the raw event loop (target: at most 2x)\n",
            ratio <= 2 ? "PASS" : "FAIL", ratio }'
else
    echo "SKIP compile:  needs the 10M size"
fi
if has_size 10M; then
    read -r _ json_best _ < <(row 10M compile)
    read -r _ swift_best _ < <(row 10M compile-swift)
    awk -v json="$json_best" -v swift="$swift_best" 'BEGIN {
        ratio = swift / json
        printf "%s swift:    the compile with Swift (--emit json,swift) of the 10 MB spec takes %.2fx the compile (target: at most 1.5x)\n",
            ratio <= 1.5 ? "PASS" : "FAIL", ratio }'
else
    echo "SKIP swift:    needs the 10M size"
fi
if has_size 10M; then
    read -r _ json_best _ < <(row 10M compile)
    read -r _ html_best _ < <(row 10M compile-html)
    awk -v json="$json_best" -v html="$html_best" 'BEGIN {
        ratio = html / json
        printf "%s html:     the visual preview (--emit html) of the 10 MB spec takes %.2fx its JSON compile (target: at most 1.5x)\n",
            ratio <= 1.5 ? "PASS" : "FAIL", ratio }'
else
    echo "SKIP html:     needs the 10M size"
fi
if has_size 10M; then
    read -r input_bytes check_best _ < <(row 10M check)
    read -r _ diff_best diff_peak < <(row 10M diff)
    awk -v check="$check_best" -v diff="$diff_best" -v input="$input_bytes" -v peak="$diff_peak" 'BEGIN {
        ratio = diff / check
        printf "%s diff:     formspec diff of two versions of the 10 MB spec takes %.2fx the check of one (target: at most 3x)\n",
            ratio <= 3 ? "PASS" : "FAIL", ratio
        ratio = peak / (2 * input)
        printf "%s diff:     it peaks at %.1f MiB, %.2fx the two versions it reads (target: at most 6x, as the compile)\n",
            ratio <= 6 ? "PASS" : "FAIL", peak / 1048576, ratio }'
else
    echo "SKIP diff:     needs the 10M size"
fi
large=0
for size in "${size_list[@]}"; do
    read -r input_bytes _ peak < <(row "$size" compile)
    ((input_bytes >= 10000000)) || continue
    large=1
    awk -v size="$size" -v input="$input_bytes" -v peak="$peak" 'BEGIN {
        ratio = peak / input
        printf "%s memory:   the compile of the %s spec peaks at %.1f MiB, %.2fx the input (target: at most 6x)\n",
            ratio <= 6 ? "PASS" : "FAIL", size, peak / 1048576, ratio }'
done
((large)) || echo "SKIP memory:   needs a size of 10M or more"
if [[ -s $results/instructions.txt ]]; then
    raw_ir="$(field raw "$results/instructions.txt")"
    for phase_target in check:2 compile:2.4; do
        phase=${phase_target%%:*} target=${phase_target#*:}
        awk -v phase="$phase" -v target="$target" -v count="$(field "$phase" "$results/instructions.txt")" -v raw="$raw_ir" 'BEGIN {
            ratio = count / raw
            printf "%s instructions: formspec %s of the 1 MB spec runs %.2fx the raw event loop (%.1f M against %.1f M; target: at most %sx)\n",
                ratio <= target ? "PASS" : "FAIL", phase, ratio, count / 1e6, raw / 1e6, target }'
    done
    awk -v fix="$(field fix "$results/instructions.txt")" -v check="$(field check "$results/instructions.txt")" 'BEGIN {
        ratio = fix / check
        printf "%s instructions: formspec fix --check of the 1 MB spec runs %.2fx formspec check of it (%.1f M against %.1f M; target: at most 1.5x)\n",
            ratio <= 1.5 ? "PASS" : "FAIL", ratio, fix / 1e6, check / 1e6 }'
    awk -v diff="$(field diff "$results/instructions.txt")" -v check="$(field check "$results/instructions.txt")" 'BEGIN {
        ratio = diff / check
        printf "%s instructions: formspec diff of two versions of the 1 MB spec runs %.2fx its check (%.1f M against %.1f M; target: at most 3x)\n",
            ratio <= 3 ? "PASS" : "FAIL", ratio, diff / 1e6, check / 1e6 }'
else
    echo "SKIP instructions: needs valgrind"
fi
if [[ -s $results/wall-fix.txt ]]; then
    sort -n "$results/wall-check.txt" | head -1 >"$results/wall-best.txt"
    sort -n "$results/wall-fix.txt" | head -1 >>"$results/wall-best.txt"
    awk 'NR == 1 { check = $1 } NR == 2 { fix = $1 } END {
        ratio = fix / check
        printf "%s fix:      formspec fix --check of the 10 MB spec takes %.2fx formspec check of it, best wall time (%.2f s against %.2f s; target: at most 1.5x)\n",
            ratio <= 1.5 ? "PASS" : "FAIL", ratio, fix / 1e6, check / 1e6 }' "$results/wall-best.txt"
else
    echo "SKIP fix:      needs a size of 10M"
fi
if ((startup_runs > 0)); then
    awk -v formspec="$formspec_median" -v foundation="$foundation_median" 'BEGIN {
        ratio = formspec / foundation
        printf "%s start-up: formspec check of a 4 KB spec takes %.2fx a Foundation-only program, median (target: at most 1.5x)\n",
            ratio <= 1.5 ? "PASS" : "FAIL", ratio }'
    awk -v swift="$swift_median" -v foundation="$foundation_median" 'BEGIN {
        ratio = swift / foundation
        printf "%s start-up: formspec compile --emit swift of it takes %.2fx a Foundation-only program, median (target: at most 1.5x)\n",
            ratio <= 1.5 ? "PASS" : "FAIL", ratio }'
else
    echo "SKIP start-up: --startup-runs 0"
fi
if has_size 10M && has_size 50M; then
    read -r small_bytes small_best _ < <(row 10M compile)
    read -r large_bytes large_best _ < <(row 50M compile)
    awk -v sb="$small_bytes" -v st="$small_best" -v lb="$large_bytes" -v lt="$large_best" 'BEGIN {
        ratio = lt / st
        printf "%s scaling:  the compile of the 50 MB spec takes %.2fx its time on the 10 MB spec (target: at most 5.5x;\n",
            ratio <= 5.5 ? "PASS" : "FAIL", ratio
        printf "               the spec is %.2fx the bytes)\n", lb / sb }'
else
    echo "SKIP scaling:  needs the 10M and 50M sizes"
fi
if ((lsp_rounds > 0)); then
    small="$results/lsp-4K.txt" large_lsp="$results/lsp-1M.txt"
    awk -v median="$(field roundtrip_median_ms "$small")" -v best="$(field roundtrip_best_ms "$small")" 'BEGIN {
        printf "%s lsp:      change → publishDiagnostics on a 4 KB spec takes %.2f ms, median (best %.2f; target: at most 10 ms)\n",
            median <= 10 ? "PASS" : "FAIL", median, best }'
    awk -v trip="$(field roundtrip_median_ms "$large_lsp")" -v check="$(field check_median_ms "$large_lsp")" 'BEGIN {
        ratio = trip / check
        printf "%s lsp:      on a 1 MB spec it takes %.2fx formspec check of the same text, median: %.1f ms against %.1f ms (target: at most 1.5x)\n",
            ratio <= 1.5 ? "PASS" : "FAIL", ratio, trip, check }'
    if [[ -n $(field roundtrip_instructions "$large_lsp") ]]; then
        for lsp_size in 4K 1M; do
            awk -v size="$lsp_size" -v trip="$(field roundtrip_instructions "$results/lsp-$lsp_size.txt")" \
                -v check="$(field check_instructions "$results/lsp-$lsp_size.txt")" 'BEGIN {
                printf "     lsp:      in instructions (callgrind), %s: a round trip %.1f M, formspec check %.1f M: %.2fx\n",
                    size, trip / 1e6, check / 1e6, trip / check }'
        done
    fi
else
    echo "SKIP lsp:      --lsp-rounds 0"
fi
logic_target

# mixes_target: the `mixes` lines. For each mix, a 1 MB and a 10 MB spec (seed 1) in a folder of its
# own with its configuration; callgrind counts the raw event loop, `formspec check` and `formspec
# compile` on the 1 MB one, `formspec-benchmark compile` gives the peak RSS and wall time on the
# 10 MB one; the worst mix of each figure is held to its target.
mixes_target() {
    if [[ $mixes == none ]]; then
        echo "SKIP mixes:    --mixes none"
        return
    fi
    local mix folder size spec compiled figures="$results/mixes.txt"
    : >"$figures"
    IFS=, read -ra mix_list <<<"$mixes"
    for mix in "${mix_list[@]}"; do
        folder="$out/mix-$mix"
        mkdir -p "$folder"
        for size in 1M 10M; do
            spec="$folder/spec-$size.form.yaml"
            if [[ ! -s $spec || $tool -nt $spec ]]; then
                echo "Generating $spec..." >&2
                configuration=()
                [[ $mix == current ]] || configuration=(--configuration "$folder/.formspec.yml")
                "$tool" generate --mix "$mix" --seed 1 --bytes "$(bytes "$size")" "${configuration[@]}" >"$spec.partial"
                mv "$spec.partial" "$spec"
            fi
        done
        echo "Mix $mix: the 10 MB compile, then callgrind on the 1 MB spec..." >&2
        "$tool" compile "$folder/spec-10M.form.yaml" --iterations 1 >"$results/mix-$mix-10M.txt"
        if [[ $(field errors "$results/mix-$mix-10M.txt") != 0 ]]; then
            echo "FAIL valid:    the $mix mix's 10 MB spec has errors: $(field diagnostic_ids "$results/mix-$mix-10M.txt" | cut -c1-400)"
        fi
        local raw=0 check=0 compile=0
        if command -v valgrind >/dev/null; then
            compiled="$(mktemp -d)"
            raw=$(instructions "$out/raw_events" "$folder/spec-1M.form.yaml" --iterations 1)
            check=$(instructions "$bin/formspec" check "$folder/spec-1M.form.yaml")
            compile=$(instructions "$bin/formspec" compile "$folder/spec-1M.form.yaml" --output-dir "$compiled")
            rm -rf "$compiled"
        fi
        echo "$mix $raw $check $compile $(field input_bytes "$results/mix-$mix-10M.txt")" \
            "$(field peak_rss_bytes "$results/mix-$mix-10M.txt") $(field best_seconds "$results/mix-$mix-10M.txt")" >>"$figures"
    done
    awk -v counted="$(command -v valgrind >/dev/null && echo 1)" '
        BEGIN {
            print "\n| mix | raw loop, 1 MB (M instr.) | check vs raw | compile vs raw | compile of 10 MB: peak RSS (MiB) | peak / input | wall (s) |"
            print "|---|---:|---:|---:|---:|---:|---:|"
        }
        {
            check = counted ? $3 / $2 : 0; compile = counted ? $4 / $2 : 0; memory = $6 / $5
            printf "| %s | %.1f | %.2fx | %.2fx | %.1f | %.2fx | %.2f |\n", $1, $2 / 1e6, check, compile, $6 / 1048576, memory, $7
            if (check > worst_check) { worst_check = check; check_mix = $1 }
            if (compile > worst_compile) { worst_compile = compile; compile_mix = $1 }
            if (memory > worst_memory) { worst_memory = memory; memory_mix = $1 }
        }
        END {
            print ""
            if (counted) {
                printf "%s mixes:    formspec check of the 1 MB spec runs at worst %.2fx the raw event loop (%s; target: at most 2x on every mix)\n",
                    worst_check <= 2 ? "PASS" : "FAIL", worst_check, check_mix
                printf "%s mixes:    formspec compile of the 1 MB spec runs at worst %.2fx the raw event loop (%s; target: at most 2.4x on every mix)\n",
                    worst_compile <= 2.4 ? "PASS" : "FAIL", worst_compile, compile_mix
            } else {
                print "SKIP mixes:    instructions need valgrind"
            }
            printf "%s mixes:    the compile of the 10 MB spec peaks at worst at %.2fx the input (%s; target: at most 6x on every mix)\n",
                worst_memory <= 6 ? "PASS" : "FAIL", worst_memory, memory_mix
        }' "$figures"
}
mixes_target

# The generated specs must be valid and parse cleanly, or the times measure error reporting.
invalid=0
for size in "${size_list[@]}"; do
    check="$results/$size-check-1.txt"
    diagnostics="$(field diagnostics "$check")"
    read -r _ _ _ raw_problems < <(summarize "$size" raw)
    if [[ $diagnostics != 0 || $raw_problems != 0 ]]; then
        invalid=1
        echo "FAIL valid:    the $size spec gets $diagnostics diagnostics ($(field errors "$check") errors; raw libyaml" \
            "problems: $raw_problems); by id: $(field diagnostic_ids "$check" | cut -c1-400)"
    fi
done
((invalid)) || echo "PASS valid:    check reports no diagnostics on the generated specs"
awk -v raw="$(field start_rss_bytes "$results/${size_list[0]}-raw-1.txt")" \
    -v tool="$(field start_rss_bytes "$results/${size_list[0]}-parse-1.txt")" '
    BEGIN {
        printf "\nPeak RSS includes each process at start, before the input is read (runtime and linked\n"
        printf "libraries): %.1f MiB for raw_events, %.1f MiB for formspec-benchmark.\n", raw / 1048576, tool / 1048576
    }'
if ((invalid)); then
    echo "WARNING: the generator wrote a spec that check rejects or warns about (see FAIL valid above): fix"
    echo "Benchmarks/FormSpecBenchmark/SpecGenerator*.swift, or the validator if the spec is right."
fi
