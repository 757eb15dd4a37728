#!/usr/bin/env bash
# Times `formspec check` and `formspec compile --output-dir` (release build) on a folder of
# generated specs with --jobs 1 and --jobs J, and prints the best time of each and their ratio.
# Checks on the way that both give the same output files. A report, not a test: these machines
# are shared and noisy, so compare the ratio of one run, not absolute times.
#
# usage: Benchmarks/jobs.sh [--specs N] [--jobs J] [--rounds R]
#   --specs N   specs generated, of 20 to 400 controls each, about 7 to 140 KB (default 200)
#   --jobs J    the --jobs compared with --jobs 1 (default 2)
#   --rounds R  times each command is run, alternating; the best is reported (default 3)
# Environment: SWIFT (default swift).
set -euo pipefail

specs=200
jobs=2
rounds=3
while (($#)); do
    case "$1" in
        --specs | --jobs | --rounds)
            [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "jobs.sh: $1 takes a positive integer" >&2; exit 2; }
            declare "${1#--}=$2"
            shift 2
            ;;
        *) sed -n '7,11s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/Benchmarks/out"
swift="${SWIFT:-swift}"

echo "Building formspec and formspec-benchmark (release)..." >&2
"$swift" build --package-path "$root" -c release --product formspec >&2
"$swift" build --package-path "$root" -c release --product formspec-benchmark >&2
bin="$("$swift" build --package-path "$root" -c release --show-bin-path)"

# The specs, reused unless the generator was rebuilt since; sizes vary so that files of one
# run take different times, as in a real folder.
folder="$out/jobs-$specs-specs"
if [[ ! -d $folder || $bin/formspec-benchmark -nt $folder ]]; then
    echo "Generating $specs specs into $folder..." >&2
    rm -rf "$folder"
    mkdir -p "$folder.partial"
    for ((index = 0; index < specs; index++)); do
        "$bin/formspec-benchmark" generate --controls $((20 + (index * 37) % 381)) >"$folder.partial/spec-$index.form.yaml"
    done
    mv "$folder.partial" "$folder"
fi
echo "$specs specs, $(du -sk "$folder" | cut -f1) KB" >&2

# seconds COMMAND...: runs the command, its output discarded, and prints its wall time.
seconds() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

declare -A best
record() { # record KEY MILLISECONDS
    if [[ -z ${best[$1]:-} || $2 -lt ${best[$1]} ]]; then best[$1]=$2; fi
}
for ((round = 1; round <= rounds; round++)); do
    echo "Round $round of $rounds..." >&2
    for j in 1 "$jobs"; do
        record "check-$j" "$(seconds "$bin/formspec" check "$folder" --jobs "$j")"
        rm -rf "$out/jobs-output-$j"
        record "compile-$j" "$(seconds "$bin/formspec" compile "$folder" --output-dir "$out/jobs-output-$j" --emit json,preview --jobs "$j")"
    done
done
diff -r "$out/jobs-output-1" "$out/jobs-output-$jobs" >/dev/null || { echo "jobs.sh: --jobs $jobs wrote other files than --jobs 1" >&2; exit 1; }

echo "formspec on $specs specs, best of $rounds rounds, $(getconf _NPROCESSORS_ONLN) cores"
printf '%-46s %12s %12s %8s\n' "command" "--jobs 1" "--jobs $jobs" "speed-up"
for command in check compile; do
    one=${best[$command-1]}
    many=${best[$command-$jobs]}
    label="formspec $command"
    [[ $command == compile ]] && label="formspec compile --output-dir (json,preview)"
    printf '%-46s %10d ms %10d ms %7sx\n' "$label" "$one" "$many" "$(awk -v a="$one" -v b="$many" 'BEGIN { printf "%.2f", a / b }')"
done
